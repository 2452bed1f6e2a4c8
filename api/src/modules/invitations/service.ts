import {
  CLINICIAN_MESSAGES,
  inviteSentMessage,
  type InviteClinicianRequest,
  type InviteClinicianResponse,
} from '@refnet/contracts/clinicians';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import type { Session } from '../accounts/service.js';
import type { Mailer } from '../mail/mailer.js';
import { recordEmail } from '../mail/outbox.js';
import { clinicianInvitationEmail } from '../mail/templates.js';
import { findCaller } from '../policy/caller.js';
import {
  countInvitationsSince,
  findInviter,
  hasAccount,
  insertInvitation,
  lockInvitation,
  wasInvitedSince,
} from './queries.js';

export const INVITATIONS_PER_HOUR = 10;
export const INVITATIONS_PER_DAY = 30;
/** Each inviter's allowance: at most `limit` invitations in any rolling `window`. */
const INVITATION_LIMITS = [
  { limit: INVITATIONS_PER_HOUR, window: '1 hour' },
  { limit: INVITATIONS_PER_DAY, window: '24 hours' },
] as const;
/** An address invited (by anyone) within this window is not e-mailed again. */
const REPEAT_WINDOW = '24 hours';

const REGISTER_PATH = '/register';
const LOGIN_PATH = '/login';

const pageUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/**
 * SPEC §7.6 POST /user/invite-clinician/. The answer is the same whether or not the address has an
 * account or was invited lately, so it reveals nothing about either.
 */
export async function inviteClinician(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  session: Session,
  body: InviteClinicianRequest,
): Promise<InviteClinicianResponse> {
  const { userProfileId } = await findCaller(session);
  const recorded = await db.transaction(async (tx) => {
    await lockInvitation(tx, userProfileId, body.email);
    for (const { limit, window } of INVITATION_LIMITS) {
      if ((await countInvitationsSince(tx, userProfileId, window)) >= limit) {
        throw new HttpProblem(429, dangerBody(CLINICIAN_MESSAGES.inviteThrottled));
      }
    }
    if (await wasInvitedSince(tx, body.email, REPEAT_WINDOW)) return undefined;
    await insertInvitation(tx, { invitedByUserProfileId: userProfileId, name: body.name, email: body.email });
    const registered = await hasAccount(tx, body.email);
    const email = clinicianInvitationEmail(body, await findInviter(tx, userProfileId), {
      url: pageUrl(publicUrl, registered ? LOGIN_PATH : REGISTER_PATH),
      hasAccount: registered,
    });
    return recordEmail(tx, email);
  });
  if (recorded) mailer.dispatch(recorded);
  return { passed: true, ...successBody(inviteSentMessage(body.email)) };
}
