import type { PatientSex, ReferralStatus } from '@refnet/contracts/patients';
import { and, asc, eq } from 'drizzle-orm';
import { findPostcode } from '../../modules/geocoding/queries.js';
import type { Database } from '../database.js';
import {
  addresses,
  clinicianRoleProfiles,
  insuranceAgreements,
  patients,
  referrals,
  userProfileJobRoles,
  userProfiles,
  users,
} from '../schema.js';
import { COLLEAGUE_PATIENTS } from './demo-colleague-patients.js';
import type { JobRoleKey } from './demo-data.js';

interface DemoReferral {
  /** The target clinician's e-mail, or the job role of a referral open to all who hold it. */
  to: string | JobRoleKey;
  status: ReferralStatus;
  /** Days after the patient was added. */
  sentAfterDays: number;
  mainDescription: string;
  history: string;
}

export interface DemoPatient {
  owner: string;
  title: string;
  firstName: string;
  lastName: string;
  sex: PatientSex;
  dob: string;
  email: string;
  phone: string;
  firstLine: string;
  city: string;
  /** From the seeded postcode sample, so no geocoder is needed. */
  postcode: string;
  /** A Standard policy's provider; null for a self-payer. */
  insurer: string | null;
  reference?: string;
  addedDaysAgo: number;
  referrals?: readonly DemoReferral[];
}

const PSYCHOLOGIST: JobRoleKey = {
  jobRole: 'Practitioner Psychologist',
  specialty: 'Clinical',
  subSpecialty: null,
};

/**
 * Dr Amelia Hart's (the demo clinician's) patients: Added and Referred ones (referrals PENDING, OPEN,
 * ACCEPTED, BOOKED and one CANCELLED, whose patient stays Added), and the colleagues' patients
 * referred to her PENDING, ACCEPTED, BOOKED and DNA.
 */
