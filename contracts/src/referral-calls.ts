// SPEC §7.4 referral calls and §7.6 analytics: requests, answers, constants and messages.
// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { messageSchema } from './common.js';
import { slimUserProfileSchema } from './profile.js';
import { referralSchema } from './referral.js';
import { MAX_ROW_ID, idField, noControlCharacters, rule } from './validation.js';

// ---------- Constants (SPEC §2.9, §4, §9) ----------

/** SPEC §5 / §9: history and reason for referral, each. */
export const REFERRAL_TEXT_MAX = 1500;
/** SPEC §2.9 / §9: rows per page of a referral list. */
export const REFERRAL_PAGE_SIZE = 25;
/** SPEC §4 / §9: referral lists and the notification count are fetched again only when older than this. */
export const REFERRAL_REFETCH_MS = 10 * 60 * 1000;
/** SPEC §9 analytics: the summary's default size, the top cards and the favourites card. */
export const ANALYTICS_DEFAULT_SIZE = 5;
export const ANALYTICS_TOP_CARD_SIZE = 5;
export const ANALYTICS_FAVOURITES_CARD_SIZE = 3;
/** The "See all clinicians" modal asks for this many entries; the API refuses more. */
export const ANALYTICS_MAX_SIZE = 100;

// ---------- Messages ----------

export const REFERRAL_MESSAGES = {
  /** SPEC §5 referral information. */
  textTooLong: 'Max length of 1500 characters exceeded',
  /** SPEC §5 pre-send checks (also the API's 400s for the same mistakes). */
  patientMissing: 'Current patient data is missing',
  historyMissing: 'Patient history is missing',
  /** Named as the form labels the field (issue 17), not by its key as SPEC §5 words it. */
  mainDescriptionMissing: 'Reason for referral is missing',
  jobRoleMissing: 'Job role is missing',
  /** SPEC §2.11 success popup. */
  sent: 'Your referral has been sent successfully!',
  receiverMissing: 'Choose the clinician to refer to, or set the referral open to all suitable clinicians.',
  receiverNotForOpen: 'An open referral goes to every suitable clinician: leave the clinician out.',
  idInvalid: 'This id is not valid.',
  toCompleteInvalid: 'Say whether the referral is booked (toComplete true or false).',
  toDnaInvalid: 'Say whether the patient did not attend (toDna true or false).',
  /** API answers of the transitions (SPEC §4). */
  accepted: 'Referral accepted.',
  rejected: 'Referral rejected.',
  cancelled: 'Referral cancelled.',
  booked: 'Referral marked as booked.',
  dna: 'Referral marked as did not attend.',
  setActive: 'Referral set active again.',
  notFound: 'Referral not found.',
  alreadyClaimed: 'This open referral has just been accepted by another clinician.',
  patientNotFound: 'Patient not found.',
  patientInactive: 'This patient has been removed and cannot be referred.',
  receiverNotFound: 'The chosen clinician cannot receive referrals.',
  receiverLacksRole: 'The chosen clinician does not hold the chosen job role.',
  referToSelf: 'You cannot refer a patient to yourself.',
  noClinicianProfile: 'Error loading user clinician profiles. Please refresh your screen.',
} as const;

// ---------- POST /referrals/create/ (SPEC §7.4) ----------

/** SPEC §5: required, at most 1500 characters (counted after trimming). */
const referralText = (missingMessage: string) =>
  z.string().check(
    z.trim(),
    noControlCharacters({ multiLine: true }),
    rule((value: string) => value.length > 0, missingMessage),
    rule((value: string) => value.length <= REFERRAL_TEXT_MAX, REFERRAL_MESSAGES.textTooLong),
  );

export const mainDescriptionField = referralText(REFERRAL_MESSAGES.mainDescriptionMissing);
export const patientHistoryField = referralText(REFERRAL_MESSAGES.historyMissing);

/** A key the client makes once per referral it means to send (a random UUID in the wizard). */
export const referralIdempotencyKeyField = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,100}$/, 'Invalid idempotency key.'));

/**
 * crpId is the sender's first clinician role profile (SPEC §6); the API checks it is the caller's (or, for
 * a delegate, their clinician's). receiverCrpId is given only when specifiedClinician is true.
 * idempotencyKey (optional): a repeated create with the same key from the same caller returns the referral
 * the first one made instead of sending another.
 */
