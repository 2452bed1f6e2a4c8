import { ADMIN_TEXTS, type RejectInsuranceAgreementResponse } from '@refnet/contracts/admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  clinicianRoleProfiles,
  crpInsuranceAgreements,
  insuranceAgreements,
  patients,
  userProfiles,
  users,
} from '../../db/schema.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import type { Session } from '../accounts/service.js';
import { recordEmails } from '../mail/outbox.js';
import { publicPageUrl } from '../mail/page-url.js';
import { recipientName } from '../mail/recipient-name.js';
import { insurerRejectedEmail } from '../mail/templates.js';
import { recordAdminEvent } from './audit.js';
import { lockInsuranceAgreement } from './insurer-lock.js';
import type { AdminMail } from './service.js';

/** Where a clinician changes their insurers. */
const PROFILE_PATH = '/profile';

/** The clinics (crps) that list the agreement, with their owners as e-mails address them. */
const clinicsListing = (tx: Database, agreementId: number) =>
  tx
    .select({
      crpId: crpInsuranceAgreements.crpId,
      userProfileId: userProfiles.id,
      email: users.email,
      name: recipientName,
      isDeactivated: userProfiles.isDeactivated,
    })
    .from(crpInsuranceAgreements)
    .innerJoin(clinicianRoleProfiles, eq(clinicianRoleProfiles.id, crpInsuranceAgreements.crpId))
    .innerJoin(userProfiles, eq(userProfiles.id, clinicianRoleProfiles.userProfileId))
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(crpInsuranceAgreements.insuranceAgreementId, agreementId));

const isOnAnyPatient = async (tx: Database, agreementId: number) =>
  (
    await tx
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.insuranceAgreementId, agreementId))
      .limit(1)
  ).length > 0;

/**
 * POST /insurance-agreements/reject/{id}/ (staff; not in SPEC, issue 17): an insurer a clinician typed
 * in that the team does not recognise. Only an unverified insurer can be rejected: no form offers it and no
 * clinician card shows it, so nobody else relies on it. It is deleted with its links, so the clinics that
 * listed it simply list their other insurers, and each of their (active) clinicians is e-mailed to choose
 * again. The agreement is locked, and the deletion, the audit row and the e-mails recorded, in one
 * transaction; the e-mails go after the commit.
 */
export async function rejectInsuranceAgreement(
  db: Database,
  mail: AdminMail,
  session: Session,
  agreementId: number,
): Promise<RejectInsuranceAgreementResponse> {
  const { agreement, removedFromClinics, emails } = await db.transaction(async (tx) => {
    const current = await lockInsuranceAgreement(tx, agreementId);
    if (current.verified) {
      throw new HttpProblem(409, dangerBody(ADMIN_TEXTS.insurerVerifiedCannotBeRejected));
    }
    if (await isOnAnyPatient(tx, agreementId)) {
      throw new HttpProblem(409, dangerBody(ADMIN_TEXTS.insurerOnPatients));
    }
    const listing = await clinicsListing(tx, agreementId);
    await tx
      .delete(crpInsuranceAgreements)
      .where(eq(crpInsuranceAgreements.insuranceAgreementId, agreementId));
    await tx.delete(insuranceAgreements).where(eq(insuranceAgreements.id, agreementId));
    await recordAdminEvent(tx, {
      actorUserId: session.identity.user.id,
      action: 'reject-insurer',
      targetType: 'insurance-agreement',
      targetId: agreementId,
      detail: {
        provider: current.provider,
        policyName: current.policyName,
        crpIds: listing.map((row) => row.crpId),
      },
    });
    const owners = new Map(
      listing.filter((row) => !row.isDeactivated).map((row) => [row.userProfileId, row] as const),
    );
    const profileUrl = publicPageUrl(mail.publicUrl, PROFILE_PATH);
    const recorded = await recordEmails(
      tx,
      [...owners.values()].map((owner) =>
        insurerRejectedEmail(owner, { provider: current.provider, profileUrl }),
      ),
    );
    return { agreement: current, removedFromClinics: listing.length, emails: recorded };
  });
  for (const email of emails) mail.mailer.dispatch(email);
  return {
    ...successBody(ADMIN_TEXTS.insurerRejected(agreement.provider, removedFromClinics)),
    removedFromClinics,
  };
}
