import type { Database } from '../../db/database.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { presentReferrals } from '../referrals/referral-presenter.js';
import { selectReferralRowsByIds } from '../referrals/referral-queries.js';
import { loadReferralStanding, type ReferralStanding } from '../referrals/referral-standing.js';
import type { ReferralRow } from '../referrals/referral-views.js';
import type { SeenReferral } from './service-requests.js';
import { referralNotFound } from '../referrals/referral-not-found.js';

/**
 * Whether the acting clinician is a party to the referral: its sender, its named or accepting receiver, or
 * (while it is open) a holder of its job role who did not send it. Nobody else learns it exists.
 */
export function isParty({ referral }: ReferralRow, me: ReferralStanding): boolean {
  if (me.crpIds.has(referral.referrerCrpId)) return true;
  if (referral.targetCrpId !== null && me.crpIds.has(referral.targetCrpId)) return true;
  return referral.status === 'OPEN' && me.openJobRoleIds.includes(referral.jobRoleId);
}

/**
 * The referrals with these ids the acting clinician is a party to, as they see them (the patient whole or
 * anonymised, SPEC §4), in the order given: a fixed number of statements whatever the number of ids.
 */
export async function readSeenReferrals(
  db: Database,
  me: ReferralStanding,
  ids: readonly number[],
): Promise<SeenReferral[]> {
  const rows = (await selectReferralRowsByIds(db, ids)).filter((row) => isParty(row, me));
  const presented = await presentReferrals(db, me, rows);
  const updatedOn = new Map(rows.map(({ referral }) => [referral.id, referral.updatedOn]));
  return presented.map((referral) => ({ referral, updatedOn: updatedOn.get(referral.id)! }));
}

/** One referral as the acting clinician sees it; 404 when they are no party to it or it does not exist. */
export async function readSeenReferral(
  db: Database,
  acting: ActingClinician,
  referralId: number,
): Promise<SeenReferral> {
  const me = await loadReferralStanding(db, acting);
  const [seen] = await readSeenReferrals(db, me, [referralId]);
  if (!seen) throw referralNotFound();
  return seen;
}
