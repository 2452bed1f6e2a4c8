import {
  REFERRAL_MESSAGES,
  type CreateReferralMessage,
  type CreateReferralRequest,
  type CreateReferralResponse,
  type Referral,
  type ReferralEvent,
} from '@refnet/contracts/referrals';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { forbidden } from '../policy/caller.js';
import { REFERRAL_API_MESSAGES } from './messages.js';
import { readCreateFacts, type CreateFacts } from './referral-create-facts.js';
import { writeNewReferral } from './referral-create-write.js';
import { referralCreatedEmails, toMailPeople, type ReferralMail } from './referral-mail.js';
import { loadReferralStanding } from './referral-standing.js';
import { presentCreatedReferral, presentReferrals, readPatientsAndCrps } from './referral-presenter.js';
import { findReferralRow } from './referral-queries.js';
import { findReplayedReferralId } from './referral-replay.js';
import { createdEvent } from './referral-events.js';
import type { ReferralRow } from './referral-views.js';
import { toReferralStatus } from '../patients/referral-status.js';

const badRequest = (message: string) => new HttpProblem(400, dangerBody(message));
const patientNotFound = () => new HttpProblem(404, dangerBody(REFERRAL_MESSAGES.patientNotFound));
const patientInactive = () => new HttpProblem(409, dangerBody(REFERRAL_MESSAGES.patientInactive));

/**
 * The refusals of a create, in the order the API has always checked them: the sender's role profile,
 * the job role, the patient (404 for anyone else's or none; 409 once removed), then a named receiver
 * (listed, not the sender, holding the job role).
 */
function refusalOf(facts: CreateFacts, acting: ActingClinician, named: boolean): HttpProblem | undefined {
  if (!facts.senderCrpActive) return forbidden(REFERRAL_API_MESSAGES.senderProfileNotYours);
  if (facts.jobRole === null) return badRequest(REFERRAL_API_MESSAGES.jobRoleNotFound);
  if (facts.patientOwnerId !== acting.clinicianUserProfileId) return patientNotFound();
  if (!facts.patientActive) return patientInactive();
  if (!named) return undefined;
  if (facts.receiverUserProfileId === null) return badRequest(REFERRAL_MESSAGES.receiverNotFound);
  if (facts.receiverUserProfileId === acting.clinicianUserProfileId)
    return badRequest(REFERRAL_MESSAGES.referToSelf);
  if (!facts.receiverHoldsRole) return badRequest(REFERRAL_MESSAGES.receiverLacksRole);
  return undefined;
}

/** A create with a key used before answers with that referral, as it is now. */
async function presentReplayed(
  db: Database,
  acting: ActingClinician,
  body: CreateReferralRequest,
  facts: CreateFacts,
  referralId: number,
): Promise<Referral | undefined> {
  const row = await findReferralRow(db, referralId);
  if (!row) return undefined;
  // Sent from the role profile the facts found to be the acting clinician's: the sender's view, without
  // reading their standing. A replay from another role profile is shown as their standing decides.
  const me =
    facts.senderCrpActive && row.referral.referrerCrpId === body.crpId
      ? { crpIds: new Set([body.crpId]) }
      : await loadReferralStanding(db, acting);
  const [referral] = await presentReferrals(db, me, [row]);
  return referral;
}

/** A create's outcome: the referral it wrote (as written), or the one an earlier create with its key made. */
type WriteOutcome = { written: ReferralRow; created: ReferralEvent } | { replayedId: number };

