import {
  ADDRESS_NOT_FOUND_MESSAGE,
  INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE,
  type ContactInput,
  type Coordinates,
  type NewClinic,
  type NewProvider,
} from '@refnet/contracts/accounts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import {
  addresses,
  clinicianContacts,
  clinicianRoleProfiles,
  clinics,
  crpInsuranceAgreements,
  insuranceAgreements,
  notificationSettings,
} from '../../db/schema.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { geocodeOrFail, notLocatedMessage } from '../geocoding/http.js';
import type { GeocoderOptions } from '../geocoding/service.js';

/** A clinic whose postcode has been located (normalised postcode + coordinates). */
export interface GeocodedClinic extends NewClinic {
  postcode: string;
  coordinates: Coordinates;
}

/**
 * Locates every clinic's postcode. Call it BEFORE opening a transaction: an outside geocoder may be
 * slow. Unknown or malformed postcode → 400 "Address not found" (or, when only this server's postcode
 * directory was asked, that it is limited); geocoder outage → 502.
 */
export async function geocodeClinics(
  db: Database,
  config: GeocoderOptions,
  newClinics: readonly NewClinic[],
  log?: FastifyBaseLogger,
): Promise<GeocodedClinic[]> {
  const located: GeocodedClinic[] = [];
  for (const clinic of newClinics) {
    const result = await geocodeOrFail(db, clinic.address.postcode, config, log);
    if (result.status !== 'found') {
      throw new HttpProblem(400, dangerBody(notLocatedMessage(result, ADDRESS_NOT_FOUND_MESSAGE)));
    }
    located.push({ ...clinic, postcode: result.postcode, coordinates: result.coordinates });
  }
  return located;
}

export interface InsertedClinic {
  addressId: number;
  clinicId: number;
  crpId: number;
}

/** A clinic and its address, not yet tied to a clinician; returns both ids. */
export async function insertClinicAndAddress(tx: Database, clinic: GeocodedClinic) {
  const [address] = await tx
    .insert(addresses)
    .values({
      addressType: 'clinic',
      firstLine: clinic.address.firstLine,
      city: clinic.address.city,
      postcode: clinic.postcode,
      latitude: clinic.coordinates.latitude,
      longitude: clinic.coordinates.longitude,
    })
    .returning({ id: addresses.id });
  if (!address) throw new Error('address insert returned no row');
  const [clinicRow] = await tx
    .insert(clinics)
    .values({ addressId: address.id, clinicName: clinic.clinicName, centreName: clinic.centreName })
    .returning({ id: clinics.id });
  if (!clinicRow) throw new Error('clinic insert returned no row');
  return { addressId: address.id, clinicId: clinicRow.id };
}

/** One clinic of a clinician: its address, the clinic and the clinician role profile (crp). */
export async function insertClinic(
  tx: Database,
  userProfileId: number,
  clinic: GeocodedClinic,
): Promise<InsertedClinic> {
  const { addressId, clinicId } = await insertClinicAndAddress(tx, clinic);
  const [crp] = await tx
    .insert(clinicianRoleProfiles)
    .values({ userProfileId, clinicId })
    .returning({ id: clinicianRoleProfiles.id });
  if (!crp) throw new Error('clinician role profile insert returned no row');
  return { addressId, clinicId, crpId: crp.id };
}

/** 400 "Insurance agreement not found." unless every id names an agreement. */
export async function assertAgreementsExist(tx: Database, agreementIds: readonly number[]) {
  const unique = [...new Set(agreementIds)];
  if (unique.length === 0) return;
  const found = await tx
    .select({ id: insuranceAgreements.id })
    .from(insuranceAgreements)
    .where(inArray(insuranceAgreements.id, unique));
  if (found.length !== unique.length) {
    throw new HttpProblem(400, dangerBody(INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE));
  }
}

export async function linkInsuranceAgreements(tx: Database, crpId: number, agreementIds: readonly number[]) {
  const unique = [...new Set(agreementIds)];
  if (unique.length === 0) return;
  await tx
    .insert(crpInsuranceAgreements)
    .values(unique.map((insuranceAgreementId) => ({ crpId, insuranceAgreementId })))
    .onConflictDoNothing();
}

/**
 * The agreement ids for providers typed in by a clinician: an existing provider of the same name
 * (case-insensitive, its Standard policy first) is reused; otherwise a new, unverified one is made.
 */
