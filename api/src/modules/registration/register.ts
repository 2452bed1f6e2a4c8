import {
  EMAIL_ALREADY_USED_MESSAGE,
  REGISTRATION_SUCCESS_MESSAGE,
  VALIDATION_MESSAGES,
  type RegisterRequest,
  type RegisterResponse,
} from '@refnet/contracts/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { issueLink, linkUrl } from '../../security/one-time-links.js';
import { createAccount } from '../accounts/create-account.js';
import type { Mailer } from '../mail/mailer.js';
import { recordEmail } from '../mail/outbox.js';
import { verificationEmail } from '../mail/templates.js';
import { geocodeClinics, insertClinicianRecords } from '../profile/clinician-records.js';
import { allAgreementsVerified, allJobRolesExist, isEmailTaken } from './queries.js';

/** The front-end route a verification link opens (SPEC §2.1). */
export const VERIFY_EMAIL_PATH = '/register/verify-email';

const refuse = (message: string) => new HttpProblem(400, dangerBody(message));

/** The server's own checks (SPEC §5), cheapest first; each refusal writes nothing. */
async function checkRegistration(db: Database, body: RegisterRequest) {
  if (await isEmailTaken(db, body.email)) throw refuse(EMAIL_ALREADY_USED_MESSAGE);
  if (!(await allJobRolesExist(db, body.jobRoleIds))) throw refuse(VALIDATION_MESSAGES.jobRoleUnknown);
  const agreementIds = (body.existingProviders ?? []).map((provider) => provider.id);
  if (!(await allAgreementsVerified(db, agreementIds))) {
    throw refuse(VALIDATION_MESSAGES.insuranceAgreementUnknown);
  }
  return agreementIds;
}

/**
 * SPEC §7.5 POST /register/: a Clinician account waiting for e-mail verification and the team's
 * approval, with its clinics, insurers, referral contacts and notification settings, all in one
 * transaction; the verification e-mail is recorded in it and sent after it commits.
 */
export async function register(
  db: Database,
  mailer: Mailer,
  config: Pick<ServerConfig, 'geocoderUrl' | 'geocoderTimeoutMs' | 'publicUrl'>,
  body: RegisterRequest,
  log: FastifyBaseLogger,
): Promise<RegisterResponse> {
  const existingAgreementIds = await checkRegistration(db, body);
  const clinics = await geocodeClinics(db, config, body.clinics, log); // before the transaction: may be slow

  const created = await createAccount(
    db,
    {
      email: body.email,
      password: body.password,
      title: body.title,
      firstName: body.firstName,
      lastName: body.lastName,
      groups: ['Clinician'],
      jobRoleIds: body.jobRoleIds,
      profile: {
        isVerified: false,
        dob: body.dob,
        registrationNumber: body.registrationNumber,
        clinicianDescription: body.clinicianDescription,
      },
    },
    async (tx, { userId, userProfileId }) => {
      await insertClinicianRecords(tx, {
        userProfileId,
        mainEmail: body.email,
        clinics,
        existingAgreementIds,
        newProviders: body.newProviders ?? [],
        contacts: body.appointmentsContacts ?? [],
      });
      const link = await issueLink(tx, userId, 'verify-email');
      const name = `${body.title} ${body.firstName} ${body.lastName}`;
      return recordEmail(
        tx,
        verificationEmail({ email: body.email, name }, linkUrl(config.publicUrl, VERIFY_EMAIL_PATH, link)),
      );
    },
  );
  // Another registration took the address between the check and the insert.
  if (!created?.extra) throw refuse(EMAIL_ALREADY_USED_MESSAGE);

  // Sent after the commit; if sending fails the account stays and the outbox row keeps the error,
  // so the registration still succeeds (the team can resend from the outbox).
  mailer.dispatch(created.extra);
  return successBody(REGISTRATION_SUCCESS_MESSAGE);
}
