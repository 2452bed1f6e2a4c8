import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import {
  AWAITING_APPROVAL_MESSAGE,
  GEOCODER_UNAVAILABLE_MESSAGE,
  POSTCODE_DIRECTORY_LIMITED_MESSAGE,
  VALIDATION_MESSAGES,
  isIsoDate,
  ukToday,
} from '@refnet/contracts/accounts';
import { PATIENT_MESSAGES, createPatientResponseSchema } from '@refnet/contracts/patients';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { addresses, insuranceAgreements } from '../src/db/schema.js';
import { PATIENT_API_MESSAGES } from '../src/modules/patients/messages.js';
import { ADMIN, danger, setUpTestApp, startApp } from './helpers/app.js';
import { createTestDelegate } from './helpers/clinicians.js';
import {
  encodeForm,
  multipartField,
  insurerId,
  newClinician,
  patientClient,
  patientRow,
  rowCounts,
  unreachableUrl,
  validPatient,
  type FormEncoding,
  type PatientFields,
} from './helpers/patients.js';

let app: RefnetApp;
let db: Database;
let handle: Parameters<typeof startApp>[0];
setUpTestApp((started) => ({ app, db, handle } = started));

const thisYear = new Date().getUTCFullYear();

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * On `today`, the latest date of birth of someone 18 (born 18 years ago to the day, or on 28 February
 * for a 29 February) and the day after it: someone still 17, whose 18th birthday is tomorrow.
 */
function eighteenthBirthdayBoundary(today: string) {
  const sameDay = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
  // 29 February 18 years ago did not exist: such a person was born on the 28th at the latest.
  const youngestAdult = isIsoDate(sameDay) ? sameDay : sameDay.replace(/-29$/, '-28');
  return { youngestAdult, oldestMinor: addDays(youngestAdult, 1) };
}