const demoClinicianPatients = (clinicianEmail: string): DemoPatient[] => [
  {
    owner: clinicianEmail,
    title: 'Mrs',
    firstName: 'Margaret',
    lastName: 'Ellison',
    sex: 'Female',
    dob: '1956-03-14',
    email: 'margaret.ellison@mail.example',
    phone: '+44 7700 900101',
    firstLine: '14 Cheyne Walk',
    city: 'London',
    postcode: 'SW3 6JJ',
    insurer: 'Bupa',
    reference: 'HART-0101',
    addedDaysAgo: 40,
  },
  {
    owner: clinicianEmail,
    title: 'Mr',
    firstName: 'Daniel',
    lastName: 'Whitfield',
    sex: 'Male',
    dob: '1989-11-02',
    email: 'd.whitfield@mail.example',
    phone: '+44 7700 900102',
    firstLine: '3 Caledonian Road',
    city: 'London',
    postcode: 'N1 9AL',
    insurer: null,
    addedDaysAgo: 12,
  },
  {
    owner: clinicianEmail,
    title: 'Ms',
    firstName: 'Aisha',
    lastName: 'Rahman',
    sex: 'Female',
    dob: '1994-07-21',
    email: 'aisha.rahman@mail.example',
    phone: '+44 7700 900103',
    firstLine: '27 Whitechapel Road',
    city: 'London',
    postcode: 'E1 1BB',
    insurer: 'AXA Health',
    addedDaysAgo: 3,
  },
  {
    owner: clinicianEmail,
    title: 'Mr',
    firstName: 'George',
    lastName: 'Thornton',
    sex: 'Male',
    dob: '1948-01-30',
    email: 'george.thornton@mail.example',
    phone: '+44 7700 900104',
    firstLine: '8 Whitehall Place',
    city: 'London',
    postcode: 'SW1A 2AA',
    insurer: 'Aviva',
    addedDaysAgo: 30,
    referrals: [
      {
        to: 'physio@refnet.example',
        status: 'CANCELLED',
        sentAfterDays: 1,
        mainDescription:
          'Right hip pain on walking for three months; please assess and start a strengthening programme.',
        history:
          'Osteoarthritis of the right hip on X-ray (2024). Hypertension on amlodipine. Patient later chose to wait for his orthopaedic review, so this referral was withdrawn.',
      },
    ],
  },
  {
    owner: clinicianEmail,
    title: 'Mrs',
    firstName: 'Fiona',
    lastName: 'MacLeod',
    sex: 'Female',
    dob: '1968-09-09',
    email: 'fiona.macleod@mail.example',
    phone: '+44 7700 900105',
    firstLine: '52 Praed Street',
    city: 'London',
    postcode: 'W2 1NY',
    insurer: 'Bupa',
    addedDaysAgo: 9,
    referrals: [
      {
        to: 'physio@refnet.example',
        status: 'PENDING',
        sentAfterDays: 1,
        mainDescription:
          'Mechanical low back pain for eight weeks without red flags. Please assess and treat; she would like advice on returning to running.',
        history:
          'No previous back problems. Desk-based job. Ibuprofen helps partially. No bladder or bowel symptoms, no saddle anaesthesia, neurological examination normal.',
      },
    ],
  },
  {
    owner: clinicianEmail,
    title: 'Mr',
    firstName: 'Samuel',
    lastName: 'Adeyemi',
    sex: 'Male',
    dob: '1979-05-17',
    email: 'samuel.adeyemi@mail.example',
    phone: '+44 7700 900106',
    firstLine: '110 Denmark Hill',
    city: 'London',
    postcode: 'SE5 9RS',
    insurer: null,
    addedDaysAgo: 7,
    referrals: [
      {
        to: PSYCHOLOGIST,
        status: 'OPEN',
        sentAfterDays: 2,
        mainDescription:
          'Generalised anxiety with poor sleep since a change of role at work. Please offer a course of CBT; self-funding and happy to be seen remotely.',
        history:
          'GAD-7 score 14. No self-harm or suicidal thoughts. Declined medication. No previous psychological therapy.',
      },
    ],
  },
  {
    owner: clinicianEmail,
    title: 'Ms',
    firstName: 'Chloe',
    lastName: 'Barrington',
    sex: 'Female',
    dob: '1985-12-03',
    email: 'chloe.barrington@mail.example',
    phone: '+44 7700 900107',
    firstLine: '6 Pond Street',
    city: 'London',
    postcode: 'NW3 2QG',
    insurer: 'Aviva',
    addedDaysAgo: 21,
    referrals: [
      {
        to: 'orthopaedics@refnet.example',
        status: 'ACCEPTED',
        sentAfterDays: 1,
        mainDescription:
          'Twisting injury to the left knee playing netball six weeks ago; recurrent locking and medial joint line tenderness. Please assess for a meniscal tear.',
        history:
          'MRI requested privately shows a possible posterior horn tear of the medial meniscus. Otherwise fit and well, no regular medication.',
      },
    ],
  },
  {
    owner: clinicianEmail,
    title: 'Mr',
    firstName: 'Rajesh',
    lastName: 'Menon',
    sex: 'Male',
    dob: '1962-04-27',
    email: 'rajesh.menon@mail.example',
    phone: '+44 7700 900108',
    firstLine: '20 Portland Place',
    city: 'London',
    postcode: 'W1A 1AA',
    insurer: 'Bupa',
    addedDaysAgo: 35,
    referrals: [
      {
        to: 'dermatology@refnet.example',
        status: 'BOOKED',
        sentAfterDays: 1,
        mainDescription:
          'Pigmented lesion on the upper back that has grown and darkened over four months. Please assess urgently for melanoma.',
        history:
          'Fair skin, many naevi, sunburn as a child. Father had a basal cell carcinoma. Type 2 diabetes on metformin.',
      },
    ],
  },
  {
    owner: 'orthopaedics@refnet.example',
    title: 'Mrs',
    firstName: 'Eleanor',
    lastName: 'Pryce',
    sex: 'Female',
    dob: '1951-08-19',
    email: 'eleanor.pryce@mail.example',
    phone: '+44 7700 900109',
    firstLine: '41 Gower Street',
    city: 'London',
    postcode: 'NW1 2BU',
    insurer: 'Bupa',
    addedDaysAgo: 5,
    referrals: [
      {
        to: clinicianEmail,
        status: 'PENDING',
        sentAfterDays: 1,
        mainDescription:
          'Discharged after a right total knee replacement. Please review her pain relief at two weeks and arrange removal of clips at the practice.',
        history:
          'Uncomplicated surgery. On rivaroxaban for 14 days as VTE prophylaxis, then stop. Paracetamol and codeine as needed. Lives alone; daughter visiting daily.',
      },
    ],
  },
  {
    owner: 'physio@refnet.example',
    title: 'Mr',
    firstName: 'Patrick',
    lastName: 'Doyle',
    sex: 'Male',
    dob: '1975-02-11',
    email: 'patrick.doyle@mail.example',
    phone: '+44 7700 900110',
    firstLine: '9 Lambeth Palace Road',
    city: 'London',
    postcode: 'SE1 7EH',
    insurer: 'Vitality',
    addedDaysAgo: 18,
    referrals: [
      {
        to: clinicianEmail,
        status: 'ACCEPTED',
        sentAfterDays: 2,
        mainDescription:
          'Right shoulder pain not improving after eight sessions of physiotherapy. Please consider a subacromial steroid injection or imaging.',
        history:
          'Painful arc 60–120 degrees, full passive range. Works as a decorator. No trauma. Good adherence to the home exercise programme.',
      },
    ],
  },
  {
    owner: 'dermatology@refnet.example',
    title: 'Ms',
    firstName: 'Isabel',
    lastName: 'Moreno',
    sex: 'Female',
    dob: '1990-06-25',
    email: 'isabel.moreno@mail.example',
    phone: '+44 7700 900111',
    firstLine: '2 Oxford Road',
    city: 'Manchester',
    postcode: 'M13 9WL',
    insurer: 'Simplyhealth',
    addedDaysAgo: 60,
    referrals: [
      {
        to: clinicianEmail,
        status: 'BOOKED',
        sentAfterDays: 3,
        mainDescription:
          'Started isotretinoin for nodular acne. She is moving to London: please take over monthly pregnancy tests and blood monitoring.',
        history:
          'Baseline liver function and lipids normal. On the pregnancy prevention programme with a contraceptive implant. No history of depression.',
      },
    ],
  },
  {
    owner: 'psychology@refnet.example',
    title: 'Mr',
    firstName: 'Kwame',
    lastName: 'Mensah',
    sex: 'Male',
    dob: '1983-10-08',
    email: 'kwame.mensah@mail.example',
    phone: '+44 7700 900112',
    firstLine: '51 Little France Crescent',
    city: 'Edinburgh',
    postcode: 'EH16 4SA',
    insurer: 'AXA Health',
    addedDaysAgo: 50,
    referrals: [
      {
        to: clinicianEmail,
        status: 'DNA',
        sentAfterDays: 2,
        mainDescription:
          'Low mood with early waking despite CBT. Please review for antidepressant medication; he has relocated to London.',
        history:
          'PHQ-9 score 17, no suicidal intent. Completed six sessions of CBT. No previous antidepressants.',
      },
    ],
  },
  {
    owner: 'orthopaedics@refnet.example',
    title: 'Mr',
    firstName: 'Owen',
    lastName: 'Llewellyn',
    sex: 'Male',
    dob: '1970-01-15',
    email: 'owen.llewellyn@mail.example',
    phone: '+44 7700 900113',
    firstLine: 'Heath Park Way',
    city: 'Cardiff',
    postcode: 'CF14 4XW',
    insurer: 'WPA',
    addedDaysAgo: 2,
  },
  {
    owner: 'physio@refnet.example',
    title: 'Mrs',
    firstName: 'Harriet',
    lastName: 'Coombes',
    sex: 'Female',
    dob: '1959-05-30',
    email: 'harriet.coombes@mail.example',
    phone: '+44 7700 900114',
    firstLine: '12 King William Walk',
    city: 'London',
    postcode: 'SE10 9NF',
    insurer: 'WPA',
    addedDaysAgo: 4,
  },
];

