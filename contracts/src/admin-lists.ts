// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { messageSchema } from './common.js';
import { anonymisedPatientSchema } from './patient.js';
import { clinicSchema } from './profile.js';
import { insuranceAgreementSchema, jobRoleSchema } from './reference-data.js';
import { referralStatusSchema } from './referral.js';
import { adminUserSchema } from './admin.js';
import { VALIDATION_MESSAGES, emailField, newPasswordField, requiredText, titleField } from './validation.js';

/** SPEC §2.14, §8: the admin screens' texts, word for word. */
export const ADMIN_TEXTS = {
  /** SPEC §2.14 titles every popup "Set user to verified!"; issue 17 titles it for what it does. */
  verificationPopupTitle: (isVerified: boolean) => (isVerified ? 'Unverify user' : 'Verify user'),
  verify: 'Verify',
  unverify: 'Unverify',
  setVerified: 'Set verified',
  noClinic: 'No clinic',
  noTargetClinician: 'No target clinician',
  noPatients: 'No patients to display at the moment',
  noReferrals: 'No referrals to display at the moment',
  noTab: (tab: string) => `No ${tab} to display at the moment`,
  noneFound: (title: string) => `No ${title} have been found`,
  loading: (what: string) => `Loading ${what}...`,
  createAdminButton: 'Create new admin account',
  adminCreated: (email: string) => `Admin account created for ${email}.`,
  insurerVerified: (provider: string) => `${provider} set to verified.`,
  insurerAlreadyVerified: 'This insurer is already verified.',
  reject: 'Reject',
  insurerRejected: (provider: string, clinics: number) =>
    `${provider} rejected${clinics > 0 ? `: removed from ${clinics} ${clinics === 1 ? 'clinic' : 'clinics'}, whose clinicians have been e-mailed` : ''}.`,
  insurerVerifiedCannotBeRejected: 'This insurer is verified, so it can no longer be rejected.',
  insurerOnPatients: 'Patients are recorded with this insurer, so it cannot be rejected.',
  rejectInsurerQuestion: (provider: string) => `Reject ${provider}?`,
  rejectInsurerExplanation:
    'It is taken off every clinic that lists it, and the clinicians who typed it in are e-mailed to choose an insurer from the list instead.',
  fullAdminOnly: 'Only a full admin can create admin accounts.',
  ownVerificationLocked:
    'You cannot change the verification of your own account. Ask another full admin to change it.',
  adminVerificationFullAdminOnly:
    'Only a full admin can change the verification of a staff or full admin account. Ask a full admin to change it.',
} as const;

// ---------- GET /admin/user-profiles/ ----------

/**
 * users: verified and not deactivated (staff included, the Staff column ticks them); unverified: not yet
 * verified and not deactivated; deactivated: deactivated; operations: the Staff and Full Admin accounts.
 * Every list in id order; the entries are SPEC's AdminUser (id = the user profile id).
 */
export const adminUserProfilesResponseSchema = z.object({
  users: z.array(adminUserSchema),
  unverified: z.array(adminUserSchema),
  deactivated: z.array(adminUserSchema),
  operations: z.array(adminUserSchema),
});
export type AdminUserProfilesResponse = z.infer<typeof adminUserProfilesResponseSchema>;

// ---------- GET /admin/clinician-role-profiles/ ----------

