import type { UserGroup } from '@refnet/contracts';
import type { ContactInput, NewClinic } from '@refnet/contracts/accounts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import { createAccount } from '../../modules/accounts/create-account.js';
import { geocodeClinics, insertClinicianRecords } from '../../modules/profile/clinician-records.js';
import type { Database } from '../database.js';
import { clinicianRoleProfiles, insuranceAgreements, jobRoles, userProfiles, users } from '../schema.js';
import { seedDemoClinicians } from './demo-clinicians.js';
import { seedDemoDelegates } from './demo-delegates.js';
import { seedDemoPatients } from './demo-patients.js';
import { seedDemoReferrals } from './demo-referrals.js';
import { seedDemoSignIns } from './demo-sign-ins.js';

/** A job-role leaf by its catalogue position (null: the level does not exist). */
export interface JobRoleKey {
  jobRole: string;
  specialty: string | null;
  subSpecialty: string | null;
}

interface DemoUser {
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  groups: readonly UserGroup[];
  isStaff?: boolean;
  isVerified: boolean;
  registrationNumber?: string;
  clinicianDescription?: string;
  dob?: string;
  jobRoles?: readonly JobRoleKey[];
  clinics?: readonly NewClinic[];
  insurers?: readonly string[];
  /** Providers the clinician typed in at registration: unverified until the team verifies them. */
  typedInInsurers?: readonly string[];
  contacts?: readonly ContactInput[];
}

const leaf = (jobRole: string, specialty: string | null = null, subSpecialty: string | null = null) => ({
  jobRole,
  specialty,
  subSpecialty,
});

const clinic = (centreName: string, firstLine: string, city: string, postcode: string, clinicName = '') => ({
  clinicName,
  centreName,
  address: { firstLine, city, postcode },
});

/** The insurer the applicant typed in: something for the team to verify on /staff/insurers. */
export const DEMO_TYPED_IN_INSURER = 'Sports Cover Direct';

/** The demo accounts (all share DEMO_PASSWORD); README.md lists them. */
export const demoUsers = (clinicianEmail: string): DemoUser[] => [
  {
    email: clinicianEmail,
    title: 'Dr',
    firstName: 'Amelia',
    lastName: 'Hart',
    groups: ['Clinician'],
    isVerified: true,
    registrationNumber: '7012345',
    clinicianDescription: 'GP partner in central London with an interest in musculoskeletal medicine.',
    dob: '1980-04-12',
    jobRoles: [leaf('General Practitioner')],
    clinics: [clinic('Harley Street Medical Centre', '10 Harley Street', 'London', 'W1G 6BW', 'Room 3')],
    insurers: ['Bupa', 'AXA Health', 'Aviva'],
    contacts: [
      { type: 'email', email: 'appointments.hart@refnet.example' },
      { type: 'phoneNumber', phoneNumber: '+44 20 7946 0011' },
    ],
  },
  {
    email: 'physio@refnet.example',
    title: 'Mr',
    firstName: 'James',
    lastName: 'Okafor',
    groups: ['Clinician'],
    isVerified: true,
    registrationNumber: 'PH123456',
    clinicianDescription:
      'MSK physiotherapist: back and neck pain, sports injuries and rehabilitation after surgery.',
    dob: '1986-09-03',
    jobRoles: [leaf('Physiotherapist', 'MSK')],
    clinics: [clinic('Waterloo Physiotherapy', '2 Westminster Bridge Road', 'London', 'SE1 7EH')],
    insurers: ['Bupa', 'Vitality', 'WPA'],
    contacts: [{ type: 'phoneNumber', phoneNumber: '+44 20 7946 0022' }],
  },
  {
    email: 'orthopaedics@refnet.example',
    title: 'Prof',
    firstName: 'Priya',
    lastName: 'Raman',
    groups: ['Clinician'],
    isVerified: true,
    registrationNumber: '6054321',
    clinicianDescription:
      'Consultant orthopaedic surgeon specialising in knee arthroscopy and joint replacement.',
    dob: '1972-01-25',
    jobRoles: [leaf('Consultant', 'Orthopaedic Surgery', 'Knee')],
    clinics: [
      clinic(
        'University College Hospital',
        '235 Euston Road',
        'London',
        'NW1 2BU',
        'Orthopaedic Outpatients',
      ),
      clinic('London Bridge Clinic', '1 St Thomas Street', 'London', 'SE1 7EH'),
    ],
    insurers: ['Bupa', 'AXA Health', 'Aviva', 'Vitality', 'Cigna Healthcare'],
    contacts: [{ type: 'email', email: 'ortho.bookings@refnet.example' }],
  },
  {
    email: 'dermatology@refnet.example',
    title: 'Dr',
    firstName: 'Hannah',
    lastName: 'Lewis',
    groups: ['Clinician'],
    isVerified: true,
    registrationNumber: '7098765',
    clinicianDescription: 'Consultant dermatologist: skin cancer screening, eczema and psoriasis.',
    dob: '1978-06-30',
    jobRoles: [leaf('Consultant Physician', 'Dermatology')],
    clinics: [clinic('Manchester Skin Clinic', 'Oxford Road', 'Manchester', 'M13 9WL')],
    insurers: ['Bupa', 'Simplyhealth'],
    contacts: [],
  },
  {
    email: 'psychology@refnet.example',
    title: 'Dr',
    firstName: 'Tom',
    lastName: 'Fraser',
    groups: ['Clinician'],
    isVerified: true,
    registrationNumber: 'PYL34567',
    clinicianDescription: 'Clinical psychologist offering CBT for anxiety, depression and chronic pain.',
    dob: '1983-11-14',
    jobRoles: [leaf('Practitioner Psychologist', 'Clinical')],
    clinics: [clinic('Edinburgh Psychology Practice', '51 Little France Crescent', 'Edinburgh', 'EH16 4SA')],
    insurers: ['AXA Health', 'Aviva'],
    contacts: [{ type: 'phoneNumber', phoneNumber: '+44 131 496 0033' }],
  },
  {
    email: 'applicant@refnet.example',
    title: 'Ms',
    firstName: 'Sara',
    lastName: 'Patel',
    groups: ['Clinician'],
    isVerified: false,
    registrationNumber: 'PH765432',
    clinicianDescription: 'Sports physiotherapist waiting for the RefNet team to approve her account.',
    dob: '1992-02-18',
    jobRoles: [leaf('Physiotherapist', 'Sports')],
    clinics: [clinic('Canary Wharf Sports Clinic', '1 Canada Square', 'London', 'E14 5AB')],
    insurers: ['Vitality'],
    typedInInsurers: [DEMO_TYPED_IN_INSURER],
    contacts: [],
  },
  {
    email: 'staff@refnet.example',
    title: 'Mr',
    firstName: 'Oliver',
    lastName: 'Grant',
    groups: ['Staff'],
    isStaff: true,
    isVerified: true,
  },
];

