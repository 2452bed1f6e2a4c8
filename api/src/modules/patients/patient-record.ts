// The patient form's values checked against the world outside the form: the postcode and the insurer.
import { PATIENT_MESSAGES, isSelfPayerChoice, type PatientForm } from '@refnet/contracts/patients';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { addresses, insuranceAgreements, patients } from '../../db/schema.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { geocodeOrFail, notLocatedMessage } from '../geocoding/http.js';
import { normalisePostcode } from '../geocoding/postcode.js';

export interface Geocoding {
  config: Pick<ServerConfig, 'geocoderUrl' | 'geocoderTimeoutMs'>;
  log: FastifyBaseLogger;
}

export type PatientAddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'addressType'>;

/**
 * The form's address with its postcode located. Call it BEFORE opening a transaction (an outside
 * geocoder may be slow). Unknown or malformed postcode → 400 "Address not found" (or, when only this
 * server's postcode directory was asked, that it is limited); outage → 502.
 * `current` (on update) is reused as it is when the postcode has not changed.
 */
export async function locatePatientAddress(
  db: Database,
  form: PatientForm,
  { config, log }: Geocoding,
  current?: typeof addresses.$inferSelect,
): Promise<PatientAddressValues> {
  const typed = { firstLine: form.firstLine, city: form.city };
  if (current && current.latitude !== null && normalisePostcode(form.postcode) === current.postcode) {
    return { ...typed, postcode: current.postcode, latitude: current.latitude, longitude: current.longitude };
  }
  const result = await geocodeOrFail(db, form.postcode, config, log);
  if (result.status !== 'found') {
    throw new HttpProblem(400, dangerBody(notLocatedMessage(result, PATIENT_MESSAGES.addressNotFound)));
  }
  return { ...typed, postcode: result.postcode, ...result.coordinates };
}

/**
 * The patient columns the form sets. SPEC §5: a provider id below 1 is a self-payer (the client's
 * own isSelfPayer is ignored); above 0 it must name a verified insurance agreement (the ones the
 * form offers), else 400. On update, the patient's `currentAgreementId` is kept even if it has been
 * unverified since: saving other changes must not force a new insurer on the patient.
 */
export async function patientFormValues(
  tx: Database,
  form: PatientForm,
  currentAgreementId: number | null = null,
) {
  let insuranceAgreementId: number | null = null;
  if (!isSelfPayerChoice(form.insuranceProviderId)) {
    const [agreement] = await tx
      .select({ id: insuranceAgreements.id })
      .from(insuranceAgreements)
      .where(
        and(
          eq(insuranceAgreements.id, form.insuranceProviderId),
          currentAgreementId === null
            ? eq(insuranceAgreements.verified, true)
            : or(eq(insuranceAgreements.verified, true), eq(insuranceAgreements.id, currentAgreementId)),
        ),
      )
      .limit(1);
    if (!agreement) throw new HttpProblem(400, dangerBody(PATIENT_MESSAGES.insurerUnknown));
    insuranceAgreementId = agreement.id;
  }
  return {
    title: form.title,
    firstName: form.firstName,
    lastName: form.lastName,
    patientReference: form.patientReference,
    sex: form.sex,
    dob: form.dob,
    primaryEmail: form.primaryEmail,
    primaryPhoneNumber: form.primaryPhoneNumber,
    isSelfPayer: insuranceAgreementId === null,
    insuranceAgreementId,
  } satisfies Partial<typeof patients.$inferInsert>;
}
