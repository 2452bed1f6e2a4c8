// Server-side pages of the patient list: GET /patient/list/{group}/. The SPEC §7.3 list (GET /patient/list/)
// answers with the first page of each group and the groups' totals; the next pages, and searches by name,
// come from here, a keyset page at a time (newest or oldest first).
import { z } from 'zod/mini';
import { anonymisedPatientSchema, patientSchema, type PatientListResponse } from './patient.js';
import { pathId } from './referral-calls.js';
import { noControlCharacters } from './validation.js';

/** SPEC §2.10: 25 patients a page. */
export const PATIENT_PAGE_SIZE = 25;

/** The groups of GET /patient/list/, as GET /patient/list/{group}/ names them. */
export const PATIENT_PAGE_GROUPS = ['added', 'referred', 'pending', 'accepted', 'completed'] as const;
export type PatientPageGroup = (typeof PATIENT_PAGE_GROUPS)[number];

/** Each group's key in GET /patient/list/. */
export const PATIENT_LIST_KEYS = {
  added: 'addedPatients',
  referred: 'referredPatients',
  pending: 'pendingPatients',
  accepted: 'acceptedPatients',
  completed: 'completedPatients',
} as const satisfies Record<PatientPageGroup, keyof PatientListResponse>;

/** The longest name search accepted: longer than any title and names put together. */
export const PATIENT_SEARCH_MAX_LENGTH = 100;

export const PATIENT_PAGE_MESSAGES = {
  groupInvalid: 'This patient group does not exist.',
  orderInvalid: 'Order must be newest or oldest.',
  cursorInvalid: 'A page starts after or before a patient id, or at the end.',
  searchTooLong: `A search can be at most ${PATIENT_SEARCH_MAX_LENGTH} characters.`,
  searchNotAllowed: 'Patients received are not shown by name, so they cannot be searched.',
} as const;

const cursorId = pathId(PATIENT_PAGE_MESSAGES.cursorInvalid);

export const patientPageParamsSchema = z.object({
  group: z.enum(PATIENT_PAGE_GROUPS, { error: PATIENT_PAGE_MESSAGES.groupInvalid }),
});

/**
 * newest (default) or oldest first; `after` = the page following that patient, `before` = the page
 * preceding it, `at=end` = the last page; none of them = the first page. At most one of the three.
 * `search` keeps the patients whose title and names contain it (any case, spaces collapsed).
 */
export const patientPageQuerySchema = z
  .object({
    order: z.optional(z.enum(['newest', 'oldest'], { error: PATIENT_PAGE_MESSAGES.orderInvalid })),
    after: z.optional(cursorId),
    before: z.optional(cursorId),
    at: z.optional(z.literal('end', { error: PATIENT_PAGE_MESSAGES.cursorInvalid })),
    search: z.optional(
      z
        .string()
        .check(
          noControlCharacters(),
          z.maxLength(PATIENT_SEARCH_MAX_LENGTH, PATIENT_PAGE_MESSAGES.searchTooLong),
        ),
    ),
  })
  .check(
    z.refine(
      (query) => [query.after, query.before, query.at].filter((value) => value !== undefined).length <= 1,
      { message: PATIENT_PAGE_MESSAGES.cursorInvalid },
    ),
  );
export type PatientPageQuery = z.infer<typeof patientPageQuerySchema>;

/** The search as the server applies it: trimmed, inner spaces collapsed, lower case ('' = no search). */
export const normalisePatientSearch = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** One page (PATIENT_PAGE_SIZE rows at most; anonymised in the pending group) and the group's total. */
export const patientPageResponseSchema = z.object({
  patients: z.array(z.union([patientSchema, anonymisedPatientSchema])),
  total: z.int(),
});
export type PatientPageResponse = z.infer<typeof patientPageResponseSchema>;