/**
 * Patients of the demo clinicians, so that each of them has rows in every group of /patients:
 * the demo clinician's, then those the others refer to one another (demo-colleague-patients.ts).
 */
export const demoPatients = (clinicianEmail: string): DemoPatient[] => [
  ...demoClinicianPatients(clinicianEmail),
  ...COLLEAGUE_PATIENTS,
];

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The moments a referral in this status has passed through, from when it was sent. */
function referralTimes(status: ReferralStatus, sent: Date) {
  const later = (hours: number) => new Date(sent.getTime() + hours * HOUR_MS);
  const accepted = ['ACCEPTED', 'BOOKED', 'DNA'].includes(status) ? later(20) : null;
  return {
    createdOn: sent,
    acceptedOn: accepted,
    completedOn: status === 'BOOKED' ? later(72) : null,
    dnaOn: status === 'DNA' ? later(96) : null,
    cancelledOn: status === 'CANCELLED' ? later(30) : null,
    updatedOn: later(status === 'PENDING' || status === 'OPEN' ? 0 : 96),
  };
}

/** A clinician by e-mail: their profile, first clinic role profile and first job role. */
async function findDemoClinician(db: Database, email: string) {
  const [row] = await db
    .select({ userProfileId: userProfiles.id, crpId: clinicianRoleProfiles.id })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .innerJoin(clinicianRoleProfiles, eq(clinicianRoleProfiles.userProfileId, userProfiles.id))
    .where(and(eq(users.email, email), eq(clinicianRoleProfiles.isRemoved, false)))
    .orderBy(asc(clinicianRoleProfiles.id))
    .limit(1);
  if (!row) return undefined;
  const [role] = await db
    .select({ id: userProfileJobRoles.jobRoleId })
    .from(userProfileJobRoles)
    .where(eq(userProfileJobRoles.userProfileId, row.userProfileId))
    .orderBy(asc(userProfileJobRoles.jobRoleId))
    .limit(1);
  return role ? { ...row, jobRoleId: role.id } : undefined;
}

