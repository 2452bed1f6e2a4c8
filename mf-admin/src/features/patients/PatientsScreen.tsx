import type { AnonymisedPatient } from '@refnet/contracts/patients';
import { ADMIN_TEXTS, pxRef } from '@refnet/contracts/admin';
import { formatDate, personName, type ScreenProps } from '@refnet/shared-ui';
import { useServerData } from '@refnet/shared-ui/data';
import { adminQueries } from '../../components/adminQueries';
import type { TableColumnsType } from '@refnet/shared-ui/tables';
import { adminListTexts } from '../../components/adminListTexts';
import { AdminPage } from '../../components/AdminPage';
import { AdminTable } from '../../components/AdminTable';
import { idColumn } from '../../components/columns';
import { LoadedContent } from '../../components/LoadedContent';

const PATIENTS_TEXTS = adminListTexts('patient');

/** SPEC §2.14: anonymised, so staff see no name, contact or address. */
const PATIENT_COLUMNS: TableColumnsType<AnonymisedPatient> = [
  idColumn(),
  { title: 'Px Ref', key: 'pxRef', render: (_, patient) => pxRef(patient.currentAge, patient.sex) },
  { title: 'Created By', key: 'createdBy', render: (_, patient) => personName(patient.createdBy) },
  { title: 'Created At', key: 'createdOn', render: (_, patient) => formatDate(patient.createdOn) },
];

/** /staff/patients (SPEC §2.14): every patient on RefNet, newest first. */
export function PatientsScreen({ route }: ScreenProps) {
  const { loaded } = useServerData(adminQueries.patients);
  return (
    <AdminPage title={route.title} download="patients">
      <LoadedContent loaded={loaded} loadingText={PATIENTS_TEXTS.loading} failedText={PATIENTS_TEXTS.failed}>
        {({ patients }) => (
          <AdminTable
            label={route.title}
            columns={PATIENT_COLUMNS}
            rows={patients}
            emptyText={ADMIN_TEXTS.noPatients}
          />
        )}
      </LoadedContent>
    </AdminPage>
  );
}