describe('POST /patient/create/', () => {
  for (const encoding of ['multipart', 'urlencoded', 'json'] as const satisfies FormEncoding[]) {
    test(`creates a self-payer from a ${encoding} form`, async () => {
      const clinician = await newClinician(app, db, `creates.${encoding}`);
      const response = await clinician.send('POST', '/patient/create/', validPatient(), encoding);
      assert.equal(response.statusCode, 200, response.body);
      const body = createPatientResponseSchema.parse(response.json());
      assert.deepEqual(body.message, { variant: 'success', message: PATIENT_MESSAGES.created });
      assert.equal(body.currentPatient.success, true);
      const { patient } = body.currentPatient;
      assert.deepEqual(
        {
          createdBy: patient.createdBy.id,
          title: patient.title,
          names: [patient.firstName, patient.lastName],
          patientReference: patient.patientReference,
          sex: patient.sex,
          dob: patient.dob,
          email: patient.primaryEmail,
          phone: patient.primaryPhoneNumber,
          isSelfPayer: patient.isSelfPayer,
          insurancePolicy: patient.insurancePolicy,
          consentGiven: patient.consentGiven,
          patientActive: patient.patientActive,
          displayType: patient.displayType,
          viewType: patient.viewType,
          detailsInImage: patient.detailsInImage,
          detailsImage: patient.detailsImage,
        },
        {
          createdBy: clinician.user.userProfileId,
          title: 'Mrs',
          names: ['Nora', 'Quillfeather'],
          patientReference: 'PX-77',
          sex: 'Female',
          dob: '1970-05-04',
          email: 'nora.quillfeather@mail.example',
          phone: '+447700900999',
          isSelfPayer: true,
          insurancePolicy: null,
          consentGiven: true,
          patientActive: true,
          displayType: 'Added',
          viewType: 'owner',
          detailsInImage: false,
          detailsImage: '',
        },
      );
      assert.deepEqual(
        { ...patient.address, id: 0 },
        {
          id: 0,
          addressType: 'patient',
          firstLine: '1 Quill Lane',
          city: 'London',
          postcode: 'SW1A 1AA',
          latitude: 51.501009,
          longitude: -0.141588,
        },
      );
      assert.ok(Math.abs(Date.parse(patient.consentGivenOn ?? '') - Date.now()) < 60_000);
      assert.ok([thisYear - 1970, thisYear - 1971].includes(patient.currentAge));

      const stored = await patientRow(db, patient.id);
      assert.equal(stored?.createdByUserProfileId, clinician.user.userProfileId);
      assert.equal(stored?.enteredByUserProfileId, clinician.user.userProfileId);
      assert.equal(stored?.addressId, patient.address.id);
    });
  }

  test('takes an insurer by id and derives isSelfPayer from it, whatever the client says', async () => {
    const clinician = await newClinician(app, db, 'insured');
    const bupa = await insurerId(db, 'Bupa');
    const response = await clinician.send(
      'POST',
      '/patient/create/',
      validPatient({ insuranceProviderId: String(bupa), isSelfPayer: 'true' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const { patient } = createPatientResponseSchema.parse(response.json()).currentPatient;
    assert.equal(patient.isSelfPayer, false);
    assert.equal(patient.insurancePolicy?.provider, 'Bupa');

    const selfPayer = await clinician.create({ insuranceProviderId: '0', isSelfPayer: 'false' });
    assert.equal(selfPayer.isSelfPayer, true);
    assert.equal(selfPayer.insurancePolicy, null);
  });

  test('accepts JSON with native types, and optional fields left empty', async () => {
    const clinician = await newClinician(app, db, 'native.json');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/patient/create/',
      headers: clinician.headers,
      payload: {
        ...validPatient({ patientReference: '', firstLine: '', city: '' }),
        insuranceProviderId: 0,
        consent: true,
        isSelfPayer: true,
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { patient } = createPatientResponseSchema.parse(response.json()).currentPatient;
    assert.deepEqual(
      [patient.patientReference, patient.address.firstLine, patient.address.city],
      ['', '', ''],
    );
  });

  const invalid: [string, PatientFields, string][] = [
    ['no title', { title: '' }, VALIDATION_MESSAGES.titleRequired],
    ['an unknown title', { title: 'Sir' }, VALIDATION_MESSAGES.titleRequired],
    ['no first name', { firstName: '   ' }, VALIDATION_MESSAGES.firstNameRequired],
    ['no last name', { lastName: '' }, VALIDATION_MESSAGES.lastNameRequired],
    ['no sex', { sex: '' }, PATIENT_MESSAGES.sexRequired],
    ['an unknown sex', { sex: 'Robot' }, PATIENT_MESSAGES.sexRequired],
    ['no date of birth', { dob: '' }, VALIDATION_MESSAGES.dobRequired],
    ['an impossible date of birth', { dob: '1990-02-30' }, VALIDATION_MESSAGES.dobNotADate],
    ['an impossible date of birth typed DD/MM/YYYY', { dob: '31/02/2000' }, VALIDATION_MESSAGES.dobNotADate],
    ['a date of birth that is no date', { dob: '1990' }, VALIDATION_MESSAGES.dobNotADate],
    ['the year 0000 as date of birth', { dob: '0000-01-01' }, VALIDATION_MESSAGES.dobNotADate],
    ['a date of birth in the future', { dob: '01/01/2999' }, VALIDATION_MESSAGES.dobInFuture],
    ['a date of birth tomorrow', { dob: addDays(ukToday(), 1) }, VALIDATION_MESSAGES.dobInFuture],
    ['a date of birth before 1900', { dob: '1899-12-31' }, PATIENT_MESSAGES.dobBefore1900],
    ['a patient under 18', { dob: `${thisYear - 17}-01-01` }, PATIENT_MESSAGES.under18],
    ['no e-mail', { primaryEmail: '' }, VALIDATION_MESSAGES.emailRequired],
    ['a malformed e-mail', { primaryEmail: 'nora.at.mail' }, VALIDATION_MESSAGES.emailInvalid],
    ['no phone number', { primaryPhoneNumber: '' }, PATIENT_MESSAGES.phoneRequired],
    [
      'a phone number without + or a leading 0',
      { primaryPhoneNumber: '7700 900999' },
      VALIDATION_MESSAGES.phoneInvalid,
    ],
    ['a UK phone number too short', { primaryPhoneNumber: '0207 946' }, VALIDATION_MESSAGES.phoneInvalid],
    ['a phone number of 6 digits', { primaryPhoneNumber: '+123 456' }, VALIDATION_MESSAGES.phoneInvalid],
    [
      'a phone number of 16 digits',
      { primaryPhoneNumber: '+1234567890123456' },
      VALIDATION_MESSAGES.phoneInvalid,
    ],
    ['no postcode', { postcode: ' ' }, VALIDATION_MESSAGES.postcodeRequired],
    ['a postcode not in the directory', { postcode: 'ZZ1 1ZZ' }, POSTCODE_DIRECTORY_LIMITED_MESSAGE],
    ['a malformed postcode', { postcode: 'HELLO' }, PATIENT_MESSAGES.addressNotFound],
    ['insurance not chosen (-1)', { insuranceProviderId: '-1' }, PATIENT_MESSAGES.insuranceRequired],
    ['an empty insurance choice', { insuranceProviderId: '' }, PATIENT_MESSAGES.insuranceRequired],
    ['a fractional insurance choice', { insuranceProviderId: '1.5' }, PATIENT_MESSAGES.insuranceRequired],
    ['a hexadecimal insurance choice', { insuranceProviderId: '0x1' }, PATIENT_MESSAGES.insuranceRequired],
    ['an exponent as insurance choice', { insuranceProviderId: '1e0' }, PATIENT_MESSAGES.insuranceRequired],
    ['a padded insurance choice', { insuranceProviderId: ' 1' }, PATIENT_MESSAGES.insuranceRequired],
    ['a NUL character in a name', { lastName: 'Quill\u0000feather' }, VALIDATION_MESSAGES.controlCharacters],
    [
      'a NUL character in an optional field',
      { patientReference: 'PX\u000077' },
      VALIDATION_MESSAGES.controlCharacters,
    ],
    ['an unknown insurer', { insuranceProviderId: '999999' }, PATIENT_MESSAGES.insurerUnknown],
    ['consent refused', { consent: 'false' }, PATIENT_MESSAGES.consentRequired],
  ];
  for (const [name, overrides, message] of invalid) {
    test(`refuses ${name} with its message and writes nothing`, async () => {
      const clinician = await newClinician(app, db, `refused.${name.replace(/\W+/g, '-')}`);
      const before = await rowCounts(db);
      const response = await clinician.send('POST', '/patient/create/', validPatient(overrides));
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), danger(message));
      assert.deepEqual(await rowCounts(db), before);
    });
  }

  test('takes a patient who is 18 today (UK date) and refuses one a day younger', async () => {
    const clinician = await newClinician(app, db, 'age.boundary');
    const { youngestAdult, oldestMinor } = eighteenthBirthdayBoundary(ukToday());
    assert.equal((await clinician.create({ dob: youngestAdult })).dob, youngestAdult);
    const before = await rowCounts(db);
    const refused = await clinician.send('POST', '/patient/create/', validPatient({ dob: oldestMinor }));
    assert.deepEqual([refused.statusCode, refused.json()], [400, danger(PATIENT_MESSAGES.under18)]);
    assert.deepEqual(await rowCounts(db), before);
  });

  test('takes only verified insurers', async () => {
    const clinician = await newClinician(app, db, 'unverified.choice');
    const [unverified] = await db
      .insert(insuranceAgreements)
      .values({ provider: 'Pending Provident', verified: false })
      .returning({ id: insuranceAgreements.id });
    const before = await rowCounts(db);
    const response = await clinician.send(
      'POST',
      '/patient/create/',
      validPatient({ insuranceProviderId: String(unverified!.id) }),
    );
    assert.deepEqual([response.statusCode, response.json()], [400, danger(PATIENT_MESSAGES.insurerUnknown)]);
    assert.deepEqual(await rowCounts(db), before);
  });

  test('a form that cannot be read is a 400 with a sentence, never a 500', async () => {
    const clinician = await newClinician(app, db, 'garbled');
    const { payload, contentType } = await encodeForm(validPatient(), 'multipart');
    const boundary = contentType.replace(/^.*boundary=/, '');
    const garbled: [string, string | Buffer, string][] = [
      ['a body cut short', (payload as Buffer).subarray(0, 200), contentType],
      ['no boundary', payload, 'multipart/form-data'],
      ['another boundary', payload, 'multipart/form-data; boundary=not-the-one'],
      ['no parts at all', 'hello', contentType],
      [
        'a field named after a prototype property',
        `${multipartField(boundary, 'constructor', 'x')}--${boundary}--\r\n`,
        contentType,
      ],
    ];
    const before = await rowCounts(db);
    for (const [name, body, type] of garbled) {
      const response = await clinician.createRaw(body, type);
      assert.deepEqual(
        [response.statusCode, response.json()],
        [400, danger(PATIENT_API_MESSAGES.formUnreadable)],
        name,
      );
    }
    assert.deepEqual(await rowCounts(db), before);
  });

  test('a field sent twice is refused with a sentence in every encoding, and nothing is written', async () => {
    const clinician = await newClinician(app, db, 'repeated.field');
    const before = await rowCounts(db);
    const { payload, contentType } = await encodeForm(validPatient(), 'multipart');
    const boundary = contentType.replace(/^.*boundary=/, '');
    const multipart = Buffer.concat([
      Buffer.from(multipartField(boundary, 'lastName', 'Smith')),
      payload as Buffer,
    ]);
    const urlencoded = `${new URLSearchParams(validPatient()).toString()}&lastName=Smith`;
    const json = JSON.stringify({ ...validPatient(), lastName: ['Jones', 'Smith'] });
    const bodies: [string, string | Buffer, string][] = [
      ['multipart', multipart, contentType],
      ['urlencoded', urlencoded, 'application/x-www-form-urlencoded'],
      ['json', json, 'application/json'],
    ];
    for (const [encoding, body, type] of bodies) {
      const response = await clinician.createRaw(body, type);
      assert.deepEqual(
        [response.statusCode, response.json()],
        [400, danger(PATIENT_API_MESSAGES.fieldRepeated)],
        encoding,
      );
    }
    assert.deepEqual(await rowCounts(db), before);
  });

  test('a multipart form with too many fields is refused with a sentence', async () => {
    const clinician = await newClinician(app, db, 'many.fields');
    const fields = validPatient();
    for (let extra = 1; extra <= 40; extra += 1) fields[`extra${extra}`] = 'x';
    const before = await rowCounts(db);
    const response = await clinician.send('POST', '/patient/create/', fields);
    assert.deepEqual(
      [response.statusCode, response.json()],
      [413, danger(PATIENT_API_MESSAGES.tooManyFields)],
    );
    assert.deepEqual(await rowCounts(db), before);
  });

  test('refuses a form without consent or insurance fields at all', async () => {
    const clinician = await newClinician(app, db, 'missing.fields');
    const { consent: _consent, ...withoutConsent } = validPatient();
    const noConsent = await clinician.send('POST', '/patient/create/', withoutConsent, 'urlencoded');
    assert.deepEqual(
      [noConsent.statusCode, noConsent.json()],
      [400, danger(PATIENT_MESSAGES.consentRequired)],
    );
    const { insuranceProviderId: _insurance, ...withoutInsurance } = validPatient();
    const noInsurance = await clinician.send('POST', '/patient/create/', withoutInsurance);
    assert.deepEqual(
      [noInsurance.statusCode, noInsurance.json()],
      [400, danger(PATIENT_MESSAGES.insuranceRequired)],
    );
  });

  test('answers with the first failing field, in the form’s order', async () => {
    const clinician = await newClinician(app, db, 'first.failure');
    const empty = await clinician.send('POST', '/patient/create/', {});
    assert.deepEqual([empty.statusCode, empty.json()], [400, danger(VALIDATION_MESSAGES.titleRequired)]);
    const twoWrong = await clinician.send(
      'POST',
      '/patient/create/',
      validPatient({ primaryPhoneNumber: '12', dob: `${thisYear - 10}-06-01` }),
    );
    assert.deepEqual(twoWrong.json(), danger(PATIENT_MESSAGES.under18));
  });

  test('accepts a phone number with spaces and trims and normalises what it stores', async () => {
    const clinician = await newClinician(app, db, 'normalises');
    const patient = await clinician.create({
      firstName: '  Ada ',
      primaryPhoneNumber: '+44 7700 900 123',
      postcode: ' m13 9wl ',
    });
    assert.equal(patient.firstName, 'Ada');
    assert.equal(patient.primaryPhoneNumber, '+447700900123');
    assert.equal(patient.address.postcode, 'M13 9WL');
  });

  test('takes "07700 900123" (the country defaulting to GB) and stores +447700900123', async () => {
    const clinician = await newClinician(app, db, 'uk.phone');
    for (const encoding of ['multipart', 'json'] as const) {
      const response = await clinician.send(
        'POST',
        '/patient/create/',
        validPatient({ primaryPhoneNumber: '07700 900123' }),
        encoding,
      );
      assert.equal(response.statusCode, 200, response.body);
      const { patient } = createPatientResponseSchema.parse(response.json()).currentPatient;
      assert.equal(patient.primaryPhoneNumber, '+447700900123');
      assert.equal((await patientRow(db, patient.id))?.primaryPhoneNumber, '+447700900123');
    }
  });

  test('takes a date of birth typed DD/MM/YYYY or D/M/YYYY and stores yyyy-mm-dd', async () => {
    const clinician = await newClinician(app, db, 'uk.dob');
    assert.equal((await clinician.create({ dob: '04/05/1970' })).dob, '1970-05-04');
    const patient = await clinician.create({ dob: '4/5/1970' });
    assert.equal(patient.dob, '1970-05-04');
    assert.equal((await patientRow(db, patient.id))?.dob, '1970-05-04');
  });

  test('refuses a file in the form and writes nothing', async () => {
    const clinician = await newClinician(app, db, 'sends.file');
    const before = await rowCounts(db);
    const response = await clinician.send('POST', '/patient/create/', validPatient(), 'multipart', {
      scan: new Blob(['%PDF-1.4']),
    });
    assert.deepEqual(
      [response.statusCode, response.json()],
      [400, danger(PATIENT_API_MESSAGES.filesNotAccepted)],
    );
    assert.deepEqual(await rowCounts(db), before);
  });

  test('a geocoder outage is a 502 with a clear message, and nothing is written', async () => {
    const clinician = await newClinician(app, db, 'outage');
    const offline = await startApp(handle, { GEOCODER_URL: await unreachableUrl() });
    try {
      const client = await patientClient(offline, clinician.user);
      const before = await rowCounts(db);
      // Not in the postcodes table, so the (unreachable) geocoder is asked.
      const response = await client.send('POST', '/patient/create/', validPatient({ postcode: 'E1 6AN' }));
      assert.deepEqual([response.statusCode, response.json()], [502, danger(GEOCODER_UNAVAILABLE_MESSAGE)]);
      assert.deepEqual(await rowCounts(db), before);
    } finally {
      await offline.close();
    }
  });

  test('other routes still take JSON only', async () => {
    const { payload, contentType } = await encodeForm({ email: 'someone@refnet.test' }, 'urlencoded');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/register/check-email/',
      headers: { 'content-type': contentType },
      payload,
    });
    assert.equal(response.statusCode, 400);
  });
});

