import { ukToday } from '@refnet/contracts/accounts';
import {
  normalisePatientSearch,
  PATIENT_LIST_KEYS,
  PATIENT_PAGE_GROUPS,
  PATIENT_PAGE_MESSAGES,
  PATIENT_PAGE_SIZE,
  type AnonymisedPatient,
  type Patient,
  type PatientListResponse,
  type PatientPageGroup,
  type PatientPageQuery,
  type PatientPageResponse,
} from '@refnet/contracts/patients';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { pageLimit, positionOf, readsBackwards } from '../../db/page-position.js';
import { queryRows } from '../../db/query-rows.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { countGroups, countSearchedGroup, patientPageIds, type PatientPageSpec } from './patient-list-sql.js';
import { findActivePatientsByIds, type PatientRow } from './patient-queries.js';
import { RECEIVER_VIEW, ownerView, toAnonymisedPatient, toPatient } from './patient-views.js';

type Totals = Record<PatientPageGroup, number>;

/** The receiver's groups are known only through referrals: none for a delegate who may not view them. */
const mayHold = (acting: ActingClinician, group: PatientPageGroup) =>
  group === 'added' || group === 'referred' || acting.mayViewReferrals;

async function loadTotals(db: Database, acting: ActingClinician): Promise<Totals> {
  const totals: Totals = { added: 0, referred: 0, pending: 0, accepted: 0, completed: 0 };
  const counted = await queryRows<{ list_group: PatientPageGroup; n: number }>(
    db,
    countGroups(acting.clinicianUserProfileId, acting.mayViewReferrals),
  );
  for (const { list_group, n } of counted) totals[list_group] = n;
  return totals;
}

/** A group's patients as its viewer may see them: whole to their keeper, anonymised until accepted. */
function present(row: PatientRow, group: PatientPageGroup, today: string): Patient | AnonymisedPatient {
  if (group === 'pending') return toAnonymisedPatient(row, today);
  return toPatient(row, group === 'added' || group === 'referred' ? ownerView(row) : RECEIVER_VIEW, today);
}

/** The rows of `ids` (one query), in the order of `ids`. */
async function rowsInOrder(db: Database, ids: readonly number[]): Promise<PatientRow[]> {
  const byId = new Map((await findActivePatientsByIds(db, ids)).map((row) => [row.patient.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * SPEC §7.3 GET /patient/list/: the first page of each group of SPEC §2.10 (contracts/src/patient.ts says
 * what each holds), newest first, and each group's total. Three queries whatever the number of patients:
 * the totals, the five first pages (one union), their rows. A patient with referrals to me in several
 * stages is listed in each of those groups; removed patients are in none.
 */
export async function listPatientGroups(db: Database, acting: ActingClinician): Promise<PatientListResponse> {
  const totals = await loadTotals(db, acting);
  const held = PATIENT_PAGE_GROUPS.filter((group) => mayHold(acting, group) && totals[group] > 0);
  const pages = held.map(
    (group) =>
      sql`(select ${group}::text as list_group, g.id from (${patientPageIds(
        { clinicianUserProfileId: acting.clinicianUserProfileId, group, order: 'newest', search: '' },
        { at: 'start' },
        PATIENT_PAGE_SIZE,
      )}) g)`,
  );
  const listed =
    pages.length === 0
      ? []
      : await queryRows<{ list_group: PatientPageGroup; id: number }>(db, sql.join(pages, sql` union all `));
  const byId = new Map(
    (
      await findActivePatientsByIds(
        db,
        listed.map((entry) => entry.id),
      )
    ).map((row) => [row.patient.id, row]),
  );
  const today = ukToday();
  const response: PatientListResponse = {
    addedPatients: [],
    referredPatients: [],
    pendingPatients: [],
    acceptedPatients: [],
    completedPatients: [],
    totals,
  };
  // A union keeps no order: each first page (25 rows at most) is put newest first here.
  const newestFirst = (a: PatientRow, b: PatientRow) =>
    b.patient.createdOn.getTime() - a.patient.createdOn.getTime() || b.patient.id - a.patient.id;
  for (const group of held) {
    const rows = listed.flatMap((entry) => (entry.list_group === group ? (byId.get(entry.id) ?? []) : []));
    (response[PATIENT_LIST_KEYS[group]] as (Patient | AnonymisedPatient)[]).push(
      ...rows.sort(newestFirst).map((row) => present(row, group, today)),
    );
  }
  return response;
}

/**
 * GET /patient/list/{group}/: one page of one group, newest (or oldest) first, searched by name where names
 * are shown, and how many the group (or the search) holds. Read by key (created_on, id), never by offset.
 */
export async function loadPatientPage(
  db: Database,
  acting: ActingClinician,
  group: PatientPageGroup,
  query: PatientPageQuery,
): Promise<PatientPageResponse> {
  const search = normalisePatientSearch(query.search ?? '');
  if (group === 'pending' && search !== '')
    throw new HttpProblem(400, dangerBody(PATIENT_PAGE_MESSAGES.searchNotAllowed));
  if (!mayHold(acting, group)) return { patients: [], total: 0 };
  const spec: PatientPageSpec = {
    clinicianUserProfileId: acting.clinicianUserProfileId,
    group,
    order: query.order ?? 'newest',
    search,
  };
  const total =
    search === ''
      ? (await loadTotals(db, acting))[group]
      : ((await queryRows<{ n: number }>(db, countSearchedGroup(spec)))[0]?.n ?? 0);
  const position = positionOf(query, total, PATIENT_PAGE_SIZE);
  const ids = (
    await queryRows<{ id: number }>(
      db,
      patientPageIds(spec, position, pageLimit(position, PATIENT_PAGE_SIZE)),
    )
  ).map((row) => row.id);
  if (readsBackwards(position)) ids.reverse();
  const today = ukToday();
  return { patients: (await rowsInOrder(db, ids)).map((row) => present(row, group, today)), total };
}
