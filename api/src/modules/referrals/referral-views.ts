import type { AnonymisedPatient, Patient } from '@refnet/contracts/patients';
import type {
  Referral,
  ReferralDisplayType,
  ReferralEvent,
  ReferralStatus,
  SlimClinicianRoleProfile,
} from '@refnet/contracts/referrals';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inIdsPlaceholder } from '../../db/in-ids.js';
import { preparedOnce } from '../../db/prepared-once.js';
import {
  addresses,
  clinicianRoleProfiles,
  clinics,
  jobRoles,
  referrals,
  userProfiles,
} from '../../db/schema.js';
import { jobRolesJsonOf, SLIM_PROFILE_COLUMNS, toAddress } from '../profile/profile-reads.js';
import { RECEIVER_HAS_ACCEPTED, toReferralStatus } from '../patients/referral-status.js';

export interface ReferralRow {
  referral: typeof referrals.$inferSelect;
  jobRole: typeof jobRoles.$inferSelect;
}

/**
 * Slim clinician role profiles by id (removed ones too: a referral may name one), in one statement: the
 * role profiles with their clinic, its address, and the clinician's slim profile and job roles.
 */
export async function loadSlimCrps(
  db: Database,
  crpIds: readonly number[],
): Promise<Map<number, SlimClinicianRoleProfile>> {
  const result = new Map<number, SlimClinicianRoleProfile>();
  const ids = [...new Set(crpIds)];
  if (ids.length === 0) return result;
  const rows = await slimCrpsByIds(db).execute({ ids });
  for (const { crpId, profile, jobRole, clinic, address } of rows) {
    result.set(crpId, {
      id: crpId,
      userProfile: { ...profile, jobRole },
      clinic: { ...clinic, address: toAddress(address) },
    });
  }
  return result;
}

const slimCrpsByIds = preparedOnce((db) =>
  db
    .select({
      crpId: clinicianRoleProfiles.id,
      profile: SLIM_PROFILE_COLUMNS,
      jobRole: jobRolesJsonOf(userProfiles.id),
      clinic: { id: clinics.id, clinicName: clinics.clinicName, centreName: clinics.centreName },
      address: addresses,
    })
    .from(clinicianRoleProfiles)
    .innerJoin(userProfiles, eq(userProfiles.id, clinicianRoleProfiles.userProfileId))
    .innerJoin(clinics, eq(clinics.id, clinicianRoleProfiles.clinicId))
    .innerJoin(addresses, eq(addresses.id, clinics.addressId))
    .where(inIdsPlaceholder(clinicianRoleProfiles.id))
    .prepare('refnet_slim_crps_with_profiles_by_ids'),
);

const RECEIVER_DISPLAY_TYPES = {
  OPEN: 'Open',
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  BOOKED: 'Booked',
  DNA: 'Dna',
} as const satisfies Partial<Record<ReferralStatus, ReferralDisplayType>>;

/**
 * SPEC §4 referral views: the sender's is "Sent"; the receiver's follows the status. SPEC §4 has no
 * view for a closed referral (REJECTED, CANCELLED); the status, sent alongside, says it is closed.
 * It is shown in the view of what the receiver was shown, never more: "Accepted" for one they had
 * accepted before rejecting it; otherwise "Pending", the view that keeps the patient's details
 * hidden (a sender cancels only before acceptance, so the receiver never had them).
 */
export function referralDisplayType(
  status: ReferralStatus,
  acceptedOn: Date | null,
  viewer: 'sender' | 'receiver',
): ReferralDisplayType {
  if (viewer === 'sender') return 'Sent';
  if (status === 'REJECTED' || status === 'CANCELLED') return acceptedOn ? 'Accepted' : 'Pending';
  return RECEIVER_DISPLAY_TYPES[status];
}

/**
 * SPEC §3 Referral with the patient as this viewer may see it (the caller picks the full record or the
 * anonymised variant). `crps` must hold the referrer and target (see loadSlimCrps); `events` is the
 * audit trail (see loadReferralEvents); targetHasAccepted, completed and hasDna follow from the status.
 */
export function toReferral(
  { referral, jobRole }: ReferralRow,
  patient: Patient | AnonymisedPatient,
  crps: ReadonlyMap<number, SlimClinicianRoleProfile>,
  viewer: 'sender' | 'receiver',
  events: readonly ReferralEvent[],
): Referral {
  const status = toReferralStatus(referral.status);
  const referrer = crps.get(referral.referrerCrpId);
  if (!referrer) throw new Error(`referral ${referral.id}: referrer ${referral.referrerCrpId} not loaded`);
  const target = referral.targetCrpId === null ? null : crps.get(referral.targetCrpId);
  if (target === undefined)
    throw new Error(`referral ${referral.id}: target ${referral.targetCrpId} not loaded`);
  return {
    id: referral.id,
    patient,
    referrer,
    jobRole,
    specifiedClinician: referral.specifiedClinician,
    targetClinician: target,
    mainDescription: referral.mainDescription,
    history: referral.history,
    displayType: referralDisplayType(status, referral.acceptedOn, viewer),
    isPrivateView: referral.isPrivateView,
    targetHasAccepted: RECEIVER_HAS_ACCEPTED.includes(status),
    completed: status === 'BOOKED',
    hasDna: status === 'DNA',
    createdOn: referral.createdOn.toISOString(),
    acceptedOn: referral.acceptedOn?.toISOString() ?? null,
    completedOn: referral.completedOn?.toISOString() ?? null,
    dnaOn: referral.dnaOn?.toISOString() ?? null,
    status,
    events: [...events],
  };
}
