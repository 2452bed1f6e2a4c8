import {
  ADMIN_TEXTS,
  type AdminClinicianRoleProfilesResponse,
  type AdminDelegate,
  type AdminStaffMember,
} from '@refnet/contracts/admin';
import { tableTab, type AdminListSpec, type AdminTab } from '../../components/AdminTabbedListPage';
import { emailColumn, idColumn, nameColumn, yesNoColumn } from '../../components/columns';
import { CLINICIAN_COLUMNS } from './clinicianColumns';

export type ClinicianGroup = keyof AdminClinicianRoleProfilesResponse;
export const CLINICIAN_LIST: AdminListSpec<ClinicianGroup> = {
  noun: 'clinician',
  download: 'crps',
  defaultKey: 'clinicians',
};

type Tab = AdminTab<AdminClinicianRoleProfilesResponse, ClinicianGroup>;

/** SPEC §2.14 Clinicians tabs, in order: Staff, Clinicians (the default), Unverified, Delegates, Deactivated. */
export const CLINICIAN_TABS: readonly Tab[] = [
  tableTab({
    key: 'staff',
    label: 'Staff',
    emptyText: ADMIN_TEXTS.noTab('staff'),
    columns: [
      idColumn<AdminStaffMember>(),
      nameColumn<AdminStaffMember>((member) => member),
      yesNoColumn<AdminStaffMember>('Site Admin', (member) => member.isFullAdmin),
    ],
    rows: (list) => list.staff,
  }),
  tableTab({
    key: 'clinicians',
    label: 'Clinicians',
    emptyText: ADMIN_TEXTS.noTab('clinicians'),
    columns: CLINICIAN_COLUMNS,
    rows: (list) => list.clinicians,
  }),
  tableTab({
    key: 'unverified',
    label: 'Unverified',
    emptyText: ADMIN_TEXTS.noTab('unverified clinicians'),
    columns: CLINICIAN_COLUMNS,
    rows: (list) => list.unverified,
  }),
  tableTab({
    key: 'delegates',
    label: 'Delegates',
    emptyText: ADMIN_TEXTS.noTab('delegates'),
    columns: [
      idColumn<AdminDelegate>(),
      nameColumn<AdminDelegate>((delegate) => delegate),
      emailColumn<AdminDelegate>((delegate) => delegate.email),
    ],
    rows: (list) => list.delegates,
  }),
  tableTab({
    key: 'deactivated',
    label: 'Deactivated',
    emptyText: ADMIN_TEXTS.noTab('deactivated clinicians'),
    columns: CLINICIAN_COLUMNS,
    rows: (list) => list.deactivated,
  }),
];
