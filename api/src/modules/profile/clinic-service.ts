import {
  CLINIC_NOT_FOUND_MESSAGE,
  LAST_CLINIC_MESSAGE,
  type ClinicianProfilesResponse,
  type NewClinic,
  type RemoveClinicRequest,
  type UpdateClinicRequest,
  type UpdateInsuranceAgreementsRequest,
} from '@refnet/contracts/accounts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { addresses, clinicianRoleProfiles, clinics, crpInsuranceAgreements } from '../../db/schema.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { normalisePostcode } from '../geocoding/postcode.js';
import { assertOwnProfile, forbidden, type Caller } from '../policy/caller.js';
import {
  assertAgreementsExist,
  findOrCreateProviders,
  geocodeClinics,
  insertClinic,
  insertClinicAndAddress,
  linkInsuranceAgreements,
} from './clinician-records.js';
import { PROFILE_MESSAGES } from './messages.js';
import { loadProfilesWithCrps } from './profile-reads.js';

type Geocoding = { config: Pick<ServerConfig, 'geocoderUrl' | 'geocoderTimeoutMs'>; log: FastifyBaseLogger };

const clinicNotFound = () => new HttpProblem(404, dangerBody(CLINIC_NOT_FOUND_MESSAGE));

/** Every clinic write answers with the caller's clinician profiles as they now are. */
async function answer(db: Database, caller: Caller, message: string): Promise<ClinicianProfilesResponse> {
  const { crps } = await loadProfilesWithCrps(db, [caller.userProfileId]);
  return { ...successBody(message), clinicianProfiles: crps };
}

/** The caller's own, not removed, clinician role profile matching `where`; 404 when there is none. */
async function findOwnCrp(db: Database, caller: Caller, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ crp: clinicianRoleProfiles, clinic: clinics, address: addresses })
    .from(clinicianRoleProfiles)
    .innerJoin(clinics, eq(clinics.id, clinicianRoleProfiles.clinicId))
    .innerJoin(addresses, eq(addresses.id, clinics.addressId))
    .where(
      and(
        where,
        eq(clinicianRoleProfiles.userProfileId, caller.userProfileId),
        eq(clinicianRoleProfiles.isRemoved, false),
      ),
    )
    .limit(1);
  if (!row) throw clinicNotFound();
  return row;
}

/** SPEC §7.6 POST /user/clinician-information/create/: a new clinic and clinician role profile. */
export async function createClinic(
  db: Database,
  caller: Caller,
  clinic: NewClinic,
  { config, log }: Geocoding,
): Promise<ClinicianProfilesResponse> {
  if (caller.isDelegate) throw forbidden();
  const [located] = await geocodeClinics(db, config, [clinic], log);
  await db.transaction((tx) => insertClinic(tx, caller.userProfileId, located!));
  return answer(db, caller, PROFILE_MESSAGES.clinicAdded);
}

/**
 * SPEC §7.6 PUT /user/clinician-information/update/{clinic_id}/ (a ClinicCenter id). A changed
 * postcode is located again; a clinic another clinician also works at is copied, not changed.
 */
export async function updateClinic(
  db: Database,
  caller: Caller,
  clinicId: number,
  update: UpdateClinicRequest,
  { config, log }: Geocoding,
): Promise<ClinicianProfilesResponse> {
  const current = await findOwnCrp(db, caller, eq(clinicianRoleProfiles.clinicId, clinicId));
  const postcodeChanged =
    normalisePostcode(update.postcode) !== current.address.postcode || current.address.latitude === null;
  const newClinic = {
    clinicName: update.clinicName,
    centreName: update.centreName,
    address: { firstLine: update.firstLine, city: update.city, postcode: update.postcode },
  };
  const [located] = postcodeChanged
    ? await geocodeClinics(db, config, [newClinic], log)
    : [
        {
          ...newClinic,
          postcode: current.address.postcode,
          coordinates: { latitude: current.address.latitude!, longitude: current.address.longitude! },
        },
      ];

  await db.transaction(async (tx) => {
    const [shared] = await tx
      .select({ id: clinicianRoleProfiles.id })
      .from(clinicianRoleProfiles)
      .where(
        and(
          eq(clinicianRoleProfiles.clinicId, clinicId),
          ne(clinicianRoleProfiles.userProfileId, caller.userProfileId),
        ),
      )
      .limit(1);
    if (shared) {
      const { clinicId: created } = await insertClinicAndAddress(tx, located!);
      await tx
        .update(clinicianRoleProfiles)
        .set({ clinicId: created })
        .where(
          and(
            eq(clinicianRoleProfiles.clinicId, clinicId),
            eq(clinicianRoleProfiles.userProfileId, caller.userProfileId),
          ),
        );
      return;
    }
    await tx
      .update(addresses)
      .set({
        firstLine: located!.address.firstLine,
        city: located!.address.city,
        postcode: located!.postcode,
        latitude: located!.coordinates.latitude,
        longitude: located!.coordinates.longitude,
      })
      .where(eq(addresses.id, current.address.id));
    await tx
      .update(clinics)
      .set({ clinicName: located!.clinicName, centreName: located!.centreName })
      .where(eq(clinics.id, clinicId));
  });
  return answer(db, caller, PROFILE_MESSAGES.clinicUpdated);
}

