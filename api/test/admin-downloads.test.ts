import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ukToday } from '@refnet/contracts/accounts';
import {
  ADMIN_DOWNLOADS,
  XLSX_CONTENT_TYPE,
  adminDownloadFileName,
  pxRef,
  type AdminDownloadKind,
} from '@refnet/contracts/admin';
import { eq, sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { addresses, insuranceAgreements, patients, userProfiles } from '../src/db/schema.js';
import { MESSAGES } from '../src/http/messages.js';
import { STAFF, auditRows, readWorkbook, type SheetContent } from './helpers/admin.js';
import { ADMIN, authorization, danger, setUpTestApp, tokenFor } from './helpers/app.js';
import { createTestUser, signIn, userIdOf, type Caller, type TestUser } from './helpers/clinicians.js';
import { patientClient } from './helpers/patients.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const USER = [
  'ID',
  'Name',
  'Email',
  'Staff',
  'Verified',
  'Email verified',
  'Job role',
  'Registration',
  'Account created',
];
const ROLE_PROFILE = [
  'ID',
  'Name',
  'Email',
  'Role',
  'Centre',
  'Address',
  'Registration',
  'Verified',
  'Deactivated',
  'Account created',
];
const OPEN_REFERRAL = ['ID', 'Created on', 'Patient ID', 'Job role', 'Referrer', 'Referrer job title'];
const REFERRAL = [...OPEN_REFERRAL, 'Target clinician', 'Target clinician job title'];
const INSURER = ['ID', 'Insurer', 'Policy'];

/** Each download: its list, and per sheet (in tab order) the list group it holds and its header. */
const EXPECTED: Record<AdminDownloadKind, { list: string; sheets: [string, string, string[]][] }> = {
  users: {
    list: '/admin/user-profiles/',
    sheets: [
      ['Users', 'users', USER],
      ['Unverified Users', 'unverified', USER],
      ['Deactivated Users', 'deactivated', USER],
      ['Operations Users', 'operations', USER],
    ],
  },
  crps: {
    list: '/admin/clinician-role-profiles/',
    sheets: [
      ['Staff', 'staff', ['ID', 'Name', 'Email', 'Site Admin']],
      ['Clinicians', 'clinicians', ROLE_PROFILE],
      ['Unverified', 'unverified', ROLE_PROFILE],
      ['Delegates', 'delegates', ['ID', 'Name', 'Email', 'Acts for', 'Active']],
      ['Deactivated', 'deactivated', ROLE_PROFILE],
    ],
  },
  patients: {
    list: '/admin/patients/',
    sheets: [['Patients', 'patients', ['ID', 'Px Ref', 'Insurer', 'Policy', 'Created by', 'Created on']]],
  },
  referrals: {
    list: '/admin/referrals/',
    sheets: [
      ['Open', 'open', OPEN_REFERRAL],
      ['Pending', 'pending', REFERRAL],
      ['Accepted', 'accepted', REFERRAL],
      ['Booked', 'booked', REFERRAL],
      ['DNA', 'dna', REFERRAL],
    ],
  },
  insurers: {
    list: '/admin/insurance-agreements/',
    sheets: [
      ['Unverified Insurers', 'unverified', INSURER],
      ['Verified Insurers', 'verified', INSURER],
    ],
  },
};

const KINDS = Object.keys(ADMIN_DOWNLOADS) as AdminDownloadKind[];
const UK_TIME = /^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/;

let staff: Caller;
let keeper: TestUser;

async function download(caller: Caller, kind: AdminDownloadKind) {
  const response = await caller('GET', ADMIN_DOWNLOADS[kind].apiPath);
  assert.equal(response.statusCode, 200, response.body);
  return { response, sheets: await readWorkbook(response.rawPayload) };
}

const column = (sheet: SheetContent, header: string) => {
  const index = sheet.header.indexOf(header);
  assert.ok(index >= 0, `${sheet.name} has no ${header} column`);
  return sheet.rows.map((row) => row[index]);
};

const sheetText = (sheets: SheetContent[]) =>
  sheets.flatMap((sheet) => [...sheet.header, ...sheet.rows.flat()]).join('\n');

