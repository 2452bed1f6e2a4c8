import { describeJobRole, type NewClinic, type Title } from '@refnet/contracts/accounts';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import { createAccount } from '../../modules/accounts/create-account.js';
import {
  createDefaultNotificationSettings,
  geocodeClinics,
  insertClinicAndAddress,
  linkInsuranceAgreements,
  replaceReferralContacts,
  type GeocodedClinic,
} from '../../modules/profile/clinician-records.js';
import { hashPassword } from '../../security/passwords.js';
import type { Database } from '../database.js';
import {
  addresses,
  clinicianRoleProfiles,
  clinics,
  favouriteClinicians,
  insuranceAgreements,
  jobRoles,
  userProfiles,
  users,
} from '../schema.js';
import type { UK_INSURERS } from './insurers.js';

/** Every demo clinician's e-mail ends so: easy to tell apart from real accounts and from the named demo ones. */
export const DEMO_CLINICIAN_DOMAIN = 'demo.refnet.example';

function centre(centreName: string, clinicName: string, firstLine: string, city: string, postcode: string) {
  return { centreName, clinicName, address: { firstLine, city, postcode } };
}

/** Clinic buildings, each at a postcode of the seeded sample (data/uk-postcodes-sample.csv). */
const CENTRES = {
  liverpoolStreet: centre('Liverpool Street Medical Centre', '', '40 Bishopsgate', 'London', 'EC2M 7PY'),
  barts: centre("St Bartholomew's Hospital", 'Barts Heart Centre', 'West Smithfield', 'London', 'EC1A 7BE'),
  chelsea: centre(
    'Chelsea and Westminster Hospital',
    'Private Patients Unit',
    '369 Fulham Road',
    'London',
    'SW10 9NH',
  ),
  kings: centre("King's College Hospital", 'Private Outpatients', 'Denmark Hill', 'London', 'SE5 9RS'),
  lewisham: centre('Lewisham Wellbeing Centre', '', '210 Lewisham High Street', 'London', 'SE13 6LH'),
  paddington: centre('Paddington Physiotherapy Centre', '', '12 Praed Street', 'London', 'W2 1NY'),
  fulham: centre('Fulham Road Skin Clinic', '', '181 Fulham Road', 'London', 'SW3 6JJ'),
  royalFree: centre('Royal Free Hospital', 'Private Patients Wing', 'Pond Street', 'London', 'NW3 2QG'),
  archway: centre('Archway Psychology Rooms', '', '4 Magdala Avenue', 'London', 'N19 5NF'),
  royalLondon: centre('Royal London Hospital', 'Eye Clinic', 'Whitechapel Road', 'London', 'E1 1BB'),
  greatOrmondStreet: centre(
    'Great Ormond Street Hospital',
    'Private Care Outpatients',
    'Great Ormond Street',
    'London',
    'WC1N 3JH',
  ),
  hammersmith: centre('Hammersmith Hospital', 'Private Outpatients', 'Du Cane Road', 'London', 'W12 0HS'),
  stGeorges: centre("St George's Hospital", 'Courtyard Clinic', 'Blackshaw Road', 'London', 'SW17 0QT'),
  kingsCross: centre("King's Cross Sports Medicine", '', '1 Pancras Square', 'London', 'N1 9AL'),
  greenwich: centre('Greenwich Osteopathy', '', '18 Greenwich Church Street', 'London', 'SE10 9NF'),
  canaryWharf: centre('Canary Wharf Health Centre', '', '30 Churchill Place', 'London', 'E14 5AB'),
  wimpoleStreet: centre('Wimpole Street Consulting Rooms', '', '25 Wimpole Street', 'London', 'W1G 6BW'),
  lowerMarsh: centre('Lambeth Foot Clinic', '', '95 Lower Marsh', 'London', 'SE1 7EH'),
  manchester: centre(
    'Manchester Royal Infirmary',
    'Private Patients Suite',
    'Oxford Road',
    'Manchester',
    'M13 9WL',
  ),
  birmingham: centre(
    'Queen Elizabeth Hospital Birmingham',
    'Outpatients',
    'Mindelsohn Way',
    'Birmingham',
    'B15 2TH',
  ),
  leeds: centre('Leeds General Infirmary', 'Outpatients', 'Great George Street', 'Leeds', 'LS1 3EX'),
  oxford: centre('John Radcliffe Hospital', 'Oxford Eye Hospital', 'Headley Way', 'Oxford', 'OX3 9DU'),
  cambridge: centre("Addenbrooke's Hospital", 'Clinic 6', 'Hills Road', 'Cambridge', 'CB2 0QQ'),
  bristol: centre('Bristol Royal Infirmary', 'Outpatients', 'Upper Maudlin Street', 'Bristol', 'BS2 8HW'),
  edinburgh: centre('Little France Physiotherapy', '', '49 Little France Crescent', 'Edinburgh', 'EH16 4SA'),
  cardiff: centre('Heath Park Medical Centre', '', 'Heath Park Way', 'Cardiff', 'CF14 4XW'),
  belfast: centre('Royal Victoria Hospital', 'ENT Outpatients', '274 Grosvenor Road', 'Belfast', 'BT12 6BA'),
  glasgow: centre(
    'Queen Elizabeth University Hospital',
    'Outpatients',
    '1345 Govan Road',
    'Glasgow',
    'G51 4TF',
  ),
  newcastle: centre(
    'Royal Victoria Infirmary',
    'Pain Management Clinic',
    'Queen Victoria Road',
    'Newcastle upon Tyne',
    'NE1 4LP',
  ),
  liverpool: centre(
    'Royal Liverpool University Hospital',
    'Outpatients',
    'Prescot Street',
    'Liverpool',
    'L7 8XP',
  ),
} satisfies Record<string, NewClinic>;