/** Writes the referral the checked facts allow, unless a create with the same key came first. */
async function writeReferral(
  db: Database,
  mail: ReferralMail,
  acting: ActingClinician,
  body: CreateReferralRequest,
  receiverCrpId: number | null,
  facts: CreateFacts,
): Promise<WriteOutcome> {
  const refusal = refusalOf(facts, acting, receiverCrpId !== null);
  if (refusal) throw refusal;
  const jobRole = facts.jobRole!;
  const sender = acting.callerUserProfileId;
  const onBehalfOf = sender === acting.clinicianUserProfileId ? null : acting.clinicianUserProfileId;
  const people = toMailPeople(facts.people);
  const referrerName = people.get(acting.clinicianUserProfileId)?.name;
  const status = receiverCrpId === null ? 'OPEN' : 'PENDING';

  const outcome = await writeNewReferral(db, {
    patientId: body.patientId,
    clinicianUserProfileId: acting.clinicianUserProfileId,
    referrerCrpId: body.crpId,
    sentByUserProfileId: sender,
    onBehalfOfUserProfileId: onBehalfOf,
    jobRoleId: body.jobRoleId,
    targetCrpId: receiverCrpId,
    mainDescription: body.mainDescription,
    history: body.patientHistory,
    status,
    idempotencyKey: body.idempotencyKey ?? null,
    openNotice:
      status === 'OPEN' && referrerName !== undefined ? { referrerName, jobTitle: jobRole.jobTitle } : null,
    emails: referralCreatedEmails(people, mail.publicUrl, {
      senderUserProfileId: acting.clinicianUserProfileId,
      targetUserProfileId: facts.receiverUserProfileId,
      jobTitle: jobRole.jobTitle,
    }),
  });
  if (!outcome.written) {
    // The patient was removed or handed over meanwhile, or a create with the same key committed first:
    // then its referral is the answer, sent once.
    if (outcome.patientOwnerId === null) throw patientInactive();
    if (outcome.patientOwnerId !== acting.clinicianUserProfileId) throw patientNotFound();
    const first = await findReplayedReferralId(db, sender, body.idempotencyKey);
    if (first === undefined) throw new Error('referral insert wrote no row');
    return { replayedId: first };
  }
  // An open referral's role holders hear of it in the next open-referral digest (its notice row).
  for (const email of outcome.emails) mail.mailer.dispatch(email);
  const created = createdEvent(outcome.event, toReferralStatus(status), facts.actors, sender, onBehalfOf);
  return { written: { referral: outcome.referral, jobRole }, created };
}

/**
 * SPEC §7.4 POST /referrals/create/: a named referral (PENDING for that clinician) or an open one (OPEN
 * to every clinician holding the job role), sent from one of the acting clinician's own role profiles
 * for one of their own active patients. The referral, its 'created' audit line, the e-mails and (open)
 * the notice the open-referral digest announces to the role's holders are written in one transaction,
 * under the patient's lock so the patient cannot be removed meanwhile. The answer carries the referral
 * as the sender sees it, unless `withReferral` is false (the message alone): its patient and role
 * profiles are read beside the checks (shown only once they pass), its row and audit line come back from
 * the write.
 */
export async function createReferral(
  db: Database,
  mail: ReferralMail,
  acting: ActingClinician,
  body: CreateReferralRequest,
  { withReferral }: { withReferral: boolean },
): Promise<CreateReferralResponse | CreateReferralMessage> {
  const receiverCrpId = body.specifiedClinician ? (body.receiverCrpId ?? null) : null;
  const crpIds = receiverCrpId === null ? [body.crpId] : [body.crpId, receiverCrpId];
  const [facts, shown] = await Promise.all([
    readCreateFacts(db, acting, body, receiverCrpId),
    withReferral ? readPatientsAndCrps(db, [body.patientId], crpIds) : undefined,
  ]);
  const outcome: WriteOutcome =
    facts.replayedId !== null
      ? { replayedId: facts.replayedId }
      : await writeReferral(db, mail, acting, body, receiverCrpId, facts);
  // A client that prefers the message alone (RefNet's wizard) is spared building the referral.
  if (!withReferral || !shown) return successBody(REFERRAL_MESSAGES.sent);
  const referral =
    'replayedId' in outcome
      ? await presentReplayed(db, acting, body, facts, outcome.replayedId)
      : // Sent from the role profile the facts found to be the acting clinician's: the sender's view.
        await presentCreatedReferral(
          db,
          { crpIds: new Set([body.crpId]) },
          outcome.written,
          outcome.created,
          shown,
        );
  if (!referral) throw new Error('a referral vanished after it was created');
  return { ...successBody(REFERRAL_MESSAGES.sent), referral };
}
