import {
  ADMIN_TEXTS,
  pxRef,
  type AdminClinicianRoleProfile,
  type AdminDownloadKind,
  type AdminPerson,
  type AdminReferral,
  type AdminReferralParty,
  type AdminUser,
} from '@refnet/contracts/admin';
import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { ADMIN_USER_GROUPS } from './admin-users.js';
import { fullName, jobTitles, registration, ukDateTime, yesNo } from './cell-values.js';
import { ADMIN_CLINICIAN_ROLE_GROUPS } from './clinician-role-groups.js';
import { ADMIN_INSURER_GROUPS } from './insurer-groups.js';
import { pagesOf, type AdminGroup } from './keyset.js';
import { ADMIN_PATIENTS } from './patient-group.js';
import { ADMIN_REFERRAL_GROUPS } from './referral-groups.js';
import type { Cell, SheetSource, SpreadsheetColumn } from './xlsx-stream.js';

/** Rows per query: a page is all a download holds in memory. */
export const DOWNLOAD_PAGE_SIZE = 1000;

interface Column<Row> extends SpreadsheetColumn {
  value(row: Row): Cell;
}

/** A sheet of one list group: the same rows as the list, a page at a time. */
function sheet<Row, Key>(
  db: Database,
  name: string,
  group: AdminGroup<Row, Key>,
  columns: readonly Column<NoInfer<Row>>[],
): SheetSource {
  return {
    name,
    columns,
    async *pages() {
      for await (const rows of pagesOf(db, group, DOWNLOAD_PAGE_SIZE)) {
        yield rows.map((row) => columns.map((column) => column.value(row)));
      }
    },
  };
}

const id: Column<{ id: number }> = { header: 'ID', width: 8, value: (row) => row.id };
const name: Column<{ title: string; firstName: string; lastName: string }> = {
  header: 'Name',
  width: 28,
  value: fullName,
};
const email: Column<{ email: string }> = { header: 'Email', width: 34, value: (row) => row.email };
const created = (header: string): Column<{ createdOn: string }> => ({
  header,
  width: 18,
  value: (row) => ukDateTime(row.createdOn),
});

const USER_COLUMNS: readonly Column<AdminUser>[] = [
  id,
  name,
  email,
  { header: 'Staff', width: 8, value: (user) => yesNo(user.isStaff) },
  { header: 'Verified', width: 10, value: (user) => yesNo(user.isVerified) },
  { header: 'Email verified', width: 15, value: (user) => yesNo(user.emailVerified) },
  { header: 'Job role', width: 30, value: (user) => jobTitles(user.jobRole) },
  { header: 'Registration', width: 20, value: (user) => registration(user.jobRole, user.registrationNumber) },
  { header: 'Account created', width: 18, value: (user) => ukDateTime(user.accountCreatedOn) },
];

const person = (column: Column<AdminPerson>): Column<AdminClinicianRoleProfile> => ({
  ...column,
  value: (crp) => column.value(crp.userProfile),
});

const ROLE_PROFILE_COLUMNS: readonly Column<AdminClinicianRoleProfile>[] = [
  id,
  person(name),
  person(email),
  { header: 'Role', width: 30, value: (crp) => jobTitles(crp.jobRole) },
  {
    header: 'Centre',
    width: 34,
    value: (crp) =>
      crp.clinic
        ? [crp.clinic.centreName, crp.clinic.clinicName].filter(Boolean).join(', ')
        : ADMIN_TEXTS.noClinic,
  },
  {
    header: 'Address',
    width: 40,
    value: ({ clinic }) =>
      clinic
        ? [clinic.address.firstLine, clinic.address.city, clinic.address.postcode].filter(Boolean).join(', ')
        : '',
  },
  { header: 'Registration', width: 20, value: (crp) => registration(crp.jobRole, crp.registrationNumber) },
  { header: 'Verified', width: 10, value: (crp) => yesNo(crp.isVerified) },
  { header: 'Deactivated', width: 12, value: (crp) => yesNo(crp.isDeactivated) },
  { header: 'Account created', width: 18, value: (crp) => ukDateTime(crp.accountCreatedOn) },
];

const party = (header: string, partyOf: (referral: AdminReferral) => AdminReferralParty | null) => [
  {
    header,
    width: 28,
    value: (referral: AdminReferral) => {
      const found = partyOf(referral);
      return found ? fullName(found) : ADMIN_TEXTS.noTargetClinician;
    },
  },
  {
    header: `${header} job title`,
    width: 30,
    value: (referral: AdminReferral) => partyOf(referral)?.jobTitle ?? '',
  },
];

