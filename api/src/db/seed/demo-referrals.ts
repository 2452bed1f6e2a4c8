import type { ReferralEventAction, ReferralStatus } from '@refnet/contracts/referrals';
import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  decideTransition,
  type ReferralAction,
  type ReferralMoment,
} from '../../modules/referrals/referral-state-machine.js';
import type { Database } from '../database.js';
import { inIds } from '../in-ids.js';
import {
  clinicianRoleProfiles,
  patients,
  referralEvents,
  referrals,
  userProfileJobRoles,
  userProfiles,
  users,
} from '../schema.js';
import type { JobRoleKey } from './demo-data.js';
import { DEMO_CLINICIAN_DOMAIN } from './demo-clinicians.js';

const PHYSIO = 'physio@refnet.example';
const ORTHOPAEDICS = 'orthopaedics@refnet.example';
const DERMATOLOGY = 'dermatology@refnet.example';
const PSYCHOLOGY = 'psychology@refnet.example';
const demoClinician = (localPart: string) => `${localPart}@${DEMO_CLINICIAN_DOMAIN}`;

const GP: JobRoleKey = { jobRole: 'General Practitioner', specialty: null, subSpecialty: null };
const SPORTS_PHYSIO: JobRoleKey = { jobRole: 'Physiotherapist', specialty: 'Sports', subSpecialty: null };
const OSTEOPATH: JobRoleKey = { jobRole: 'Osteopath', specialty: null, subSpecialty: null };

interface DemoReferralStory {
  /** The sender's e-mail; they keep the patient. */
  from: string;
  /** The patient's e-mail (a patient of demo-patients.ts kept by `from`). */
  patient: string;
  /** The named clinician's e-mail, or the job role of a referral open to all who hold it. */
  to: string | JobRoleKey;
  /** Who claims an open referral (its first action is then 'accept'). */
  claimedBy?: string;
  /** What happened after it was sent, in order; the state machine says where that leaves it. */
  actions: readonly ReferralAction[];
  sentDaysAgo: number;
  mainDescription: string;
  history: string;
}

/**
 * Referrals between the demo clinicians on top of those demo-patients.ts writes, so that every state
 * and transition shows up. Dr Amelia Hart (the demo clinician) gets more received and sent referrals
 * whose patients are already in her patient groups (demo-data.test.ts names them), and open referrals
 * for her job role from colleagues; the colleagues refer among themselves and to the other demo clinicians.
 */