export const createReferralRequestSchema = z
  .object({
    patientId: idField,
    crpId: idField,
    jobRoleId: idField,
    mainDescription: mainDescriptionField,
    patientHistory: patientHistoryField,
    specifiedClinician: z.boolean(),
    receiverCrpId: z.optional(z.nullable(idField)),
    idempotencyKey: z.optional(referralIdempotencyKeyField),
  })
  .check(
    z.refine((request) => !request.specifiedClinician || request.receiverCrpId != null, {
      message: REFERRAL_MESSAGES.receiverMissing,
      path: ['receiverCrpId'],
      params: { standalone: true },
    }),
    z.refine((request) => request.specifiedClinician || request.receiverCrpId == null, {
      message: REFERRAL_MESSAGES.receiverNotForOpen,
      path: ['receiverCrpId'],
      params: { standalone: true },
    }),
  );
export type CreateReferralRequest = z.input<typeof createReferralRequestSchema>;

export const createReferralResponseSchema = z.object({
  message: messageSchema,
  referral: referralSchema,
});
export type CreateReferralResponse = z.infer<typeof createReferralResponseSchema>;
/**
 * The answer to a create sent with `Prefer: return=minimal` (RFC 7240): the message without the referral.
 * Strict, so that a full answer never passes for this one with its referral dropped.
 */
export const createReferralMessageSchema = z.strictObject({ message: messageSchema });
export type CreateReferralMessage = z.infer<typeof createReferralMessageSchema>;
/** Either answer: what the API may send, and what a client that prefers the message alone may get. */
export const createReferralAnswerSchema = z.union([
  createReferralResponseSchema,
  createReferralMessageSchema,
]);

// ---------- Lists (SPEC §4 groupings) ----------

/** SPEC §4 Received / Sent grouping, each newest first: the first REFERRAL_PAGE_SIZE of each group. */
export const referralGroupsSchema = z.object({
  waiting: z.array(referralSchema),
  accepted: z.array(referralSchema),
  booked: z.array(referralSchema),
  dna: z.array(referralSchema),
});
export type ReferralGroups = z.infer<typeof referralGroupsSchema>;

/**
 * GET /referrals/list/inbound: referralsReceived = referrals naming me (waiting = PENDING, patient
 * anonymised) and open referrals I accepted; referralsOpen = OPEN referrals for a job role I hold, not sent
 * by me (patient anonymised).
 */
export const inboundReferralsResponseSchema = z.object({
  referralsReceived: referralGroupsSchema,
  referralsOpen: z.array(referralSchema),
  /** How many each group holds: the arrays carry only its first page (GET /referrals/list/inbound/{group}). */
  totals: z.object({ waiting: z.int(), accepted: z.int(), booked: z.int(), dna: z.int(), open: z.int() }),
});
export type InboundReferralsResponse = z.infer<typeof inboundReferralsResponseSchema>;

/** GET /referrals/list/outbound: waiting holds my PENDING and my OPEN referrals. */
export const outboundReferralsResponseSchema = z.object({
  referralsMade: referralGroupsSchema,
  /** How many each group holds: the arrays carry only its first page (GET /referrals/list/outbound/{group}). */
  totals: z.object({ waiting: z.int(), accepted: z.int(), booked: z.int(), dna: z.int() }),
});
export type OutboundReferralsResponse = z.infer<typeof outboundReferralsResponseSchema>;

/**
 * GET /referrals/referral-notifications/: referrals waiting for my decision, named or open to my roles;
 * nUnreadConversations: referrals with a message or file from the other side I have not read (issue 22).
 */
export const referralNotificationsResponseSchema = z.object({
  nReferrals: z.int(),
  nUnreadConversations: z.optional(z.int()),
});
export type ReferralNotificationsResponse = z.infer<typeof referralNotificationsResponseSchema>;

// ---------- Transitions (SPEC §4, §7.4) ----------

/** The receiver's groups after accept / reject: what the Referrals Received screen shows next. */
export const acceptRejectResponseSchema = z.object({
  message: messageSchema,
  waiting: z.array(referralSchema),
  accepted: z.array(referralSchema),
  open: z.array(referralSchema),
});
export type AcceptRejectResponse = z.infer<typeof acceptRejectResponseSchema>;

