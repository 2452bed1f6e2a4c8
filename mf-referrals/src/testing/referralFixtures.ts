// Test-only referral data for mf-referrals' screens (lists, wizard, analytics). Every builder takes
// overrides, so a test states only what it is about.
import type { AnonymisedPatient, Patient } from '@refnet/contracts/patients';
import type {
  InboundReferralsResponse,
  OutboundReferralsResponse,
  Referral,
  ReferralEvent,
  ReferralEventPerson,
  ReferralGroups,
  SlimClinicianRoleProfile,
} from '@refnet/contracts/referrals';
import type { SlimUserProfile } from '@refnet/contracts/accounts';
import { JOB_ROLES, patientFixture } from '@refnet/shared-ui/testing';

/** A clinician's slim profile (SPEC §3); the job role is the testing JOB_ROLES' Urology consultant. */
export function slimProfileFixture(overrides: Partial<SlimUserProfile> = {}): SlimUserProfile {
  return {
    id: 8,
    title: 'Dr',
    firstName: 'Ben',
    lastName: 'Hart',
    profilePicture: '',
    jobRole: [JOB_ROLES[3]!],
    isVerified: true,
    ...overrides,
  };
}

/** A slim clinician role profile: the clinician at one clinic. */
export function crpFixture(
  userProfile: Partial<SlimUserProfile> = {},
  overrides: Partial<SlimClinicianRoleProfile> = {},
): SlimClinicianRoleProfile {
  const profile = slimProfileFixture(userProfile);
  return {
    id: profile.id * 10,
    userProfile: profile,
    clinic: {
      id: profile.id * 100,
      clinicName: 'Room 1',
      centreName: 'St Mary’s Hospital',
      address: {
        id: profile.id * 1000,
        addressType: 'clinic',
        firstLine: 'Praed St',
        city: 'London',
        postcode: 'W2 1NY',
        latitude: 51.517,
        longitude: -0.174,
      },
    },
    ...overrides,
  };
}

/** Dr Ada Okafor (user 7 of clinicianSession) and Dr Ben Hart: the two sides of most referrals. */
export const ADA = crpFixture({ id: 7, firstName: 'Ada', lastName: 'Okafor' });
export const BEN = crpFixture({ id: 8, firstName: 'Ben', lastName: 'Hart' });

export const eventPerson = (crp: SlimClinicianRoleProfile): ReferralEventPerson => ({
  id: crp.userProfile.id,
  title: crp.userProfile.title,
  firstName: crp.userProfile.firstName,
  lastName: crp.userProfile.lastName,
});

export function referralEventFixture(overrides: Partial<ReferralEvent> = {}): ReferralEvent {
  return {
    id: 1,
    action: 'created',
    fromStatus: null,
    toStatus: 'PENDING',
    actor: eventPerson(ADA),
    onBehalfOf: null,
    at: '2026-01-05T09:30:00Z',
    ...overrides,
  };
}

/** What a receiver may know of a patient before accepting (SPEC §3 anonymised variant). */
export function anonymisedPatientFixture(overrides: Partial<AnonymisedPatient> = {}): AnonymisedPatient {
  return {
    id: 42,
    sex: 'Male',
    currentAge: 46,
    insurancePolicy: null,
    isSelfPayer: true,
    createdBy: eventPerson(ADA),
    createdOn: '2026-01-02T10:00:00Z',
    ...overrides,
  };
}

/**
 * A referral of John Smith (patientFixture) from Ada to Ben, as its sender sees it: Sent, PENDING.
 * Pass displayType, status and patient to see it from the receiver's side (see receivedReferral).
 */
export function referralFixture(overrides: Partial<Referral> = {}): Referral {
  return {
    id: 101,
    patient: patientFixture(),
    referrer: ADA,
    jobRole: JOB_ROLES[3]!,
    specifiedClinician: true,
    targetClinician: BEN,
    mainDescription: 'Persistent haematuria; please assess.',
    history: 'Two episodes over three months.',
    displayType: 'Sent',
    isPrivateView: false,
    targetHasAccepted: false,
    completed: false,
    hasDna: false,
    createdOn: '2026-01-05T09:30:00Z',
    acceptedOn: null,
    completedOn: null,
    dnaOn: null,
    status: 'PENDING',
    events: [referralEventFixture()],
    ...overrides,
  };
}

/** The receiver's view of a referral in each SPEC §4 state (anonymised while Pending or Open). */
export function receivedReferral(
  view: 'Pending' | 'Open' | 'Accepted' | 'Booked' | 'Dna',
  overrides: Partial<Referral> = {},
): Referral {
  const hidden = view === 'Pending' || view === 'Open';
  const status = (
    { Pending: 'PENDING', Open: 'OPEN', Accepted: 'ACCEPTED', Booked: 'BOOKED', Dna: 'DNA' } as const
  )[view];
  return referralFixture({
    displayType: view,
    status,
    patient: hidden ? anonymisedPatientFixture() : patientFixture(),
    isPrivateView: hidden,
    specifiedClinician: view !== 'Open',
    targetClinician: view === 'Open' ? null : BEN,
    targetHasAccepted: !hidden,
    acceptedOn: hidden ? null : '2026-01-06T14:05:00Z',
    completed: view === 'Booked',
    completedOn: view === 'Booked' ? '2026-01-07T16:45:00Z' : null,
    hasDna: view === 'Dna',
    dnaOn: view === 'Dna' ? '2026-01-08T08:00:00Z' : null,
    ...overrides,
  });
}

/** `count` referrals with ids 1..count, the higher ids created later, each of a patient named PatientN. */
export function manyReferrals(
  count: number,
  build: (id: number) => Partial<Referral> = () => ({}),
): Referral[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const patient: Patient = patientFixture({ id, firstName: `Patient${id}`, lastName: 'Test' });
    return referralFixture({
      id,
      patient,
      createdOn: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
      ...build(id),
    });
  });
}

export function referralGroups(groups: Partial<ReferralGroups> = {}): ReferralGroups {
  return { waiting: [], accepted: [], booked: [], dna: [], ...groups };
}

/** GET /referrals/list/inbound. */
export function inboundList(
  received: Partial<ReferralGroups> = {},
  open: Referral[] = [],
): InboundReferralsResponse {
  const referralsReceived = referralGroups(received);
  return {
    referralsReceived,
    referralsOpen: open,
    totals: { ...totalsOf(referralsReceived), open: open.length },
  };
}

/** Each group's total when the list holds all of it (a first page of at most 25). */
const totalsOf = (groups: ReferralGroups) => ({
  waiting: groups.waiting.length,
  accepted: groups.accepted.length,
  booked: groups.booked.length,
  dna: groups.dna.length,
});

/** GET /referrals/list/outbound. */
export function outboundList(made: Partial<ReferralGroups> = {}): OutboundReferralsResponse {
  const referralsMade = referralGroups(made);
  return { referralsMade, totals: totalsOf(referralsMade) };
}