const demoReferralStories = (clinicianEmail: string): DemoReferralStory[] => [
  // Sent by Dr Hart.
  {
    from: clinicianEmail,
    patient: 'samuel.adeyemi@mail.example',
    to: PSYCHOLOGY,
    actions: ['reject'],
    sentDaysAgo: 6.5,
    mainDescription:
      'Generalised anxiety with poor sleep since a change of role at work. Please offer a course of CBT.',
    history:
      'GAD-7 score 14. No self-harm or suicidal thoughts. Declined medication. Dr Fraser sees patients in Edinburgh only, so this was declined and the referral sent open to all clinical psychologists.',
  },
  {
    from: clinicianEmail,
    patient: 'chloe.barrington@mail.example',
    to: SPORTS_PHYSIO,
    claimedBy: demoClinician('sophie.turner'),
    actions: ['accept', 'book'],
    sentDaysAgo: 14,
    mainDescription:
      'Netball knee injury awaiting orthopaedic review. Please start rehabilitation to keep her quadriceps strong before any surgery.',
    history:
      'Possible medial meniscal tear on MRI. Full range of movement, no effusion today. Keen to return to league netball next season.',
  },
  {
    from: clinicianEmail,
    patient: 'rajesh.menon@mail.example',
    to: demoClinician('ravi.chandran'),
    actions: ['accept', 'book', 'dna'],
    sentDaysAgo: 20,
    mainDescription:
      'Structured medication review, please: type 2 diabetes with an HbA1c of 64 despite metformin, and new ankle swelling.',
    history:
      'Metformin 1 g twice daily, amlodipine 10 mg, atorvastatin 20 mg. eGFR 58. He did not attend the booked review.',
  },
  {
    from: clinicianEmail,
    patient: 'rajesh.menon@mail.example',
    to: PHYSIO,
    actions: ['accept'],
    sentDaysAgo: 10,
    mainDescription:
      'Stiff, painful left shoulder for four months with loss of external rotation, likely adhesive capsulitis. Please assess and treat.',
    history:
      'Diabetic, no trauma. X-ray of the shoulder normal. Sleeping poorly because of the pain. Works as an accountant.',
  },
  // Received by Dr Hart.
  {
    from: ORTHOPAEDICS,
    patient: 'eleanor.pryce@mail.example',
    to: clinicianEmail,
    actions: [],
    sentDaysAgo: 2,
    mainDescription:
      'Haemoglobin 98 g/L on discharge after her knee replacement. Please repeat a full blood count in two weeks and start iron if still low.',
    history: 'Pre-operative haemoglobin 121 g/L. Estimated blood loss 400 ml. No transfusion. Eating well.',
  },
  {
    from: PSYCHOLOGY,
    patient: 'kwame.mensah@mail.example',
    to: clinicianEmail,
    actions: ['reject'],
    sentDaysAgo: 40,
    mainDescription:
      'Early waking and low mood: please review his sleep and consider a short course of a hypnotic.',
    history:
      'Sleep diary shows waking at 4 am most nights. Declined as a duplicate of the medication review already requested.',
  },
  {
    from: PHYSIO,
    patient: 'patrick.doyle@mail.example',
    to: clinicianEmail,
    actions: ['cancel'],
    sentDaysAgo: 12,
    mainDescription:
      'Please review his right elbow pain, probably lateral epicondylitis, for a possible injection.',
    history: 'Six weeks of pain gripping brushes. Withdrawn: it settled with a brace and load management.',
  },
  {
    from: DERMATOLOGY,
    patient: 'isabel.moreno@mail.example',
    to: clinicianEmail,
    actions: ['accept', 'book'],
    sentDaysAgo: 30,
    mainDescription:
      'Second month of isotretinoin: please check liver function and lipids and repeat her pregnancy test.',
    history:
      'First month uneventful apart from dry lips. Baseline bloods normal. Contraceptive implant in place.',
  },
  // Open to every General Practitioner.
  {
    from: PHYSIO,
    patient: 'janet.pearce@mail.example',
    to: GP,
    actions: [],
    sentDaysAgo: 3,
    mainDescription:
      'Night pain from her right knee while she waits for surgery. Please review her analgesia; paracetamol alone is not enough.',
    history:
      'Severe medial osteoarthritis, listed for a knee replacement. Hypertension, well controlled. No history of peptic ulcer.',
  },
  {
    from: ORTHOPAEDICS,
    patient: 'marcus.bell@mail.example',
    to: GP,
    actions: [],
    sentDaysAgo: 1,
    mainDescription:
      'Please take over his fit notes for the next eight weeks while he rehabilitates after an ACL reconstruction.',
    history:
      'Right ACL reconstruction with a hamstring graft. Desk-based job, can work from home. Off work since the operation.',
  },
  {
    from: PSYCHOLOGY,
    patient: 'ewan.campbell@mail.example',
    to: GP,
    actions: [],
    sentDaysAgo: 6,
    mainDescription:
      'Blood pressure 152/96 at two therapy sessions. Please check his blood pressure and cardiovascular risk.',
    history:
      'Work stress, improving with CBT. Smokes five cigarettes a day. Father had a heart attack at 60.',
  },
  {
    from: ORTHOPAEDICS,
    patient: 'graham.whitaker@mail.example',
    to: GP,
    claimedBy: demoClinician('oliver.bennett'),
    actions: ['accept', 'book'],
    sentDaysAgo: 25,
    mainDescription:
      'Please review his pain medication: he is still taking codeine six months after his knee replacement.',
    history: 'Codeine 30 mg four times a day since surgery. Constipation. Low mood; seeing a psychologist.',
  },
  {
    from: DERMATOLOGY,
    patient: 'sophie.clarke@mail.example',
    to: GP,
    actions: ['cancel'],
    sentDaysAgo: 5,
    mainDescription: 'Please review her contraception before she starts a second course of isotretinoin.',
    history: 'Withdrawn: she has decided against a second course for now.',
  },
  // Between the other demo clinicians.
  {
    from: ORTHOPAEDICS,
    patient: 'eleanor.pryce@mail.example',
    to: PHYSIO,
    actions: ['accept', 'book'],
    sentDaysAgo: 4,
    mainDescription:
      'Outpatient rehabilitation after a right total knee replacement, please: flexion 85 degrees at discharge.',
    history:
      'Uncomplicated surgery. Walking with two sticks. Lives alone; her daughter can drive her to sessions.',
  },
  {
    from: ORTHOPAEDICS,
    patient: 'patricia.young@mail.example',
    to: PHYSIO,
    actions: ['accept', 'dna', 'undna'],
    sentDaysAgo: 15,
    mainDescription: 'Pre-operative strengthening before a left hip replacement, please.',
    history:
      'Missed her first appointment while in hospital for her skin biopsy, so it was set active again. Takes alendronate.',
  },
  {
    from: PSYCHOLOGY,
    patient: 'ewan.campbell@mail.example',
    to: ORTHOPAEDICS,
    actions: ['reject'],
    sentDaysAgo: 20,
    mainDescription: 'Right shoulder pain with clicking for three months. Please assess.',
    history: 'Declined: Prof Raman sees knees only; the shoulder is being treated by physiotherapy.',
  },
  {
    from: DERMATOLOGY,
    patient: 'isabel.moreno@mail.example',
    to: PSYCHOLOGY,
    actions: ['accept', 'reject'],
    sentDaysAgo: 45,
    mainDescription: 'Low mood while on isotretinoin. Please assess and offer support.',
    history:
      'PHQ-9 score 9. No self-harm. Accepted, then declined once she moved to London and asked for sessions in person.',
  },
  {
    from: PHYSIO,
    patient: 'nadia.kowalski@mail.example',
    to: OSTEOPATH,
    actions: [],
    sentDaysAgo: 2,
    mainDescription:
      'Chronic low back pain: she would like to try osteopathy alongside her CBT. Please assess.',
    history:
      'Non-specific low back pain, imaging normal. Ten sessions of physiotherapy completed. No red flags.',
  },
  {
    from: PSYCHOLOGY,
    patient: 'kwame.mensah@mail.example',
    to: PHYSIO,
    actions: ['accept', 'dna'],
    sentDaysAgo: 35,
    mainDescription:
      'A supervised exercise programme for low mood, please; he used to play five-a-side football.',
    history: 'PHQ-9 score 17. Sedentary since he moved. He did not attend his first session.',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface TimedAction {
  action: ReferralAction;
  at: Date;
}

interface ReplayedReferral {
  status: ReferralStatus;
  moments: Partial<Record<ReferralMoment, Date | null>>;
  events: Omit<typeof referralEvents.$inferInsert, 'referralId'>[];
}

/**
 * The referral's state, moments and audit trail after `actions`, each checked by the state machine
 * (a demo story it refuses is a bug here). The sender creates and cancels; the receiver does the rest.
 */
function replay(
  label: string,
  postedOpen: boolean,
  createdOn: Date,
  actions: readonly TimedAction[],
  parties: { sender: number; receiver: number | null },
): ReplayedReferral {
  let status: ReferralStatus = postedOpen ? 'OPEN' : 'PENDING';
  const moments: ReplayedReferral['moments'] = {};
  const created: ReferralEventAction = 'created';
  const events: ReplayedReferral['events'] = [
    {
      action: created,
      fromStatus: null,
      toStatus: status,
      actorUserProfileId: parties.sender,
      at: createdOn,
    },
  ];
  for (const { action, at } of actions) {
    const actor = action === 'cancel' ? 'sender' : status === 'OPEN' ? 'roleHolder' : 'target';
    const decision = decideTransition({ status, postedOpen }, action, actor);
    const actorUserProfileId = actor === 'sender' ? parties.sender : parties.receiver;
    if (!decision.allowed || actorUserProfileId === null) {
      throw new Error(`demo referral ${label}: ${action} is not allowed from ${status}`);
    }
    for (const [moment, change] of Object.entries(decision.moments)) {
      moments[moment as ReferralMoment] = change === 'now' ? at : null;
    }
    events.push({
      action: decision.event,
      fromStatus: status,
      toStatus: decision.toStatus,
      actorUserProfileId,
      at,
    });
    status = decision.toStatus;
  }
  return { status, moments, events };
}

/** Actions spread evenly between sending and a little before now, at most about a day apart. */
function timeline(sentOn: Date, actions: readonly ReferralAction[], now: number): TimedAction[] {
  const gap = Math.min(26 * HOUR_MS, (now - sentOn.getTime()) / (actions.length + 1));
  return actions.map((action, index) => ({ action, at: new Date(sentOn.getTime() + (index + 1) * gap) }));
}

interface DemoClinicianRow {
  userProfileId: number;
  crpId: number;
  jobRoleId: number;
}

/** Each clinician's profile, first role profile in use and first job role, by e-mail. Two queries. */
async function findClinicians(
  db: Database,
  emails: readonly string[],
): Promise<Map<string, DemoClinicianRow>> {
  const rows = await db
    .select({ email: users.email, userProfileId: userProfiles.id, crpId: min(clinicianRoleProfiles.id) })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .innerJoin(clinicianRoleProfiles, eq(clinicianRoleProfiles.userProfileId, userProfiles.id))
    .where(and(inArray(users.email, [...new Set(emails)]), eq(clinicianRoleProfiles.isRemoved, false)))
    .groupBy(users.email, userProfiles.id);
  const roles = await db
    .select({
      userProfileId: userProfileJobRoles.userProfileId,
      jobRoleId: min(userProfileJobRoles.jobRoleId),
    })
    .from(userProfileJobRoles)
    .where(
      inIds(
        userProfileJobRoles.userProfileId,
        rows.map((row) => row.userProfileId),
      ),
    )
    .groupBy(userProfileJobRoles.userProfileId);
  const roleOf = new Map(roles.map((row) => [row.userProfileId, row.jobRoleId]));
  const result = new Map<string, DemoClinicianRow>();
  for (const { email, userProfileId, crpId } of rows) {
    const jobRoleId = roleOf.get(userProfileId);
    if (crpId !== null && jobRoleId != null) result.set(email, { userProfileId, crpId, jobRoleId });
  }
  return result;
}

/** The active patients with these e-mails, by owner and e-mail, with the descriptions of their referrals. */
async function findPatients(db: Database, emails: readonly string[]) {
  const rows = await db
    .select({ id: patients.id, owner: patients.createdByUserProfileId, email: patients.primaryEmail })
    .from(patients)
    .where(and(inArray(patients.primaryEmail, [...new Set(emails)]), eq(patients.patientActive, true)));
  const sent = await db
    .select({ patientId: referrals.patientId, mainDescription: referrals.mainDescription })
    .from(referrals)
    .where(
      inIds(
        referrals.patientId,
        rows.map((row) => row.id),
      ),
    );
  const key = (owner: number, email: string) => `${owner} ${email}`;
  const idOf = new Map(rows.map((row) => [key(row.owner, row.email), row.id]));
  const descriptions = new Set(sent.map((row) => `${row.patientId} ${row.mainDescription}`));
  return {
    patientId: (owner: number, email: string) => idOf.get(key(owner, email)),
    isSeeded: (patientId: number, mainDescription: string) =>
      descriptions.has(`${patientId} ${mainDescription}`),
  };
}

type FindJobRoleId = (key: JobRoleKey) => Promise<number>;

/** One story: the referral and its audit trail in one transaction. */
async function seedStory(
  db: Database,
  story: DemoReferralStory,
  patientId: number,
  sender: DemoClinicianRow,
  receiver: DemoClinicianRow | undefined,
  jobRoleId: number,
  now: number,
) {
  const postedOpen = typeof story.to !== 'string';
  const sentOn = new Date(now - story.sentDaysAgo * DAY_MS);
  const actions = timeline(sentOn, story.actions, now);
  const replayed = replay(story.mainDescription, postedOpen, sentOn, actions, {
    sender: sender.userProfileId,
    receiver: receiver?.userProfileId ?? null,
  });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(referrals)
      .values({
        patientId,
        referrerCrpId: sender.crpId,
        sentByUserProfileId: sender.userProfileId,
        jobRoleId,
        specifiedClinician: !postedOpen,
        targetCrpId: !postedOpen || story.actions.includes('accept') ? (receiver?.crpId ?? null) : null,
        mainDescription: story.mainDescription,
        history: story.history,
        status: replayed.status,
        ...replayed.moments,
        createdOn: sentOn,
        updatedOn: actions.at(-1)?.at ?? sentOn,
      })
      .returning({ id: referrals.id });
    await tx
      .insert(referralEvents)
      .values(replayed.events.map((event) => ({ ...event, referralId: row!.id })));
  });
}

