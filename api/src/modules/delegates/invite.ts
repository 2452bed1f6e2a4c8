import {
  DELEGATE_INVITATION_PATH,
  DELEGATE_MESSAGES,
  EMAIL_ALREADY_USED_MESSAGE,
  type InviteDelegateResponse,
  type inviteDelegateRequestSchema,
} from '@refnet/contracts/accounts';
import type { z } from 'zod/mini';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { issueLink, linkUrl } from '../../security/one-time-links.js';
import type { Session } from '../accounts/service.js';
import type { Mailer } from '../mail/mailer.js';
import { recordEmail } from '../mail/outbox.js';
import { delegateInvitationEmail } from '../mail/templates.js';
import { forbidden } from '../policy/caller.js';
import { findUserSummary, isEmailTaken } from '../registration/queries.js';
import { createDelegateAccount } from './delegate-account.js';
import { loadDelegateLink } from './delegate-lists.js';
import { findManagingClinician } from './managing-clinician.js';

/** The request once validated: the permissions have their defaults. */
type InviteDelegateBody = z.infer<typeof inviteDelegateRequestSchema>;

const emailAlreadyUsed = () => new HttpProblem(400, dangerBody(EMAIL_ALREADY_USED_MESSAGE));

/**
 * SPEC §7.5 POST /register-delegate/: a clinician invites a delegate for themselves. The delegate's
 * account (inactive until they register), their link, the invitation link and its e-mail are one
 * transaction; the e-mail is sent after it commits.
 */
export async function inviteDelegate(
  db: Database,
  mailer: Mailer,
  config: Pick<ServerConfig, 'publicUrl'>,
  session: Session,
  body: InviteDelegateBody,
): Promise<InviteDelegateResponse> {
  const clinician = await findManagingClinician(db, session);
  const forClinician = body.delegatingClinicianUserProfileId;
  if (forClinician !== undefined && forClinician !== clinician.userProfileId) {
    throw forbidden(DELEGATE_MESSAGES.clinicianOnly);
  }
  if (await isEmailTaken(db, body.email)) throw emailAlreadyUsed();

  const created = await createDelegateAccount(
    db,
    {
      email: body.email,
      title: body.title,
      firstName: body.firstName,
      lastName: body.lastName,
      clinicianUserProfileId: clinician.userProfileId,
      permissions: {
        permissionViewReferrals: body.permissionViewReferrals,
        permissionCreateReferrals: body.permissionCreateReferrals,
        permissionManageReferrals: body.permissionManageReferrals,
      },
      state: 'invited',
    },
    async (tx, { userId }) => {
      const link = await issueLink(tx, userId, 'delegate-invite');
      const clinicianName = (await findUserSummary(tx, clinician.userId))?.name ?? '';
      const delegate = { email: body.email, name: `${body.title} ${body.firstName} ${body.lastName}` };
      const url = linkUrl(config.publicUrl, DELEGATE_INVITATION_PATH, link);
      return recordEmail(tx, delegateInvitationEmail(delegate, clinicianName, url));
    },
  );
  // Another request took the address between the check and the insert.
  if (!created?.extra) throw emailAlreadyUsed();

  mailer.dispatch(created.extra);
  const { delegate } = await loadDelegateLink(db, clinician.userProfileId, created.linkId);
  return { ...successBody(DELEGATE_MESSAGES.invitationSent(delegate.delegateEmail)), delegate };
}