const OPEN_REFERRAL_COLUMNS: readonly Column<AdminReferral>[] = [
  id,
  created('Created on'),
  { header: 'Patient ID', width: 11, value: (referral) => referral.patientId },
  { header: 'Job role', width: 30, value: (referral) => referral.jobRole.jobTitle },
  ...party('Referrer', (referral) => referral.referrer),
];
const REFERRAL_COLUMNS: readonly Column<AdminReferral>[] = [
  ...OPEN_REFERRAL_COLUMNS,
  ...party('Target clinician', (referral) => referral.targetClinician),
];

const INSURER_COLUMNS: readonly Column<InsuranceAgreement>[] = [
  id,
  { header: 'Insurer', width: 34, value: (agreement) => agreement.provider },
  { header: 'Policy', width: 20, value: (agreement) => agreement.policyName },
];

/**
 * The sheets of each download, in the order of the screen's tabs, with the same rows as the lists.
 * Patients are anonymised as in the list: id, age, sex, insurer, who keeps them and when they were added.
 */
export function downloadSheets(db: Database, kind: AdminDownloadKind): SheetSource[] {
  switch (kind) {
    case 'users':
      return [
        sheet(db, 'Users', ADMIN_USER_GROUPS.users, USER_COLUMNS),
        sheet(db, 'Unverified Users', ADMIN_USER_GROUPS.unverified, USER_COLUMNS),
        sheet(db, 'Deactivated Users', ADMIN_USER_GROUPS.deactivated, USER_COLUMNS),
        sheet(db, 'Operations Users', ADMIN_USER_GROUPS.operations, USER_COLUMNS),
      ];
    case 'crps': {
      const groups = ADMIN_CLINICIAN_ROLE_GROUPS;
      return [
        sheet(db, 'Staff', groups.staff, [
          id,
          name,
          email,
          { header: 'Site Admin', width: 11, value: (member) => yesNo(member.isFullAdmin) },
        ]),
        sheet(db, 'Clinicians', groups.clinicians, ROLE_PROFILE_COLUMNS),
        sheet(db, 'Unverified', groups.unverified, ROLE_PROFILE_COLUMNS),
        sheet(db, 'Delegates', groups.delegates, [
          id,
          name,
          email,
          {
            header: 'Acts for',
            width: 28,
            value: (delegate) => (delegate.clinician ? fullName(delegate.clinician) : ''),
          },
          { header: 'Active', width: 8, value: (delegate) => yesNo(delegate.isActive) },
        ]),
        sheet(db, 'Deactivated', groups.deactivated, ROLE_PROFILE_COLUMNS),
      ];
    }
    case 'patients':
      return [
        sheet(db, 'Patients', ADMIN_PATIENTS, [
          id,
          { header: 'Px Ref', width: 8, value: (patient) => pxRef(patient.currentAge, patient.sex) },
          {
            header: 'Insurer',
            width: 28,
            value: (patient) =>
              patient.isSelfPayer ? 'Self-payer' : (patient.insurancePolicy?.provider ?? ''),
          },
          { header: 'Policy', width: 16, value: (patient) => patient.insurancePolicy?.policyName ?? '' },
          { header: 'Created by', width: 28, value: (patient) => fullName(patient.createdBy) },
          created('Created on'),
        ]),
      ];
    case 'referrals':
      return [
        sheet(db, 'Open', ADMIN_REFERRAL_GROUPS.open, OPEN_REFERRAL_COLUMNS),
        sheet(db, 'Pending', ADMIN_REFERRAL_GROUPS.pending, REFERRAL_COLUMNS),
        sheet(db, 'Accepted', ADMIN_REFERRAL_GROUPS.accepted, REFERRAL_COLUMNS),
        sheet(db, 'Booked', ADMIN_REFERRAL_GROUPS.booked, REFERRAL_COLUMNS),
        sheet(db, 'DNA', ADMIN_REFERRAL_GROUPS.dna, REFERRAL_COLUMNS),
      ];
    case 'insurers':
      return [
        sheet(db, 'Unverified Insurers', ADMIN_INSURER_GROUPS.unverified, INSURER_COLUMNS),
        sheet(db, 'Verified Insurers', ADMIN_INSURER_GROUPS.verified, INSURER_COLUMNS),
      ];
  }
}