/** What a referral written without its trail (demo-patients.ts) went through, from its status and moments. */
function actionsFromColumns(row: typeof referrals.$inferSelect): TimedAction[] {
  const at = (moment: Date | null) => moment ?? row.updatedOn;
  const accepted = row.acceptedOn ? [{ action: 'accept' as const, at: row.acceptedOn }] : [];
  switch (row.status) {
    case 'ACCEPTED':
      return accepted;
    case 'BOOKED':
      return [...accepted, { action: 'book', at: at(row.completedOn) }];
    case 'DNA':
      return [...accepted, { action: 'dna', at: at(row.dnaOn) }];
    case 'REJECTED':
      return [...accepted, { action: 'reject', at: at(row.rejectedOn) }];
    case 'CANCELLED':
      return [{ action: 'cancel', at: at(row.cancelledOn) }];
    default:
      return [];
  }
}

const EVENT_BATCH_ROWS = 1000;

/** Writes the audit trail of every referral that has none (those demo-patients.ts writes), in batches. */
async function recordMissingTrails(db: Database) {
  const target = alias(clinicianRoleProfiles, 'target');
  const rows = await db
    .select({ referral: referrals, receiver: target.userProfileId })
    .from(referrals)
    .leftJoin(target, eq(target.id, referrals.targetCrpId))
    .where(
      sql`not exists (select 1 from ${referralEvents} where ${referralEvents.referralId} = ${referrals.id})`,
    )
    .orderBy(asc(referrals.id));
  const events = rows.flatMap(({ referral, receiver }) =>
    replay(
      String(referral.id),
      !referral.specifiedClinician,
      referral.createdOn,
      actionsFromColumns(referral),
      {
        sender: referral.sentByUserProfileId,
        receiver,
      },
    ).events.map((event) => ({ ...event, referralId: referral.id })),
  );
  // At most seven parameters a row: each batch stays far below PostgreSQL's 65,535 bind parameters.
  for (let start = 0; start < events.length; start += EVENT_BATCH_ROWS) {
    await db.insert(referralEvents).values(events.slice(start, start + EVENT_BATCH_ROWS));
  }
}

