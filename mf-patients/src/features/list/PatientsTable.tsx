import { InAppLink } from '@refnet/shared-ui';
import { EmptyState } from '@refnet/shared-ui/display';
import { ScrollableTable, type TableColumnsType } from '@refnet/shared-ui/tables';
import { ReferThisPatientLink } from '../../components/ReferThisPatient';
import type { PatientRow } from './patientRows';

export const NO_PATIENTS_TEXT = 'No patients to display at the moment';
export const MODIFY_SEARCH_HINT = 'Try modifying your search.';

const COLUMNS: TableColumnsType<PatientRow> = [
  {
    title: 'Name',
    dataIndex: 'name',
    render: (name: string, row) => (row.href ? <InAppLink href={row.href}>{name}</InAppLink> : name),
  },
  { title: 'DOB', dataIndex: 'dob' },
  { title: 'Sex', dataIndex: 'sex' },
];

/** Shown when a row offers "Refer this patient" (own patients, with the permission to refer). */
const ACTIONS_COLUMN: TableColumnsType<PatientRow>[number] = {
  title: 'Actions',
  key: 'actions',
  render: (_, row) => row.referHref && <ReferThisPatientLink href={row.referHref} patientName={row.name} />,
};

export interface PatientsTableProps {
  rows: readonly PatientRow[];
  /** A search is narrowing the list: an empty table then suggests changing it. */
  searching: boolean;
}

/**
 * One page of a patient group: Name, DOB, Sex (SPEC §2.10), and Actions when a row has one. On the
 * narrowest phones the four columns scroll inside the table, which says so, instead of widening the page.
 */
export function PatientsTable({ rows, searching }: PatientsTableProps) {
  return (
    <ScrollableTable<PatientRow>
      aria-label="Patients"
      columns={rows.some((row) => row.referHref) ? [...COLUMNS, ACTIONS_COLUMN] : COLUMNS}
      dataSource={[...rows]}
      rowKey="key"
      pagination={false}
      size="middle"
      locale={{
        emptyText: <EmptyState text={NO_PATIENTS_TEXT} hint={searching ? MODIFY_SEARCH_HINT : undefined} />,
      }}
    />
  );
}