/** SPEC §7.6 PUT /user/clinician-information/deactivate/{crp id}/. */
export async function setClinicDeactivated(
  db: Database,
  caller: Caller,
  crpId: number,
  isDeactivated: boolean,
): Promise<ClinicianProfilesResponse> {
  await findOwnCrp(db, caller, eq(clinicianRoleProfiles.id, crpId));
  await db.update(clinicianRoleProfiles).set({ isDeactivated }).where(eq(clinicianRoleProfiles.id, crpId));
  return answer(
    db,
    caller,
    isDeactivated ? PROFILE_MESSAGES.clinicDeactivated : PROFILE_MESSAGES.clinicReactivated,
  );
}

/**
 * SPEC §7.6 POST /user/clinician-information/remove-clinic/. The crp is only marked removed (the
 * clinical record may name it). The user's crp rows are locked first, so two removals at once
 * cannot take away both of the last two clinics.
 */
export async function removeClinic(
  db: Database,
  caller: Caller,
  { clinicId, userProfileId }: RemoveClinicRequest,
): Promise<ClinicianProfilesResponse> {
  assertOwnProfile(caller, userProfileId);
  await db.transaction(async (tx) => {
    const crps = await tx
      .select({
        id: clinicianRoleProfiles.id,
        clinicId: clinicianRoleProfiles.clinicId,
        isRemoved: clinicianRoleProfiles.isRemoved,
      })
      .from(clinicianRoleProfiles)
      .where(eq(clinicianRoleProfiles.userProfileId, caller.userProfileId))
      // In id order, so that concurrent removals queue instead of deadlocking (see releases/service.ts).
      .orderBy(asc(clinicianRoleProfiles.id))
      .for('update');
    const kept = crps.filter((crp) => !crp.isRemoved);
    const target = kept.filter((crp) => crp.clinicId === clinicId);
    if (target.length === 0) throw clinicNotFound();
    if (kept.length - target.length < 1) throw new HttpProblem(400, dangerBody(LAST_CLINIC_MESSAGE));
    await tx
      .update(clinicianRoleProfiles)
      .set({ isRemoved: true })
      .where(
        inArray(
          clinicianRoleProfiles.id,
          target.map((crp) => crp.id),
        ),
      );
  });
  return answer(db, caller, PROFILE_MESSAGES.clinicRemoved);
}

/**
 * SPEC §7.6 PUT /user/clinician-information/update-insurance-agreements/: the whole set accepted at
 * one crp (crpId) or at every one of the caller's. Unknown ids → 400; new providers are unverified.
 */
export async function updateInsuranceAgreements(
  db: Database,
  caller: Caller,
  request: UpdateInsuranceAgreementsRequest,
): Promise<ClinicianProfilesResponse> {
  const crpIds =
    request.crpId === undefined
      ? (
          await db
            .select({ id: clinicianRoleProfiles.id })
            .from(clinicianRoleProfiles)
            .where(
              and(
                eq(clinicianRoleProfiles.userProfileId, caller.userProfileId),
                eq(clinicianRoleProfiles.isRemoved, false),
              ),
            )
        ).map((row) => row.id)
      : [(await findOwnCrp(db, caller, eq(clinicianRoleProfiles.id, request.crpId))).crp.id];
  if (crpIds.length === 0) throw clinicNotFound();

  await db.transaction(async (tx) => {
    const existingIds = request.existingAgreements.map((agreement) => agreement.id);
    await assertAgreementsExist(tx, existingIds);
    const agreementIds = [
      ...new Set([...existingIds, ...(await findOrCreateProviders(tx, request.newProviders ?? []))]),
    ];
    await tx.delete(crpInsuranceAgreements).where(inArray(crpInsuranceAgreements.crpId, crpIds));
    for (const crpId of crpIds) await linkInsuranceAgreements(tx, crpId, agreementIds);
  });
  return answer(db, caller, PROFILE_MESSAGES.insuranceUpdated);
}