/**
 * DEMO_DATA: the referral stories above, each only when its patient (kept by its sender) has no
 * referral with that description yet, so a restart adds nothing; a story whose clinicians or patient
 * are missing is skipped. Then the audit trail of any demo referral written without one.
 */
export async function seedDemoReferrals(db: Database, clinicianEmail: string, jobRoleId: FindJobRoleId) {
  const stories = demoReferralStories(clinicianEmail);
  const clinicians = await findClinicians(
    db,
    stories.flatMap((story) => [
      story.from,
      typeof story.to === 'string' ? story.to : (story.claimedBy ?? ''),
    ]),
  );
  const found = await findPatients(
    db,
    stories.map((story) => story.patient),
  );
  const now = Date.now();
  for (const story of stories) {
    const sender = clinicians.get(story.from);
    const receiver = clinicians.get(typeof story.to === 'string' ? story.to : (story.claimedBy ?? ''));
    const patientId = sender && found.patientId(sender.userProfileId, story.patient);
    if (!sender || patientId === undefined || found.isSeeded(patientId, story.mainDescription)) continue;
    if (!receiver && (typeof story.to === 'string' || story.claimedBy)) continue;
    const role = typeof story.to === 'string' ? receiver!.jobRoleId : await jobRoleId(story.to);
    await seedStory(db, story, patientId, sender, receiver, role, now);
  }
  await recordMissingTrails(db);
}