/** POST /referrals/complete/{id}/: toComplete true = booked, false = set active. crpId is accepted and ignored. */
export const completeReferralRequestSchema = z.object({
  toComplete: z.boolean({ error: REFERRAL_MESSAGES.toCompleteInvalid }),
  crpId: z.optional(z.nullable(z.int())),
});
export type CompleteReferralRequest = z.input<typeof completeReferralRequestSchema>;

/** POST /referrals/dna/{id}/: toDna true = did not attend, false = set active. */
export const dnaReferralRequestSchema = z.object({
  toDna: z.boolean({ error: REFERRAL_MESSAGES.toDnaInvalid }),
  crpId: z.optional(z.nullable(z.int())),
});
export type DnaReferralRequest = z.input<typeof dnaReferralRequestSchema>;

export const completeDnaResponseSchema = z.object({
  message: messageSchema,
  accepted: z.array(referralSchema),
  booked: z.array(referralSchema),
  dna: z.array(referralSchema),
});
export type CompleteDnaResponse = z.infer<typeof completeDnaResponseSchema>;

/** DELETE /referrals/delete/{id}/: the sender's waiting group afterwards. */
export const cancelReferralResponseSchema = z.object({
  message: messageSchema,
  waiting: z.array(referralSchema),
});
export type CancelReferralResponse = z.infer<typeof cancelReferralResponseSchema>;

/** A path id as written in the URL: digits only, 1..MAX_ROW_ID, else `message` (a 400, never a 500). */
export const pathId = (message: string, min = 1, max = MAX_ROW_ID) =>
  z.pipe(
    z
      .string()
      .check(
        rule(
          (value: string) => /^\d{1,12}$/.test(value) && Number(value) >= min && Number(value) <= max,
          message,
        ),
      ),
    z.transform(Number),
  );

/** Path ids of the referral calls. */
export const referralIdParamsSchema = z.object({ refId: pathId(REFERRAL_MESSAGES.idInvalid) });

// ---------- GET /user/analytics-data/{number}/ (SPEC §3 Analytics) ----------

/** A clinician in the top lists, by count; rank is dense (equal counts share a rank), 1 = most. */
export const analyticsEntrySchema = z.object({
  clinician: slimUserProfileSchema,
  count: z.int(),
  rank: z.int(),
  isFavourite: z.boolean(),
});
export type AnalyticsEntry = z.infer<typeof analyticsEntrySchema>;

/** userProfile is the keeper's id; favouriteUserProfile the clinician kept. */
export const analyticsFavouriteSchema = z.object({
  id: z.int(),
  userProfile: z.int(),
  favouriteUserProfile: slimUserProfileSchema,
});
export type AnalyticsFavourite = z.infer<typeof analyticsFavouriteSchema>;

/**
 * number: how many entries each list holds at most (1..100, default 5). Counts leave cancelled referrals
 * out. noPatientsMade = active patients I keep; noPatientsReceived = distinct patients referred to me;
 * noReferralsMade / noReferralsReceived = referrals I sent / that named me or I accepted.
 */
export const analyticsResponseSchema = z.object({
  number: z.int(),
  noPatientsMade: z.int(),
  noPatientsReceived: z.int(),
  noReferralsMade: z.int(),
  noReferralsReceived: z.int(),
  topReferredTo: z.array(analyticsEntrySchema),
  topReferralsFrom: z.array(analyticsEntrySchema),
  favouriteClinicians: z.array(analyticsFavouriteSchema),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

export const analyticsParamsSchema = z.object({
  number: pathId(`Ask for between 1 and ${ANALYTICS_MAX_SIZE} entries.`, 1, ANALYTICS_MAX_SIZE),
});

// ---------- Parcels (props passed across remotes) ----------

/** mf_patients/patientForm: the add-patient form inside the referral wizard; onSaved gets the new patient. */
export type PatientFormParcelProps = {
  onSaved: (patientId: number) => void;
};

/** mf_referrals/analytics: the dashboard's analytics summary, cards and "See all clinicians" modal. */
export type AnalyticsParcelProps = Record<never, never>;