async function standardPolicyId(db: Database, provider: string | null) {
  if (provider === null) return null;
  const [row] = await db
    .select({ id: insuranceAgreements.id })
    .from(insuranceAgreements)
    .where(and(eq(insuranceAgreements.provider, provider), eq(insuranceAgreements.policyName, 'Standard')))
    .limit(1);
  if (!row) throw new Error(`the insurer list has no ${provider}`);
  return row.id;
}

type FindJobRoleId = (key: JobRoleKey) => Promise<number>;

/**
 * Each demo patient (with its address and referrals, in one transaction) unless its owner already
 * keeps a patient with that e-mail; skipped when a clinician it names has no clinic yet.
 */
export async function seedDemoPatients(db: Database, clinicianEmail: string, jobRoleId: FindJobRoleId) {
  const now = Date.now();
  for (const demo of demoPatients(clinicianEmail)) {
    const owner = await findDemoClinician(db, demo.owner);
    if (!owner) continue;
    const [existing] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(
        and(eq(patients.createdByUserProfileId, owner.userProfileId), eq(patients.primaryEmail, demo.email)),
      )
      .limit(1);
    if (existing) continue;

    const plannedReferrals: { referral: DemoReferral; targetCrpId: number | null; jobRoleId: number }[] = [];
    for (const referral of demo.referrals ?? []) {
      if (typeof referral.to !== 'string') {
        plannedReferrals.push({ referral, targetCrpId: null, jobRoleId: await jobRoleId(referral.to) });
        continue;
      }
      const target = await findDemoClinician(db, referral.to);
      if (target) plannedReferrals.push({ referral, targetCrpId: target.crpId, jobRoleId: target.jobRoleId });
    }
    const coordinates = await findPostcode(db, demo.postcode);
    if (!coordinates) throw new Error(`the postcode sample has no ${demo.postcode}`);
    const insuranceAgreementId = await standardPolicyId(db, demo.insurer);
    const addedOn = new Date(now - demo.addedDaysAgo * DAY_MS);

    await db.transaction(async (tx) => {
      const [address] = await tx
        .insert(addresses)
        .values({
          addressType: 'patient',
          firstLine: demo.firstLine,
          city: demo.city,
          postcode: demo.postcode,
          ...coordinates,
        })
        .returning({ id: addresses.id });
      const [patient] = await tx
        .insert(patients)
        .values({
          createdByUserProfileId: owner.userProfileId,
          enteredByUserProfileId: owner.userProfileId,
          addressId: address!.id,
          insuranceAgreementId,
          isSelfPayer: insuranceAgreementId === null,
          title: demo.title,
          firstName: demo.firstName,
          lastName: demo.lastName,
          patientReference: demo.reference ?? '',
          sex: demo.sex,
          dob: demo.dob,
          primaryEmail: demo.email,
          primaryPhoneNumber: demo.phone,
          consentGiven: true,
          consentGivenOn: addedOn,
          createdOn: addedOn,
          updatedOn: addedOn,
        })
        .returning({ id: patients.id });
      for (const { referral, targetCrpId, jobRoleId } of plannedReferrals) {
        const sent = new Date(addedOn.getTime() + referral.sentAfterDays * DAY_MS);
        await tx.insert(referrals).values({
          patientId: patient!.id,
          referrerCrpId: owner.crpId,
          sentByUserProfileId: owner.userProfileId,
          jobRoleId,
          specifiedClinician: targetCrpId !== null,
          targetCrpId,
          mainDescription: referral.mainDescription,
          history: referral.history,
          status: referral.status,
          ...referralTimes(referral.status, sent),
        });
      }
    });
  }
}