/** A person in an admin list: the user profile id and the name. */
export const adminPersonSchema = z.object({
  id: z.int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

/** Staff tab: ID, Name, Site Admin (a Full Admin). */
export const adminStaffMemberSchema = z.extend(adminPersonSchema, { isFullAdmin: z.boolean() });
export type AdminStaffMember = z.infer<typeof adminStaffMemberSchema>;

/** Delegates tab: ID, Name, Email — and whom they act for. */
export const adminDelegateSchema = z.extend(adminPersonSchema, {
  clinician: z.nullable(adminPersonSchema),
  isActive: z.boolean(),
});
export type AdminDelegate = z.infer<typeof adminDelegateSchema>;

/**
 * Clinician tabs: one clinician role profile (id = crp id): ID, Name, Email, Role (the job roles), Centre
 * (clinic, or "No clinic" when null), Registration (each role's registration body and the number).
 */
export const adminClinicianRoleProfileSchema = z.object({
  id: z.int(),
  userProfile: adminPersonSchema,
  jobRole: z.array(jobRoleSchema),
  clinic: z.nullable(clinicSchema),
  registrationNumber: z.string(),
  isVerified: z.boolean(),
  isDeactivated: z.boolean(),
  accountCreatedOn: z.string(),
});
export type AdminClinicianRoleProfile = z.infer<typeof adminClinicianRoleProfileSchema>;

/**
 * staff: Staff and Full Admin accounts; clinicians: role profiles of verified clinicians, neither profile
 * nor account deactivated; unverified: of clinicians not yet verified (and not deactivated);
 * deactivated: the role profile or the clinician deactivated; delegates: every delegate account.
 */
export const adminClinicianRoleProfilesResponseSchema = z.object({
  staff: z.array(adminStaffMemberSchema),
  unverified: z.array(adminClinicianRoleProfileSchema),
  clinicians: z.array(adminClinicianRoleProfileSchema),
  deactivated: z.array(adminClinicianRoleProfileSchema),
  delegates: z.array(adminDelegateSchema),
});
export type AdminClinicianRoleProfilesResponse = z.infer<typeof adminClinicianRoleProfilesResponseSchema>;

// ---------- GET /admin/patients/ ----------

/** SPEC §3 anonymised patients only: staff never see names, contacts or addresses. Newest first. */
export const adminPatientsResponseSchema = z.object({ patients: z.array(anonymisedPatientSchema) });
export type AdminPatientsResponse = z.infer<typeof adminPatientsResponseSchema>;

// ---------- GET /admin/referrals/ ----------

/** A clinician in the admin referral list: the role profile id, the name and the job title. */
export const adminReferralPartySchema = z.object({
  id: z.int(),
  userProfileId: z.int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
});
export type AdminReferralParty = z.infer<typeof adminReferralPartySchema>;

/**
 * One referral as staff see it: who, to whom, for which job role, when — never the patient's details or
 * the clinical text. targetClinician is null for open referrals (and a DNA without one).
 */
export const adminReferralSchema = z.object({
  id: z.int(),
  createdOn: z.string(),
  patientId: z.int(),
  jobRole: jobRoleSchema,
  referrer: adminReferralPartySchema,
  targetClinician: z.nullable(adminReferralPartySchema),
  status: referralStatusSchema,
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;

/** SPEC §4 admin grouping, newest first in each. */
export const adminReferralsResponseSchema = z.object({
  open: z.array(adminReferralSchema),
  pending: z.array(adminReferralSchema),
  accepted: z.array(adminReferralSchema),
  booked: z.array(adminReferralSchema),
  dna: z.array(adminReferralSchema),
});
export type AdminReferralsResponse = z.infer<typeof adminReferralsResponseSchema>;
export type AdminReferralGroup = keyof AdminReferralsResponse;

// ---------- GET /admin/insurance-agreements/, POST /insurance-agreements/verify/{id}/ ----------

export const adminInsuranceAgreementsResponseSchema = z.object({
  verified: z.array(insuranceAgreementSchema),
  unverified: z.array(insuranceAgreementSchema),
});
export type AdminInsuranceAgreementsResponse = z.infer<typeof adminInsuranceAgreementsResponseSchema>;

export const verifyInsuranceAgreementResponseSchema = z.object({
  message: messageSchema,
  insuranceAgreement: insuranceAgreementSchema,
});
export type VerifyInsuranceAgreementResponse = z.infer<typeof verifyInsuranceAgreementResponseSchema>;

// ---------- POST /insurance-agreements/reject/{id}/ (not in SPEC; issue 17) ----------

/**
 * Rejecting an insurer a clinician typed in deletes it: `removedFromClinics` is how many of their clinics
 * (clinician role profiles) listed it and no longer do.
 */
export const rejectInsuranceAgreementResponseSchema = z.object({
  message: messageSchema,
  removedFromClinics: z.int(),
});
export type RejectInsuranceAgreementResponse = z.infer<typeof rejectInsuranceAgreementResponseSchema>;

// ---------- GET /admin/platform-stats/ ----------

/** The periods, in days, the statistics count over (the last day, week, 30 days, year). */
export const PLATFORM_STATS_PERIODS = [1, 7, 30, 365] as const;

/** One count per period of PLATFORM_STATS_PERIODS, in that order. */
export const periodCountsSchema = z.array(z.object({ days: z.int(), count: z.int() }));
export type PeriodCounts = z.infer<typeof periodCountsSchema>;

/**
 * SPEC §3 Platform stats (and, beyond SPEC, e-mail delivery). last_logged_in: clinicians and delegates
 * who signed in within each period.
 * referrals: referrals created within each period, by the state they are in now.
 */
export const platformStatsResponseSchema = z.object({
  last_logged_in: z.object({ clinicians: periodCountsSchema, delegates: periodCountsSchema }),
  referrals: z.object({
    pending: periodCountsSchema,
    open: periodCountsSchema,
    accepted: periodCountsSchema,
    booked: periodCountsSchema,
    dna: periodCountsSchema,
  }),
  /**
   * E-mails recorded within each period by how their delivery stands: sent; tried and waiting to be tried
   * again; given up after the last try (not delivered).
   */
  emails: z.object({ sent: periodCountsSchema, retrying: periodCountsSchema, failed: periodCountsSchema }),
});
export type PlatformStatsResponse = z.infer<typeof platformStatsResponseSchema>;

// ---------- POST /admin/new-admin-user/ ----------

/** SPEC §5: all five fields required; the new account is Staff (never Full Admin). */
export const newAdminUserRequestSchema = z.object({
  title: titleField,
  firstName: requiredText(VALIDATION_MESSAGES.firstNameRequired),
  lastName: requiredText(VALIDATION_MESSAGES.lastNameRequired),
  email: emailField,
  password: newPasswordField,
});
export type NewAdminUserRequest = z.infer<typeof newAdminUserRequestSchema>;
export const newAdminUserResponseSchema = z.object({ message: messageSchema, user: adminUserSchema });
export type NewAdminUserResponse = z.infer<typeof newAdminUserResponseSchema>;

// ---------- Downloads ----------

/**
 * The five spreadsheets: the API path under /api/v1, the front-end route that starts the download,
 * the staff screen it returns to, and the file name's stem (the file is `${stem}-${yyyy-mm-dd}.xlsx`).
 */
export const ADMIN_DOWNLOADS = {
  users: {
    apiPath: '/admin/users-list-download/',
    route: '/admin/users-list-download',
    returnTo: '/staff/users',
    fileStem: 'refnet-users',
    button: 'Download Users List',
  },
  crps: {
    apiPath: '/admin/crps-list-download/',
    route: '/admin/crps-list-download',
    returnTo: '/staff/clinician-roles',
    fileStem: 'refnet-clinicians',
    button: 'Download Clinicians List',
  },
  patients: {
    apiPath: '/admin/patients-list-download/',
    route: '/admin/patients-list-download',
    returnTo: '/staff/patients',
    fileStem: 'refnet-patients',
    button: 'Download Patients List',
  },
  referrals: {
    apiPath: '/admin/referrals-list-download/',
    route: '/admin/referrals-list-download',
    returnTo: '/staff/referrals',
    fileStem: 'refnet-referrals',
    button: 'Download Referrals List',
  },
  insurers: {
    apiPath: '/admin/insurers-list-download/',
    route: '/admin/insurers-list-download',
    returnTo: '/staff/insurers',
    fileStem: 'refnet-insurers',
    button: 'Download Insurers List',
  },
} as const;
export type AdminDownloadKind = keyof typeof ADMIN_DOWNLOADS;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `refnet-users-2026-11-23.xlsx`: the date is the UK calendar day of the download. */
export const adminDownloadFileName = (kind: AdminDownloadKind, ukDate: string) =>
  `${ADMIN_DOWNLOADS[kind].fileStem}-${ukDate}.xlsx`;

// ---------- mf-admin's statistics parcel ----------

/** Props of mf-admin's `./statistics` parcel on the staff dashboard: none (it loads its own figures). */
export type StatisticsParcelProps = Record<never, never>;
