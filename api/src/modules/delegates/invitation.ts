import { DELEGATE_MESSAGES, type DelegateInvitationResponse } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { parseLinkSegment, peekLink } from '../../security/one-time-links.js';
import { loadUserProfiles, toSlimProfile } from '../profile/profile-reads.js';
import { findPendingInvitation } from './queries.js';

/** Every unusable link gets this one answer: it never says which part was wrong. */
export const invitationInvalid = () => new HttpProblem(400, dangerBody(DELEGATE_MESSAGES.invitationInvalid));

/**
 * SPEC §7.2 GET /get-verify-delegate/user=…&time=…&code=…/: who invited whom, for a link that is
 * unused, unexpired and whose delegate has not registered yet. Looking does not use the link up.
 */
export async function getDelegateInvitation(
  db: Database,
  segment: string,
): Promise<DelegateInvitationResponse> {
  const link = parseLinkSegment(segment);
  const delegateUserId = link && (await peekLink(db, 'delegate-invite', link));
  if (delegateUserId === undefined) throw invitationInvalid();
  const invitation = await findPendingInvitation(db, delegateUserId);
  if (!invitation) throw invitationInvalid();
  const clinician = (await loadUserProfiles(db, [invitation.link.clinicianUserProfileId])).get(
    invitation.link.clinicianUserProfileId,
  );
  if (!clinician) throw invitationInvalid();
  return { delegateRegistration: { clinician: toSlimProfile(clinician), delegate: invitation.delegate } };
}