export async function findOrCreateProviders(
  tx: Database,
  newProviders: readonly Pick<NewProvider, 'provider'>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const { provider } of newProviders) {
    const name = provider.trim();
    if (name === '') continue;
    const existing = () =>
      tx
        .select({ id: insuranceAgreements.id })
        .from(insuranceAgreements)
        .where(sql`lower(${insuranceAgreements.provider}) = lower(${name})`)
        .orderBy(sql`${insuranceAgreements.policyName} <> 'Standard'`, insuranceAgreements.id)
        .limit(1);
    const [found] = await existing();
    if (found) {
      ids.push(found.id);
      continue;
    }
    const [created] = await tx
      .insert(insuranceAgreements)
      .values({ provider: name, verified: false })
      .onConflictDoNothing()
      .returning({ id: insuranceAgreements.id });
    // A concurrent request may have created it between the look-up and the insert.
    const id = created?.id ?? (await existing())[0]?.id;
    if (id === undefined) throw new Error(`could not create insurance provider ${name}`);
    ids.push(id);
  }
  return [...new Set(ids)];
}

const phoneKey = (phone: string) => phone.replace(/\s+/g, '');

/**
 * Replaces a clinician's referral contacts. The main e-mail (the user's own) is always kept as the
 * first row, isMain; empty entries and duplicates (of it or of each other) are ignored (SPEC §5).
 */
export async function replaceReferralContacts(
  tx: Database,
  userProfileId: number,
  mainEmail: string,
  contacts: readonly ContactInput[],
) {
  const main = mainEmail.trim().toLowerCase();
  const seen = new Set<string>([`email:${main}`]);
  const others: { type: 'email' | 'phoneNumber'; email: string; phoneNumber: string }[] = [];
  for (const contact of contacts) {
    const value =
      contact.type === 'email'
        ? (contact.email ?? '').trim().toLowerCase()
        : (contact.phoneNumber ?? '').trim();
    if (value === '') continue;
    const key = `${contact.type}:${contact.type === 'email' ? value : phoneKey(value)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    others.push(
      contact.type === 'email'
        ? { type: 'email', email: value, phoneNumber: '' }
        : { type: 'phoneNumber', email: '', phoneNumber: value },
    );
  }

  const [mainRow] = await tx
    .select({ id: clinicianContacts.id })
    .from(clinicianContacts)
    .where(and(eq(clinicianContacts.userProfileId, userProfileId), eq(clinicianContacts.isMain, true)))
    .orderBy(clinicianContacts.id)
    .limit(1);
  if (mainRow) {
    await tx
      .update(clinicianContacts)
      .set({ type: 'email', email: main, phoneNumber: '' })
      .where(eq(clinicianContacts.id, mainRow.id));
    await tx
      .delete(clinicianContacts)
      .where(and(eq(clinicianContacts.userProfileId, userProfileId), ne(clinicianContacts.id, mainRow.id)));
  } else {
    await tx.delete(clinicianContacts).where(eq(clinicianContacts.userProfileId, userProfileId));
    await tx
      .insert(clinicianContacts)
      .values({ userProfileId, type: 'email', email: main, phoneNumber: '', isMain: true });
  }
  if (others.length > 0) {
    await tx
      .insert(clinicianContacts)
      .values(others.map((contact) => ({ userProfileId, ...contact, isMain: false })));
  }
}

/** Every notification e-mail on (the schema's defaults); nothing happens if settings exist. */
export async function createDefaultNotificationSettings(tx: Database, userProfileId: number) {
  await tx.insert(notificationSettings).values({ userProfileId }).onConflictDoNothing();
}

export interface ClinicianRecords {
  userProfileId: number;
  /** The user's own e-mail: the main referral contact. */
  mainEmail: string;
  /** Already geocoded (see geocodeClinics), so the transaction never waits on a geocoder. */
  clinics: readonly GeocodedClinic[];
  existingAgreementIds: readonly number[];
  newProviders: readonly Pick<NewProvider, 'provider'>[];
  contacts: readonly ContactInput[];
}

/**
 * A new clinician's clinics (each accepting every given insurer), referral contacts and
 * notification settings. Run inside the caller's transaction; unknown agreement ids → 400.
 */
export async function insertClinicianRecords(
  tx: Database,
  records: ClinicianRecords,
): Promise<InsertedClinic[]> {
  await assertAgreementsExist(tx, records.existingAgreementIds);
  const agreementIds = [
    ...new Set([...records.existingAgreementIds, ...(await findOrCreateProviders(tx, records.newProviders))]),
  ];
  const inserted: InsertedClinic[] = [];
  for (const clinic of records.clinics) {
    const ids = await insertClinic(tx, records.userProfileId, clinic);
    await linkInsuranceAgreements(tx, ids.crpId, agreementIds);
    inserted.push(ids);
  }
  await replaceReferralContacts(tx, records.userProfileId, records.mainEmail, records.contacts);
  await createDefaultNotificationSettings(tx, records.userProfileId);
  return inserted;
}