describe('who may create a patient', () => {
  test('a visitor is refused as signed out, an applicant as awaiting approval, staff as not a clinician', async () => {
    const before = await rowCounts(db);
    const { payload, contentType } = await encodeForm(validPatient(), 'urlencoded');
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/v1/patient/create/',
      headers: { 'content-type': contentType },
      payload,
    });
    assert.deepEqual([visitor.statusCode, visitor.json()], [403, { detail: AUTH_DETAIL.missing }]);

    const applicant = await patientClient(app, {
      email: 'applicant@refnet.example',
      password: 'RefNet-demo-2026!',
      userId: 0,
      userProfileId: 0,
    });
    const pending = await applicant.send('POST', '/patient/create/', validPatient());
    assert.deepEqual([pending.statusCode, pending.json()], [403, danger(AWAITING_APPROVAL_MESSAGE)]);
    assert.equal((await applicant.call('GET', '/patient/list/')).statusCode, 403);

    const staff = await patientClient(app, { ...ADMIN, userId: 0, userProfileId: 0 });
    const refused = await staff.send('POST', '/patient/create/', validPatient());
    assert.deepEqual(
      [refused.statusCode, refused.json()],
      [403, danger(PATIENT_API_MESSAGES.cliniciansOnly)],
    );
    assert.deepEqual(await rowCounts(db), before);
  });

  test('a delegate adds patients for their clinician, who keeps them', async () => {
    const clinician = await newClinician(app, db, 'delegating');
    const delegateUser = await createTestDelegate(db, 'adds.for@refnet.test', clinician.user.userProfileId);
    const delegate = await patientClient(app, delegateUser);
    const patient = await delegate.create();
    assert.equal(patient.createdBy.id, clinician.user.userProfileId);
    const stored = await patientRow(db, patient.id);
    assert.equal(stored?.enteredByUserProfileId, delegateUser.userProfileId);
    const list = (await clinician.call('GET', '/patient/list/')).json<{ addedPatients: { id: number }[] }>();
    assert.deepEqual(
      list.addedPatients.map((row) => row.id),
      [patient.id],
    );
  });

  test('a delegate without create permission, or without an active link, is refused', async () => {
    const clinician = await newClinician(app, db, 'cautious');
    const noCreate = await patientClient(
      app,
      await createTestDelegate(db, 'no.create@refnet.test', clinician.user.userProfileId, {
        permissionCreateReferrals: false,
      }),
    );
    const unlinked = await patientClient(
      app,
      await createTestDelegate(db, 'unlinked@refnet.test', clinician.user.userProfileId, {
        isVerified: false,
      }),
    );
    const before = await rowCounts(db);
    const refused = await noCreate.send('POST', '/patient/create/', validPatient());
    assert.deepEqual([refused.statusCode, refused.json()], [403, danger(PATIENT_API_MESSAGES.cannotCreate)]);
    const orphan = await unlinked.send('POST', '/patient/create/', validPatient());
    assert.deepEqual(
      [orphan.statusCode, orphan.json()],
      [403, danger(PATIENT_API_MESSAGES.noActiveClinician)],
    );
    assert.deepEqual(await rowCounts(db), before);
  });

  test('the address row is the patient’s own', async () => {
    const clinician = await newClinician(app, db, 'own.address');
    const first = await clinician.create();
    const second = await clinician.create();
    assert.notEqual(first.address.id, second.address.id);
    const [row] = await db.select().from(addresses).where(eq(addresses.id, first.address.id));
    assert.equal(row?.addressType, 'patient');
  });
});