type CentreKey = keyof typeof CENTRES;
type Insurer = (typeof UK_INSURERS)[number];

export interface DemoClinician {
  title: Title;
  firstName: string;
  lastName: string;
  /** A catalogue leaf as describeJobRole writes it: "Consultant – Orthopaedic Surgery – Hip". */
  jobRole: string;
  description: string;
  /** Clinicians naming the same centre share its clinic (one marker on the map). */
  centres: readonly CentreKey[];
  insurers: readonly Insurer[];
  phone?: string;
  /** Awaiting approval, or deactivated by themselves: neither is ever listed. */
  isVerified?: false;
  isDeactivated?: true;
  /** One of the demo clinician's (Dr Amelia Hart's) favourite clinicians. */
  isDemoFavourite?: true;
}

/** About 40 clinicians, most in London, across job roles and insurers; deterministic. */
export const DEMO_CLINICIANS: readonly DemoClinician[] = [
  {
    title: 'Dr',
    firstName: 'Oliver',
    lastName: 'Bennett',
    jobRole: 'General Practitioner',
    description: 'GP in the City: men’s health, travel medicine and health checks for busy professionals.',
    centres: ['liverpoolStreet'],
    insurers: ['Bupa', 'AXA Health', 'Aviva'],
    phone: '+44 20 7946 0101',
  },
  {
    title: 'Ms',
    firstName: 'Grace',
    lastName: 'Whitmore',
    jobRole: 'Nurse – Practice Nursing',
    description:
      'Practice nurse: vaccinations, wound care, cervical screening and long-term condition reviews.',
    centres: ['liverpoolStreet'],
    insurers: ['Bupa', 'Simplyhealth'],
  },
  {
    title: 'Mr',
    firstName: 'Ravi',
    lastName: 'Chandran',
    jobRole: 'Pharmacist – Independent Prescriber',
    description: 'Pharmacist prescriber running medication reviews and hypertension clinics.',
    centres: ['liverpoolStreet'],
    insurers: ['Bupa'],
  },
  {
    title: 'Dr',
    firstName: 'Charlotte',
    lastName: 'Davies',
    jobRole: 'Consultant Physician – Cardiology – Interventional Cardiology',
    description: 'Consultant cardiologist: chest pain, coronary angiography and stenting.',
    centres: ['barts', 'chelsea'],
    insurers: ['Bupa', 'AXA Health', 'Aviva', 'Vitality', 'Cigna Healthcare'],
    phone: '+44 20 7946 0102',
    isDemoFavourite: true,
  },
  {
    title: 'Dr',
    firstName: 'Samuel',
    lastName: 'Okonkwo',
    jobRole: 'Consultant Physician – Cardiology – Electrophysiology',
    description: 'Consultant electrophysiologist: palpitations, atrial fibrillation and ablation.',
    centres: ['barts'],
    insurers: ['Bupa', 'AXA Health'],
  },
  {
    title: 'Mr',
    firstName: 'Edward',
    lastName: 'Collins',
    jobRole: 'Consultant – Orthopaedic Surgery – Hip',
    description: 'Consultant orthopaedic surgeon: hip pain, hip arthroscopy and hip replacement.',
    centres: ['kings', 'lewisham'],
    insurers: ['Bupa', 'AXA Health', 'Aviva', 'WPA'],
    phone: '+44 20 7946 0103',
  },
  {
    title: 'Miss',
    firstName: 'Sophie',
    lastName: 'Turner',
    jobRole: 'Physiotherapist – Sports',
    description: 'Sports physiotherapist: running injuries, ACL rehabilitation and return to sport.',
    centres: ['paddington'],
    insurers: ['Bupa', 'Vitality', 'AXA Health'],
    isDemoFavourite: true,
  },
  {
    title: 'Mr',
    firstName: 'Daniel',
    lastName: 'Hughes',
    jobRole: 'Physiotherapist – MSK',
    description:
      'MSK physiotherapist: back and neck pain, shoulder problems and post-operative rehabilitation.',
    centres: ['paddington'],
    insurers: ['Bupa', 'Vitality', 'WPA'],
  },
  {
    title: 'Dr',
    firstName: 'Fatima',
    lastName: 'Hussain',
    jobRole: 'Consultant Physician – Dermatology',
    description: 'Consultant dermatologist: mole checks, acne, eczema and psoriasis.',
    centres: ['fulham'],
    insurers: ['Bupa', 'AXA Health', 'Aviva'],
    phone: '+44 20 7946 0104',
  },
  {
    title: 'Dr',
    firstName: 'Michael',
    lastName: "O'Brien",
    jobRole: 'Consultant Psychiatrist – General Adult Psychiatry',
    description: 'Consultant psychiatrist: depression, bipolar disorder and ADHD assessment in adults.',
    centres: ['royalFree'],
    insurers: ['AXA Health', 'Aviva', 'Cigna Healthcare'],
  },
  {
    title: 'Dr',
    firstName: 'Emily',
    lastName: 'Clarke',
    jobRole: 'Practitioner Psychologist – Counselling',
    description:
      'Counselling psychologist: anxiety, bereavement and work-related stress; face to face or online.',
    centres: ['archway'],
    insurers: ['AXA Health', 'Aviva', 'Vitality'],
    isDemoFavourite: true,
  },
  {
    title: 'Mr',
    firstName: 'Thomas',
    lastName: 'Wright',
    jobRole: 'Consultant – Ophthalmology – Cataract',
    description: 'Consultant ophthalmic surgeon: cataract surgery and lens replacement.',
    centres: ['royalLondon'],
    insurers: ['Bupa', 'AXA Health', 'Aviva', 'Simplyhealth'],
  },
  {
    title: 'Dr',
    firstName: 'Catherine',
    lastName: 'Hall',
    jobRole: 'Consultant – Paediatrics',
    description: 'Consultant paediatrician: allergies, asthma and growth concerns in children.',
    centres: ['greatOrmondStreet'],
    insurers: ['Bupa', 'AXA Health', 'Cigna Healthcare', 'Allianz Care'],
    phone: '+44 20 7946 0105',
  },
  {
    title: 'Dr',
    firstName: 'Arjun',
    lastName: 'Mehta',
    jobRole: 'Consultant Physician – Neurology',
    description: 'Consultant neurologist: headache, epilepsy and multiple sclerosis.',
    centres: ['hammersmith'],
    insurers: ['Bupa', 'AXA Health', 'Aviva'],
  },
  {
    title: 'Miss',
    firstName: 'Laura',
    lastName: 'Simmons',
    jobRole: 'Consultant – Obstetrics and Gynaecology',
    description: 'Consultant gynaecologist: heavy periods, endometriosis and menopause care.',
    centres: ['hammersmith'],
    insurers: ['Bupa', 'AXA Health'],
  },
  {
    title: 'Mr',
    firstName: 'Benjamin',
    lastName: 'Shaw',
    jobRole: 'Consultant – General Surgery – Colorectal',
    description: 'Consultant colorectal surgeon: hernia repair, haemorrhoids and bowel cancer surgery.',
    centres: ['stGeorges'],
    insurers: ['Bupa', 'AXA Health', 'Aviva', 'WPA'],
  },
  {
    title: 'Dr',
    firstName: 'Victoria',
    lastName: 'Knight',
    jobRole: 'Consultant Physician – Rheumatology',
    description: 'Consultant rheumatologist: inflammatory arthritis, lupus and osteoporosis.',
    centres: ['stGeorges'],
    insurers: ['Bupa', 'Vitality'],
  },
  {
    title: 'Dr',
    firstName: 'Jack',
    lastName: 'Robinson',
    jobRole: 'Consultant – Sport and Exercise Medicine',
    description: 'Sport and exercise medicine consultant: tendon problems, concussion and injection therapy.',
    centres: ['kingsCross'],
    insurers: ['Vitality', 'Bupa', 'AXA Health'],
    phone: '+44 20 7946 0106',
  },
  {
    title: 'Mr',
    firstName: 'Matthew',
    lastName: 'Evans',
    jobRole: 'Osteopath',
    description: 'Osteopath: back pain, sciatica and pregnancy-related pelvic pain.',
    centres: ['greenwich', 'lewisham'],
    insurers: ['Simplyhealth', 'Vitality', 'Benenden Health'],
  },
  {
    title: 'Ms',
    firstName: 'Zara',
    lastName: 'Ahmed',
    jobRole: 'Dietitian',
    description: 'Dietitian: irritable bowel syndrome, low-FODMAP diets and weight management.',
    centres: ['canaryWharf'],
    insurers: ['Bupa', 'Vitality'],
  },
  {
    title: 'Mr',
    firstName: 'Henry',
    lastName: 'Lawson',
    jobRole: 'Consultant – Plastic Surgery',
    description: 'Consultant plastic surgeon: skin cancer excision, scar revision and hand trauma.',
    centres: ['chelsea'],
    insurers: ['Bupa', 'AXA Health', 'Aviva'],
  },
  {
    title: 'Dr',
    firstName: 'Naomi',
    lastName: 'Fletcher',
    jobRole: 'Practitioner Psychologist – Clinical',
    description: 'Clinical psychologist waiting for the RefNet team to approve her account.',
    centres: ['wimpoleStreet'],
    insurers: ['AXA Health'],
    isVerified: false,
  },
  {
    title: 'Mr',
    firstName: 'Peter',
    lastName: 'Saunders',
    jobRole: 'Podiatrist',
    description: 'Podiatrist who has deactivated his account.',
    centres: ['lowerMarsh'],
    insurers: ['Simplyhealth'],
    isDeactivated: true,
  },
  {
    title: 'Dr',
    firstName: 'Sarah',
    lastName: 'Mitchell',
    jobRole: 'Consultant Physician – Rheumatology',
    description: 'Consultant rheumatologist: rheumatoid arthritis, gout and connective tissue disease.',
    centres: ['manchester', 'liverpool'],
    insurers: ['Bupa', 'AXA Health', 'Aviva', 'WPA'],
    phone: '+44 161 496 0107',
  },
  {
    title: 'Mr',
    firstName: 'Liam',
    lastName: 'Walsh',
    jobRole: 'Physiotherapist – Neurological',
    description: 'Neurological physiotherapist: stroke, Parkinson’s disease and balance problems.',
    centres: ['manchester'],
    insurers: ['Bupa', 'Vitality'],
  },
  {
    title: 'Dr',
    firstName: 'Harpreet',
    lastName: 'Kaur',
    jobRole: 'Consultant Physician – Gastroenterology',
    description: 'Consultant gastroenterologist: reflux, coeliac disease and endoscopy.',
    centres: ['birmingham'],
    insurers: ['Bupa', 'Aviva'],
    phone: '+44 121 496 0108',
  },
  {
    title: 'Mr',
    firstName: 'Andrew',
    lastName: 'Marshall',
    jobRole: 'Consultant – Orthopaedic Surgery – Knee',
    description:
      'Consultant knee surgeon: sports knee injuries, ligament reconstruction and knee replacement.',
    centres: ['birmingham'],
    insurers: ['Bupa', 'AXA Health', 'Aviva', 'WPA'],
  },
  {
    title: 'Dr',
    firstName: 'Joanna',
    lastName: 'Pearson',
    jobRole: 'Consultant Physician – Endocrinology',
    description: 'Consultant endocrinologist: thyroid disease, diabetes and adrenal disorders.',
    centres: ['leeds'],
    insurers: ['Bupa', 'AXA Health'],
  },
  {
    title: 'Mrs',
    firstName: 'Rebecca',
    lastName: 'Holt',
    jobRole: 'Speech and Language Therapist',
    description: 'Speech and language therapist: voice disorders and swallowing difficulties in adults.',
    centres: ['leeds'],
    insurers: ['Simplyhealth', 'Bupa'],
  },
  {
    title: 'Mr',
    firstName: 'David',
    lastName: 'Kerr',
    jobRole: 'Consultant – Ophthalmology – Glaucoma',
    description: 'Consultant ophthalmologist: glaucoma assessment, laser treatment and surgery.',
    centres: ['oxford'],
    insurers: ['Bupa', 'AXA Health', 'Aviva'],
  },
  {
    title: 'Ms',
    firstName: 'Alice',
    lastName: 'Thompson',
    jobRole: 'Physiotherapist – Respiratory',
    description:
      'Respiratory physiotherapist: breathing pattern disorders, bronchiectasis and chest clearance.',
    centres: ['cambridge'],
    insurers: ['Bupa', 'AXA Health', 'Vitality'],
  },
  {
    title: 'Mr',
    firstName: 'George',
    lastName: 'Palmer',
    jobRole: 'Consultant – Urology',
    description: 'Consultant urologist: prostate problems, kidney stones and vasectomy.',
    centres: ['bristol'],
    insurers: ['Bupa', 'AXA Health', 'Aviva', 'WPA'],
    phone: '+44 117 496 0109',
  },
  {
    title: 'Ms',
    firstName: 'Chloe',
    lastName: 'Barker',
    jobRole: 'Occupational Therapist',
    description: 'Occupational therapist: hand therapy, fatigue management and return to work.',
    centres: ['bristol'],
    insurers: ['Simplyhealth', 'Vitality'],
  },
  {
    title: 'Ms',
    firstName: 'Kirsty',
    lastName: 'Campbell',
    jobRole: 'Physiotherapist – MSK',
    description: 'MSK physiotherapist: sports injuries, back pain and acupuncture.',
    centres: ['edinburgh'],
    insurers: ['Bupa', 'AXA Health', 'Aviva'],
  },
  {
    title: 'Dr',
    firstName: 'Rhys',
    lastName: 'Morgan',
    jobRole: 'General Practitioner',
    description: 'Private GP: same-day appointments, health screening and minor surgery.',
    centres: ['cardiff'],
    insurers: ['Bupa', 'Aviva'],
    phone: '+44 29 2018 0110',
  },
  {
    title: 'Mr',
    firstName: 'Ciaran',
    lastName: 'Byrne',
    jobRole: 'Consultant – Ear, Nose and Throat',
    description: 'Consultant ENT surgeon: sinus disease, hearing loss and tonsillectomy.',
    centres: ['belfast'],
    insurers: ['Bupa', 'AXA Health'],
  },
  {
    title: 'Dr',
    firstName: 'Iain',
    lastName: 'MacDonald',
    jobRole: 'Consultant Psychiatrist – Child and Adolescent Psychiatry',
    description: 'Consultant child and adolescent psychiatrist: ADHD, autism and anxiety in young people.',
    centres: ['glasgow'],
    insurers: ['AXA Health', 'Aviva'],
  },
  {
    title: 'Dr',
    firstName: 'Morag',
    lastName: 'Stewart',
    jobRole: 'Practitioner Psychologist – Health',
    description: 'Health psychologist: adjusting to long-term illness, pain and weight management.',
    centres: ['glasgow'],
    insurers: ['AXA Health', 'Vitality'],
  },
  {
    title: 'Dr',
    firstName: 'Paul',
    lastName: 'Robson',
    jobRole: 'Consultant – Pain Medicine',
    description: 'Consultant in pain medicine: spinal injections, nerve blocks and pain management.',
    centres: ['newcastle'],
    insurers: ['Bupa', 'AXA Health', 'Aviva'],
  },
  {
    title: 'Ms',
    firstName: 'Siobhan',
    lastName: 'Kelly',
    jobRole: 'Podiatrist',
    description: 'Podiatrist: diabetic foot care, heel pain and custom orthotics.',
    centres: ['liverpool'],
    insurers: ['Simplyhealth', 'Benenden Health'],
  },
];