// Inside a describe: its before hook runs once the app of setUpTestApp has started.
describe('the staff downloads', () => {
  before(async () => {
    staff = await signIn(app, STAFF);
    keeper = await createTestUser(db, { email: 'downloads.keeper@refnet.test', postcodes: ['SW1A 1AA'] });
    await (await patientClient(app, keeper)).create();
  });

  for (const kind of KINDS) {
    test(`${kind}: a dated .xlsx with the list's rows, one sheet per tab, a header row each`, async () => {
      const { response, sheets } = await download(staff, kind);
      assert.equal(response.headers['content-type'], XLSX_CONTENT_TYPE);
      assert.equal(
        response.headers['content-disposition'],
        `attachment; filename="${adminDownloadFileName(kind, ukToday())}"`,
      );
      assert.equal(response.headers['cache-control'], 'no-store');

      const list = (await staff('GET', EXPECTED[kind].list)).json<Record<string, { id: number }[]>>();
      assert.deepEqual(
        sheets.map((sheet) => sheet.name),
        EXPECTED[kind].sheets.map(([name]) => name),
      );
      for (const [index, [name, group, header]] of EXPECTED[kind].sheets.entries()) {
        const sheet = sheets[index]!;
        assert.deepEqual(sheet.header, header, name);
        assert.deepEqual(
          column(sheet, 'ID'),
          list[group]!.map((row) => row.id),
          `${name}: the ${group} rows`,
        );
      }
      assert.ok(sheets.some((sheet) => sheet.rows.length > 0));
    });
  }

  test('cells read as a person would: names, yes/no, UK times, Px Ref as on the screen', async () => {
    const users = (await download(staff, 'users')).sheets;
    const operations = users.find((sheet) => sheet.name === 'Operations Users')!;
    const admin = operations.rows.find((row) => row[2] === ADMIN.email)!;
    assert.deepEqual(admin.slice(1, 5), ['RefNet Administrator', ADMIN.email, 'Yes', 'Yes']);
    assert.match(String(admin[8]), UK_TIME);

    const referrals = (await download(staff, 'referrals')).sheets;
    const pending = referrals.find((sheet) => sheet.name === 'Pending')!;
    assert.ok(column(pending, 'Created on').every((value) => UK_TIME.test(String(value))));
    assert.ok(column(pending, 'Target clinician').every((value) => String(value).length > 0));

    const [patientSheet] = (await download(staff, 'patients')).sheets;
    const listed = (await staff('GET', '/admin/patients/')).json<{
      patients: { currentAge: number; sex: string }[];
    }>();
    assert.deepEqual(
      column(patientSheet!, 'Px Ref'),
      listed.patients.map((patient) => pxRef(patient.currentAge, patient.sex)),
    );
    assert.ok(column(patientSheet!, 'Px Ref').every((value) => /^\d+[A-Z]$/.test(String(value))));
  });

  test('the patients spreadsheet, like the list, holds no name, e-mail, phone, reference or address', async () => {
    const { sheets } = await download(staff, 'patients');
    const text = sheetText(sheets);
    const stored = await db
      .select({ patient: patients, firstLine: addresses.firstLine })
      .from(patients)
      .innerJoin(addresses, sql`${addresses.id} = ${patients.addressId}`);
    assert.ok(stored.some(({ patient }) => patient.lastName === 'Quillfeather'));
    for (const { patient, firstLine } of stored) {
      const secrets = [
        patient.lastName,
        patient.primaryEmail,
        patient.primaryPhoneNumber,
        patient.patientReference,
        patient.dob,
        firstLine,
      ];
      for (const value of secrets.filter(Boolean)) {
        assert.ok(!text.includes(value), `the spreadsheet shows patient ${patient.id}'s ${value}`);
      }
    }
  });

  test('text a spreadsheet would run as a formula is written after an apostrophe; numbers stay numbers', async () => {
    // Straight into the database: the API trims names (the tab would go) and a title would lead the cell.
    const FORMULAS = ['=HYPERLINK("http://evil.example","x")', '+cmd', '-2+3', '@SUM(A1)', '\tx'];
    const names = new Map(
      [...FORMULAS, 'Plain Name'].map((name, index) => [`formula.${index}@refnet.test`, name]),
    );
    for (const [email, firstName] of names) {
      const user = await createTestUser(db, { email });
      await db
        .update(userProfiles)
        .set({ title: '', firstName, lastName: '' })
        .where(eq(userProfiles.id, user.userProfileId));
    }
    await db.insert(insuranceAgreements).values({ provider: '+44 20 7946 0000', policyName: '-' });

    const [users] = (await download(staff, 'users')).sheets;
    const written = new Map(users!.rows.map((row) => [row[2], row]));
    for (const [email, name] of names) {
      const [id, cell] = written.get(email)!;
      assert.equal(cell, FORMULAS.includes(name) ? `'${name}` : name);
      assert.equal(typeof id, 'number');
    }
    const [unverified] = (await download(staff, 'insurers')).sheets;
    const insurer = unverified!.rows.find((row) => row[1] === "'+44 20 7946 0000");
    assert.deepEqual(insurer?.slice(2), ["'-"]);
  });

  test('every download is in the audit log: who, which list, how many rows', async () => {
    const admin = await signIn(app, ADMIN);
    const before = (await auditRows(db)).length;
    const { sheets } = await download(admin, 'referrals');
    const rows = await auditRows(db);
    assert.equal(rows.length, before + 1);
    const [row] = rows.slice(-1);
    assert.deepEqual(
      [row?.actorUserId, row?.action, row?.targetType, row?.targetId, row?.detail],
      [
        await userIdOf(db, ADMIN.email),
        'download',
        'list',
        null,
        { kind: 'referrals', rows: sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0) },
      ],
    );
  });

  test('the file is streamed as it is: never gzipped, whatever the client accepts', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1${ADMIN_DOWNLOADS.users.apiPath}`,
      headers: { ...authorization(await tokenFor(app, STAFF)), 'accept-encoding': 'gzip' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.headers['transfer-encoding'], 'chunked');
    assert.equal((await readWorkbook(response.rawPayload)).length, 4);
  });

  test('thousands of rows come a page at a time, each once, in the list order (ties on time broken by id)', async () => {
    // One statement: every row gets the same created_on, so only the id orders them.
    await db.execute(sql`
      with new_addresses as (
        insert into ${addresses} (address_type, first_line, city, postcode)
        select 'patient', 'Bulk ' || n, 'London', 'SW1A 1AA' from generate_series(1, 2500) as n
        returning id
      )
      insert into ${patients} (created_by_user_profile_id, entered_by_user_profile_id, address_id, is_self_payer,
        title, first_name, last_name, sex, dob, primary_email, primary_phone_number, consent_given)
      select ${keeper.userProfileId}, ${keeper.userProfileId}, id, true, 'Mr', 'Bulk', 'Patient', 'Male',
        '1980-01-01', 'bulk@refnet.test', '+44 7700 900001', true
      from new_addresses`);
    const list = (await staff('GET', '/admin/patients/')).json<{ patients: { id: number }[] }>();
    const [sheet] = (await download(staff, 'patients')).sheets;
    const ids = column(sheet!, 'ID');
    assert.ok(ids.length > 2500);
    assert.equal(new Set(ids).size, ids.length);
    assert.deepEqual(
      ids,
      list.patients.map((patient) => patient.id),
    );
  });

  test('a failure before the first byte is a JSON error, and nothing is audited', async () => {
    const before = (await auditRows(db)).length;
    await db.execute(sql`alter table ${patients} rename to patients_away`);
    try {
      const response = await staff('GET', ADMIN_DOWNLOADS.patients.apiPath);
      assert.equal(response.statusCode, 500);
      assert.match(String(response.headers['content-type']), /^application\/json/);
      assert.deepEqual(response.json(), danger(MESSAGES.unexpected));
    } finally {
      await db.execute(sql`alter table patients_away rename to ${patients}`);
    }
    assert.equal((await auditRows(db)).length, before);
  });
});
