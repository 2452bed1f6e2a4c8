import {
  FEATURE_REQUEST_SENT_MESSAGE,
  HELP_REQUEST_SENT_MESSAGE,
  VALIDATION_MESSAGES,
  type ErrorNotificationRequest,
  type FeatureRequest,
  type HelpRequest,
  type SupportResponse,
} from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import type { Session } from '../accounts/service.js';
import type { Mailer } from '../mail/mailer.js';
import { recordEmail, type OutgoingEmail } from '../mail/outbox.js';
import { errorReportEmail, featureRequestEmail, helpRequestEmail } from '../mail/templates.js';
import { insertSupportRequest, type SupportRequestRow } from './queries.js';

const accountName = ({ identity }: Session) =>
  `${identity.user.first_name} ${identity.user.last_name}`.trim() || identity.user.email;

/** Stores the request and its e-mail to the team together, then sends the e-mail. */
async function storeAndNotify(db: Database, mailer: Mailer, row: SupportRequestRow, email: OutgoingEmail) {
  const recorded = await db.transaction(async (tx) => {
    await insertSupportRequest(tx, row);
    return recordEmail(tx, email);
  });
  mailer.dispatch(recorded);
}

/** The sender of a help request: the account when signed in (whatever the body says), else the body. */
function helpSender(body: HelpRequest, session: Session | undefined) {
  if (session) {
    return {
      name: accountName(session),
      email: session.identity.user.email,
      userId: session.identity.user.id,
    };
  }
  const name = body.name ?? '';
  const email = body.email ?? '';
  if (name === '') throw new HttpProblem(400, dangerBody(VALIDATION_MESSAGES.nameRequired));
  if (email === '') throw new HttpProblem(400, dangerBody(VALIDATION_MESSAGES.emailRequired));
  return { name, email, userId: undefined };
}

/** POST /user/request-help/. */
export async function requestHelp(
  db: Database,
  mailer: Mailer,
  body: HelpRequest,
  session: Session | undefined,
): Promise<SupportResponse> {
  const sender = helpSender(body, session);
  await storeAndNotify(
    db,
    mailer,
    { kind: 'help', ...sender, subject: body.subject, message: body.message },
    helpRequestEmail(mailer.supportEmail, { ...sender, subject: body.subject, message: body.message }),
  );
  return successBody(HELP_REQUEST_SENT_MESSAGE);
}

/** POST /user/request-feature/ (signed-in users). */
export async function requestFeature(
  db: Database,
  mailer: Mailer,
  body: FeatureRequest,
  session: Session,
): Promise<SupportResponse> {
  const sender = {
    name: accountName(session),
    email: session.identity.user.email,
    userId: session.identity.user.id,
  };
  await storeAndNotify(
    db,
    mailer,
    { kind: 'feature', ...sender, message: body.suggestion },
    featureRequestEmail(mailer.supportEmail, { ...sender, suggestion: body.suggestion }),
  );
  return successBody(FEATURE_REQUEST_SENT_MESSAGE);
}

/** POST /error-notification/: a front-end error report, from a visitor or a signed-in user. */
export async function reportError(
  db: Database,
  mailer: Mailer,
  body: ErrorNotificationRequest,
  reporter: { session: Session | undefined; ipAddress: string },
): Promise<void> {
  const userId = reporter.session?.identity.user.id;
  await storeAndNotify(
    db,
    mailer,
    { kind: 'error', userId, message: body.errorDescription },
    errorReportEmail(mailer.supportEmail, {
      errorDescription: body.errorDescription,
      userId,
      ipAddress: reporter.ipAddress,
    }),
  );
}
