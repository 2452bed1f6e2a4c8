import type { DemoPatient } from './demo-patients.js';

const PHYSIO = 'physio@refnet.example';
const ORTHOPAEDICS = 'orthopaedics@refnet.example';
const DERMATOLOGY = 'dermatology@refnet.example';
const PSYCHOLOGY = 'psychology@refnet.example';

/**
 * Patients the four other demo clinicians keep and refer to one another (never to or from the demo
 * clinician, whose lists stay as they are), so each of them has patients in every group too:
 * - James Okafor (physio): Added Harriet Coombes; Received Fiona MacLeod; Accepted Ewan Campbell;
 *   Completed Marcus Bell;
 * - Priya Raman (orthopaedics): Added Owen Llewellyn; Received Ryan Fletcher; Accepted Chloe
 *   Barrington; Completed Janet Pearce;
 * - Hannah Lewis (dermatology): Added Lucy Brennan; Received Andrew Kerr; Accepted Patricia Young;
 *   Completed Rajesh Menon;
 * - Tom Fraser (psychology): Added Callum Reid; Received Sophie Clarke; Accepted Nadia Kowalski;
 *   Completed Graham Whitaker (did not attend).
 * Each of them has referred patients (Referred) among these and the demo clinician's own.
 */
export const COLLEAGUE_PATIENTS: readonly DemoPatient[] = [
  {
    owner: DERMATOLOGY,
    title: 'Mrs',
    firstName: 'Lucy',
    lastName: 'Brennan',
    sex: 'Female',
    dob: '1964-02-08',
    email: 'lucy.brennan@mail.example',
    phone: '+44 7700 900115',
    firstLine: '18 Wilmslow Road',
    city: 'Manchester',
    postcode: 'M13 9WL',
    insurer: 'Simplyhealth',
    addedDaysAgo: 6,
  },
  {
    owner: PSYCHOLOGY,
    title: 'Mr',
    firstName: 'Callum',
    lastName: 'Reid',
    sex: 'Male',
    dob: '1991-08-14',
    email: 'callum.reid@mail.example',
    phone: '+44 7700 900116',
    firstLine: '7 Old Dalkeith Road',
    city: 'Edinburgh',
    postcode: 'EH16 4SA',
    insurer: 'Aviva',
    addedDaysAgo: 3,
  },
  {
    owner: PHYSIO,
    title: 'Ms',
    firstName: 'Nadia',
    lastName: 'Kowalski',
    sex: 'Female',
    dob: '1987-03-22',
    email: 'nadia.kowalski@mail.example',
    phone: '+44 7700 900117',
    firstLine: '33 Kennington Road',
    city: 'London',
    postcode: 'SE1 7EH',
    insurer: 'Vitality',
    addedDaysAgo: 25,
    referrals: [
      {
        to: PSYCHOLOGY,
        status: 'ACCEPTED',
        sentAfterDays: 4,
        mainDescription:
          'Low back pain for over a year with fear of movement and poor sleep; progress in physiotherapy has stalled. Please offer CBT for chronic pain; she is happy to be seen remotely.',
        history:
          'Non-specific low back pain, imaging normal. Tampa Scale of Kinesiophobia 48. Ten sessions of physiotherapy completed. No red flags. Stopped sertraline last year.',
      },
    ],
  },
  {
    owner: ORTHOPAEDICS,
    title: 'Mr',
    firstName: 'Graham',
    lastName: 'Whitaker',
    sex: 'Male',
    dob: '1958-12-01',
    email: 'graham.whitaker@mail.example',
    phone: '+44 7700 900118',
    firstLine: '4 Highgate Hill',
    city: 'London',
    postcode: 'N19 5NF',
    insurer: 'Bupa',
    addedDaysAgo: 70,
    referrals: [
      {
        to: PSYCHOLOGY,
        status: 'DNA',
        sentAfterDays: 3,
        mainDescription:
          'Persistent pain and low mood six months after a left total knee replacement despite a good functional result. Please assess for a pain management approach before any further surgery is considered.',
        history:
          'Uncomplicated left knee replacement; X-rays satisfactory, no sign of infection. Oxford Knee Score 28. Retired engineer, lives with his wife. Prefers remote sessions.',
      },
    ],
  },
  {
    owner: DERMATOLOGY,
    title: 'Ms',
    firstName: 'Sophie',
    lastName: 'Clarke',
    sex: 'Female',
    dob: '1996-05-19',
    email: 'sophie.clarke@mail.example',
    phone: '+44 7700 900119',
    firstLine: '12 Great George Street',
    city: 'Leeds',
    postcode: 'LS1 3EX',
    insurer: 'Bupa',
    addedDaysAgo: 8,
    referrals: [
      {
        to: PSYCHOLOGY,
        status: 'PENDING',
        sentAfterDays: 2,
        mainDescription:
          'Acne scarring on the face with social anxiety that is keeping her away from work. Please assess and offer psychological support alongside her dermatology treatment.',
        history:
          'Isotretinoin course completed last year. PHQ-9 score 11, GAD-7 score 15. No self-harm. Happy to be seen remotely.',
      },
    ],
  },
  {
    owner: PSYCHOLOGY,
    title: 'Mr',
    firstName: 'Ewan',
    lastName: 'Campbell',
    sex: 'Male',
    dob: '1980-07-07',
    email: 'ewan.campbell@mail.example',
    phone: '+44 7700 900120',
    firstLine: '1345 Govan Road',
    city: 'Glasgow',
    postcode: 'G51 4TF',
    insurer: 'AXA Health',
    addedDaysAgo: 30,
    referrals: [
      {
        to: PHYSIO,
        status: 'ACCEPTED',
        sentAfterDays: 5,
        mainDescription:
          'Neck and shoulder pain linked to work stress, mood improving with CBT. Please assess and offer a graded exercise programme; he is in London for work every week.',
        history:
          'No trauma, no neurological symptoms. Desk-based role with long hours. Four of eight CBT sessions completed. Takes ibuprofen now and then.',
      },
    ],
  },
  {
    owner: PHYSIO,
    title: 'Mr',
    firstName: 'Ryan',
    lastName: 'Fletcher',
    sex: 'Male',
    dob: '1993-09-30',
    email: 'ryan.fletcher@mail.example',
    phone: '+44 7700 900121',
    firstLine: '40 Lewisham High Street',
    city: 'London',
    postcode: 'SE13 6LH',
    insurer: 'WPA',
    addedDaysAgo: 10,
    referrals: [
      {
        to: ORTHOPAEDICS,
        status: 'PENDING',
        sentAfterDays: 6,
        mainDescription:
          'Left knee giving way when playing football, with a positive Lachman test, no better after six weeks of physiotherapy. Please assess for an ACL reconstruction.',
        history:
          'Non-contact twisting injury three months ago with immediate swelling. Quadriceps strength now good. Plays semi-professional football. No previous knee surgery.',
      },
    ],
  },
  {
    owner: PHYSIO,
    title: 'Mrs',
    firstName: 'Janet',
    lastName: 'Pearce',
    sex: 'Female',
    dob: '1955-04-03',
    email: 'janet.pearce@mail.example',
    phone: '+44 7700 900122',
    firstLine: '61 Blackshaw Road',
    city: 'London',
    postcode: 'SW17 0QT',
    insurer: 'Bupa',
    addedDaysAgo: 45,
    referrals: [
      {
        to: ORTHOPAEDICS,
        status: 'BOOKED',
        sentAfterDays: 2,
        mainDescription:
          'Right knee osteoarthritis with night pain and a walking distance under 500 metres despite three months of physiotherapy. Please consider a total knee replacement.',
        history:
          'X-ray shows bone-on-bone medial compartment narrowing. BMI 27. Hypertension, well controlled. Independent, lives with her husband.',
      },
    ],
  },
  {
    owner: ORTHOPAEDICS,
    title: 'Mr',
    firstName: 'Marcus',
    lastName: 'Bell',
    sex: 'Male',
    dob: '1984-11-12',
    email: 'marcus.bell@mail.example',
    phone: '+44 7700 900123',
    firstLine: '150 Du Cane Road',
    city: 'London',
    postcode: 'W12 0HS',
    insurer: 'Vitality',
    addedDaysAgo: 55,
    referrals: [
      {
        to: PHYSIO,
        status: 'BOOKED',
        sentAfterDays: 14,
        mainDescription:
          'Two weeks after a right ACL reconstruction with a hamstring graft. Please take over his rehabilitation following our accelerated protocol.',
        history:
          'Uncomplicated arthroscopic reconstruction, menisci intact. Full weight bearing in a brace. Hopes to return to skiing next season.',
      },
    ],
  },
  {
    owner: ORTHOPAEDICS,
    title: 'Mrs',
    firstName: 'Patricia',
    lastName: 'Young',
    sex: 'Female',
    dob: '1949-06-16',
    email: 'patricia.young@mail.example',
    phone: '+44 7700 900124',
    firstLine: '369 Fulham Road',
    city: 'London',
    postcode: 'SW10 9NH',
    insurer: 'Cigna Healthcare',
    addedDaysAgo: 20,
    referrals: [
      {
        to: DERMATOLOGY,
        status: 'ACCEPTED',
        sentAfterDays: 1,
        mainDescription:
          'A scaly lesion on the left shin that bleeds easily, noticed at her pre-operative assessment for a hip replacement. Please assess before we list her for surgery.',
        history:
          'Present for about five months and slowly growing. Fair skin; lived in Spain for many years. Takes alendronate. Hip surgery planned once this has been dealt with.',
      },
    ],
  },
  {
    owner: PHYSIO,
    title: 'Mr',
    firstName: 'Andrew',
    lastName: 'Kerr',
    sex: 'Male',
    dob: '1972-01-29',
    email: 'andrew.kerr@mail.example',
    phone: '+44 7700 900125',
    firstLine: '12 Liverpool Street',
    city: 'London',
    postcode: 'EC2M 7PY',
    insurer: 'Bupa',
    addedDaysAgo: 4,
    referrals: [
      {
        to: DERMATOLOGY,
        status: 'PENDING',
        sentAfterDays: 1,
        mainDescription:
          'An irregular mole between the shoulder blades that seems to be changing, noticed during treatment for neck pain. Please assess.',
        history:
          'He had not noticed it; his wife thinks it appeared this year. No personal or family history of skin cancer. Otherwise fit and well.',
      },
    ],
  },
];