const localPart = ({ firstName, lastName }: DemoClinician) =>
  `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');

export const demoClinicianEmail = (clinician: DemoClinician) =>
  `${localPart(clinician)}@${DEMO_CLINICIAN_DOMAIN}`;

/** A plausible, fixed date of birth from the clinician's place in the list (no randomness). */
const dateOfBirth = (index: number) =>
  `${1962 + ((index * 7) % 28)}-${String(1 + ((index * 5) % 12)).padStart(2, '0')}-${String(1 + ((index * 11) % 28)).padStart(2, '0')}`;

/** A fixed registration number in the style of the clinician's regulator. */
const registrationNumber = (registrationBody: string, index: number) =>
  registrationBody === 'GMC'
    ? String(6_100_000 + index * 7_919)
    : `${registrationBody}${40_100 + index * 613}`;

async function jobRolesByDescription(db: Database) {
  const rows = await db.select().from(jobRoles);
  return new Map(rows.map((row) => [describeJobRole(row), row]));
}

/** The Standard policy of each seeded insurer: id by provider name. */
async function standardInsurerIds(db: Database) {
  const rows = await db
    .select({ id: insuranceAgreements.id, provider: insuranceAgreements.provider })
    .from(insuranceAgreements)
    .where(eq(insuranceAgreements.policyName, 'Standard'));
  const ids = new Map(rows.map((row) => [row.provider, row.id]));
  return (provider: string) => {
    const id = ids.get(provider);
    if (id === undefined) throw new Error(`the seeded insurers have no ${provider}`);
    return id;
  };
}

async function userProfileIdOf(db: Database, email: string) {
  const [row] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(users.email, email));
  return row?.id;
}

/** The clinic a demo clinician already made for this centre (clinicians of one centre share it). */
async function findDemoClinic(tx: Database, located: GeocodedClinic) {
  const [row] = await tx
    .select({ id: clinics.id })
    .from(clinics)
    .innerJoin(addresses, eq(addresses.id, clinics.addressId))
    .innerJoin(clinicianRoleProfiles, eq(clinicianRoleProfiles.clinicId, clinics.id))
    .innerJoin(userProfiles, eq(userProfiles.id, clinicianRoleProfiles.userProfileId))
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(
      and(
        eq(clinics.centreName, located.centreName),
        eq(clinics.clinicName, located.clinicName),
        eq(addresses.postcode, located.postcode),
        like(users.email, `%@${DEMO_CLINICIAN_DOMAIN}`),
      ),
    )
    .limit(1);
  return row?.id;
}

interface SeedingContext {
  locatedCentres: ReadonlyMap<CentreKey, GeocodedClinic>;
  insurerId: (provider: string) => number;
  /** The demo clinician (Dr Amelia Hart), who keeps the favourites; undefined if absent. */
  keeperProfileId: number | undefined;
}

/** A new demo clinician's clinics (shared per centre), insurers, contacts, settings, flags and favourite row. */
async function insertDemoClinicianRecords(
  tx: Database,
  userProfileId: number,
  clinician: DemoClinician,
  context: SeedingContext,
) {
  const agreementIds = clinician.insurers.map(context.insurerId);
  for (const key of clinician.centres) {
    const clinic = context.locatedCentres.get(key)!;
    const clinicId =
      (await findDemoClinic(tx, clinic)) ?? (await insertClinicAndAddress(tx, clinic)).clinicId;
    const [crp] = await tx
      .insert(clinicianRoleProfiles)
      .values({ userProfileId, clinicId })
      .returning({ id: clinicianRoleProfiles.id });
    await linkInsuranceAgreements(tx, crp!.id, agreementIds);
  }
  await replaceReferralContacts(tx, userProfileId, demoClinicianEmail(clinician), [
    { type: 'email', email: `referrals.${localPart(clinician)}@${DEMO_CLINICIAN_DOMAIN}` },
    ...(clinician.phone ? [{ type: 'phoneNumber' as const, phoneNumber: clinician.phone }] : []),
  ]);
  await createDefaultNotificationSettings(tx, userProfileId);
  if (clinician.isDeactivated) {
    await tx.update(userProfiles).set({ isDeactivated: true }).where(eq(userProfiles.id, userProfileId));
  }
  if (clinician.isDemoFavourite && context.keeperProfileId !== undefined) {
    await tx
      .insert(favouriteClinicians)
      .values({ userProfileId: context.keeperProfileId, favouriteUserProfileId: userProfileId })
      .onConflictDoNothing();
  }
}

/** The demo clinicians whose e-mail is unknown yet, with their place in DEMO_CLINICIANS. */
async function missingDemoClinicians(db: Database) {
  const existing = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, DEMO_CLINICIANS.map(demoClinicianEmail)))
    ).map((row) => row.email),
  );
  return DEMO_CLINICIANS.map((clinician, index) => ({ clinician, index })).filter(
    ({ clinician }) => !existing.has(demoClinicianEmail(clinician)),
  );
}

/** Where each centre is, from the seeded postcode table: demo data never depends on an outside geocoder. */
async function locateCentres(db: Database, keys: readonly CentreKey[]) {
  const located = await geocodeClinics(
    db,
    { geocoderUrl: undefined },
    keys.map((key) => CENTRES[key]),
  );
  return new Map(keys.map((key, position) => [key, located[position]!]));
}

/**
 * DEMO_DATA: DEMO_CLINICIANS with DEMO_PASSWORD, so the clinician map has something to show, and three of
 * them as the demo clinician's favourites. Each clinician is created with all their rows in one
 * transaction, only when their e-mail is unknown: a restart adds nothing (and costs one query).
 */
export async function seedDemoClinicians(db: Database, demo: ServerConfig['demo'], log: FastifyBaseLogger) {
  const missing = await missingDemoClinicians(db);
  if (missing.length === 0) return;

  const passwordHash = await hashPassword(demo.password); // argon2 is slow: once for all of them
  const roles = await jobRolesByDescription(db);
  const context: SeedingContext = {
    locatedCentres: await locateCentres(db, [
      ...new Set(missing.flatMap(({ clinician }) => clinician.centres)),
    ]),
    insurerId: await standardInsurerIds(db),
    keeperProfileId: await userProfileIdOf(db, demo.clinicianEmail),
  };
  for (const { clinician, index } of missing) {
    const role = roles.get(clinician.jobRole);
    if (!role) throw new Error(`the job-role catalogue has no ${clinician.jobRole}`);
    await createAccount(
      db,
      {
        email: demoClinicianEmail(clinician),
        password: demo.password,
        passwordHash,
        title: clinician.title,
        firstName: clinician.firstName,
        lastName: clinician.lastName,
        groups: ['Clinician'],
        jobRoleIds: [role.id],
        profile: {
          isVerified: clinician.isVerified ?? true,
          registrationNumber: registrationNumber(role.registrationBody, index),
          clinicianDescription: clinician.description,
          dob: dateOfBirth(index),
        },
      },
      (tx, { userProfileId }) => insertDemoClinicianRecords(tx, userProfileId, clinician, context),
    );
  }
  log.info({ count: missing.length }, 'created demo clinicians');
}
