import type {
  InboundReferralsResponse,
  OutboundReferralsResponse,
  Referral,
  ReferralGroups,
  ReferralNotificationsResponse,
} from '@refnet/contracts/referrals';
import type { Database } from '../../db/database.js';
import type { ActingClinician } from '../patients/acting-clinician.js';
import { loadReferralStanding } from './referral-standing.js';
import { presentReferrals } from './referral-presenter.js';
import {
  countReferralsAwaitingMe,
  findMadeReferrals,
  findOpenReferrals,
  findReceivedReferrals,
} from './referral-queries.js';

/** SPEC §4 grouping (each keeps the newest-first order); REJECTED and CANCELLED are in none. */
function groupReferrals(referrals: readonly Referral[]): ReferralGroups {
  const inStatus = (...statuses: Referral['status'][]) =>
    referrals.filter((referral) => statuses.includes(referral.status));
  return {
    waiting: inStatus('PENDING', 'OPEN'),
    accepted: inStatus('ACCEPTED'),
    booked: inStatus('BOOKED'),
    dna: inStatus('DNA'),
  };
}

/**
 * GET /referrals/list/inbound: referrals naming one of my role profiles (waiting = PENDING, accepted,
 * booked, dna) and, apart, the open referrals for a job role I hold that I did not send. Newest first.
 */
export async function loadInboundReferrals(
  db: Database,
  acting: ActingClinician,
): Promise<InboundReferralsResponse> {
  const me = await loadReferralStanding(db, acting);
  const received = await findReceivedReferrals(db, me);
  const open = await findOpenReferrals(db, me);
  // Presented together: patients, role profiles and audit trails are read once for both lists.
  const openIds = new Set(open.map(({ referral }) => referral.id));
  const presented = await presentReferrals(db, me, [...received, ...open]);
  return {
    referralsReceived: groupReferrals(presented.filter((referral) => !openIds.has(referral.id))),
    referralsOpen: presented.filter((referral) => openIds.has(referral.id)),
  };
}

/** GET /referrals/list/outbound: the referrals I sent; waiting holds PENDING and OPEN ones. Newest first. */
export async function loadOutboundReferrals(
  db: Database,
  acting: ActingClinician,
): Promise<OutboundReferralsResponse> {
  const me = await loadReferralStanding(db, acting);
  const made = await presentReferrals(db, me, await findMadeReferrals(db, me));
  return { referralsMade: groupReferrals(made) };
}

/** GET /referrals/referral-notifications/: pending referrals naming me plus open ones for my roles. */
export async function countReferralNotifications(
  db: Database,
  acting: ActingClinician,
): Promise<ReferralNotificationsResponse> {
  return { nReferrals: await countReferralsAwaitingMe(db, await loadReferralStanding(db, acting)) };
}