async function jobRoleIds(db: Database, keys: readonly JobRoleKey[]): Promise<number[]> {
  const ids: number[] = [];
  for (const key of keys) {
    const [row] = await db
      .select({ id: jobRoles.id })
      .from(jobRoles)
      .where(
        and(
          eq(jobRoles.jobRole, key.jobRole),
          key.specialty === null ? isNull(jobRoles.specialty) : eq(jobRoles.specialty, key.specialty),
          key.subSpecialty === null
            ? isNull(jobRoles.subSpecialty)
            : eq(jobRoles.subSpecialty, key.subSpecialty),
        ),
      )
      .limit(1);
    if (!row)
      throw new Error(`the job-role catalogue has no ${Object.values(key).filter(Boolean).join(' / ')}`);
    ids.push(row.id);
  }
  return ids;
}

async function insurerIds(db: Database, providers: readonly string[]): Promise<number[]> {
  if (providers.length === 0) return [];
  const rows = await db
    .select({ id: insuranceAgreements.id })
    .from(insuranceAgreements)
    .where(
      and(
        inArray(insuranceAgreements.provider, [...providers]),
        eq(insuranceAgreements.policyName, 'Standard'),
      ),
    );
  return rows.map((row) => row.id);
}

async function findProfile(db: Database, email: string) {
  const [row] = await db
    .select({
      userProfileId: userProfiles.id,
      hasClinics: sql<boolean>`exists (select 1 from ${clinicianRoleProfiles} where ${clinicianRoleProfiles.userProfileId} = ${userProfiles.id})`,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** A clinician's clinics, insurers, contacts, settings and date of birth, unless they have clinics. */
async function seedClinicianRecords(db: Database, user: DemoUser) {
  const profile = await findProfile(db, user.email);
  if (!profile || profile.hasClinics || !user.clinics?.length) return;
  // The seeded postcode table answers: demo data never depends on an outside geocoder.
  const clinics = await geocodeClinics(db, { geocoderUrl: undefined }, user.clinics);
  const existingAgreementIds = await insurerIds(db, user.insurers ?? []);
  await db.transaction(async (tx) => {
    await insertClinicianRecords(tx, {
      userProfileId: profile.userProfileId,
      mainEmail: user.email,
      clinics,
      existingAgreementIds,
      newProviders: (user.typedInInsurers ?? []).map((provider) => ({ provider })),
      contacts: user.contacts ?? [],
    });
    if (user.dob) {
      await tx
        .update(userProfiles)
        .set({ dob: user.dob })
        .where(and(eq(userProfiles.id, profile.userProfileId), isNull(userProfiles.dob)));
    }
  });
}

/**
 * DEMO_DATA: verified clinicians of several job roles, one applicant awaiting approval and one
 * Staff user, all with DEMO_PASSWORD, and their patients and referrals (demo-patients.ts). Each
 * account is created only when its e-mail is unknown; a clinician without clinics (e.g. a start
 * interrupted half-way) gets them on the next start.
 */
export async function seedDemoData(db: Database, demo: ServerConfig['demo'], log: FastifyBaseLogger) {
  if (!demo.enabled) return;
  for (const user of demoUsers(demo.clinicianEmail)) {
    if (!(await findProfile(db, user.email))) {
      const created = await createAccount(db, {
        email: user.email,
        password: demo.password,
        title: user.title,
        firstName: user.firstName,
        lastName: user.lastName,
        isStaff: user.isStaff ?? false,
        groups: user.groups,
        jobRoleIds: await jobRoleIds(db, user.jobRoles ?? []),
        profile: {
          isVerified: user.isVerified,
          registrationNumber: user.registrationNumber ?? '',
          clinicianDescription: user.clinicianDescription ?? '',
        },
      });
      if (created) log.info({ email: user.email }, 'created a demo account');
    }
    await seedClinicianRecords(db, user);
  }
  await seedDemoPatients(db, demo.clinicianEmail, async (key) => (await jobRoleIds(db, [key]))[0]!);
  await seedDemoClinicians(db, demo, log);
  await seedDemoDelegates(db, demo, log);
  await seedDemoReferrals(db, demo.clinicianEmail, async (key) => (await jobRoleIds(db, [key]))[0]!);
  await seedDemoSignIns(db);
}
