import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type {
  AdminClinicianRoleProfilesResponse,
  AdminInsuranceAgreementsResponse,
  AdminPatientsResponse,
  AdminReferralsResponse,
  AdminUserProfilesResponse,
  PlatformStatsResponse,
} from '@refnet/contracts/admin';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import {
  addresses,
  clinicianRoleProfiles,
  insuranceAgreements,
  outboxEmails,
  patients,
  referrals,
  userProfiles,
  users,
} from '../src/db/schema.js';
import { DEMO_TYPED_IN_INSURER } from '../src/db/seed/demo-data.js';
import { STAFF } from './helpers/admin.js';
import { ADMIN, setUpTestApp } from './helpers/app.js';
import {
  createTestDelegate,
  createTestUser,
  signIn,
  type Caller,
  type TestUser,
} from './helpers/clinicians.js';
import { insertReferral, patientClient } from './helpers/patients.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

let staff: Caller;
let verified: TestUser;
let applicant: TestUser;
let gone: TestUser;
let staffMember: TestUser;
let delegate: TestUser;
let formerDelegate: TestUser;
/** The verified clinician's role profiles: active, deactivated, removed. */
let crps: { active: number; deactivated: number; removed: number };

const crpIdsOf = async (userProfileId: number) =>
  (
    await db
      .select({ id: clinicianRoleProfiles.id })
      .from(clinicianRoleProfiles)
      .where(eq(clinicianRoleProfiles.userProfileId, userProfileId))
      .orderBy(asc(clinicianRoleProfiles.id))
  ).map((row) => row.id);

// Inside a describe: its before hook runs once the app of setUpTestApp has started.
describe('the staff lists', () => {
  before(async () => {
    staff = await signIn(app, STAFF);
    verified = await createTestUser(db, {
      email: 'lists.verified@refnet.test',
      postcodes: ['SW1A 1AA', 'W1G 6BW', 'SE1 7EH'],
    });
    const [active, deactivated, removed] = await crpIdsOf(verified.userProfileId);
    crps = { active: active!, deactivated: deactivated!, removed: removed! };
    await db
      .update(clinicianRoleProfiles)
      .set({ isDeactivated: true })
      .where(eq(clinicianRoleProfiles.id, crps.deactivated));
    await db
      .update(clinicianRoleProfiles)
      .set({ isRemoved: true })
      .where(eq(clinicianRoleProfiles.id, crps.removed));

    applicant = await createTestUser(db, {
      email: 'lists.applicant@refnet.test',
      verified: false,
      postcodes: ['SW1A 1AA'],
    });
    gone = await createTestUser(db, { email: 'lists.gone@refnet.test', postcodes: ['SW1A 1AA'] });
    await db.update(userProfiles).set({ isDeactivated: true }).where(eq(userProfiles.id, gone.userProfileId));
    staffMember = await createTestUser(db, {
      email: 'lists.staff@refnet.test',
      groups: ['Staff'],
      isStaff: true,
    });
    delegate = await createTestDelegate(db, 'lists.delegate@refnet.test', verified.userProfileId);
    formerDelegate = await createTestDelegate(db, 'lists.former@refnet.test', verified.userProfileId, {
      isVerified: false,
    });
  });

  /** The groups of a list answer that hold this id. */
  const groupsHolding = (groups: Record<string, { id: number }[]>, id: number) =>
    Object.entries(groups)
      .filter(([, rows]) => rows.some((row) => row.id === id))
      .map(([name]) => name);

  /** The groups of role profiles (the staff and delegate tabs hold user profile ids). */
  const roleProfileGroups = ({
    clinicians,
    unverified,
    deactivated,
  }: AdminClinicianRoleProfilesResponse) => ({
    clinicians,
    unverified,
    deactivated,
  });

  const inIdOrder = (rows: { id: number }[]) =>
    rows.every((row, index) => index === 0 || rows[index - 1]!.id < row.id);

  const newestFirst = (rows: { id: number; createdOn: string }[]) =>
    rows.every((row, index) => {
      const previous = rows[index - 1];
      return (
        !previous ||
        previous.createdOn > row.createdOn ||
        (previous.createdOn === row.createdOn && previous.id > row.id)
      );
    });

  const profileIdOf = async (email: string) =>
    (
      await db
        .select({ id: userProfiles.id })
        .from(userProfiles)
        .innerJoin(users, eq(users.id, userProfiles.userId))
        .where(eq(users.email, email))
    )[0]!.id;

  test('users: verified, unverified, deactivated and operations (staff) in id order', async () => {
    const response = await staff('GET', '/admin/user-profiles/');
    assert.equal(response.statusCode, 200);
    const body = response.json<AdminUserProfilesResponse>();
    assert.deepEqual(groupsHolding(body, verified.userProfileId), ['users']);
    assert.deepEqual(groupsHolding(body, applicant.userProfileId), ['unverified']);
    assert.deepEqual(groupsHolding(body, gone.userProfileId), ['deactivated']);
    assert.deepEqual(groupsHolding(body, staffMember.userProfileId), ['users', 'operations']);
    assert.deepEqual(groupsHolding(body, await profileIdOf(ADMIN.email)), ['users', 'operations']);
    assert.deepEqual(groupsHolding(body, await profileIdOf('applicant@refnet.example')), ['unverified']);
    for (const rows of Object.values(body)) assert.ok(inIdOrder(rows));
    assert.ok(body.operations.every((user) => user.isStaff));

    const listed = body.users.find((user) => user.id === verified.userProfileId)!;
    assert.deepEqual(
      [
        listed.email,
        listed.userId,
        listed.isVerified,
        listed.jobRole.map((role) => role.jobTitle),
        listed.registrationNumber,
      ],
      [verified.email, verified.userId, true, ['General Practitioner'], 'T123'],
    );
    const profiles = (await db.select({ n: count() }).from(userProfiles))[0]!.n;
    assert.equal(body.users.length + body.unverified.length + body.deactivated.length, profiles);
  });

  test('clinician roles: one row per role profile by state, staff with Site Admin, delegates with their clinician', async () => {
    const body = (
      await staff('GET', '/admin/clinician-role-profiles/')
    ).json<AdminClinicianRoleProfilesResponse>();
    const roleGroups = roleProfileGroups(body);
    assert.deepEqual(groupsHolding(roleGroups, crps.active), ['clinicians']);
    assert.deepEqual(groupsHolding(roleGroups, crps.deactivated), ['deactivated']);
    assert.deepEqual(groupsHolding(roleGroups, crps.removed), [], 'a removed role profile is in no list');
    const [applicantCrp] = await crpIdsOf(applicant.userProfileId);
    const [goneCrp] = await crpIdsOf(gone.userProfileId);
    assert.deepEqual(groupsHolding(roleGroups, applicantCrp!), ['unverified']);
    assert.deepEqual(groupsHolding(roleGroups, goneCrp!), ['deactivated']);
    for (const rows of Object.values(body)) assert.ok(inIdOrder(rows));

    const active = body.clinicians.find((crp) => crp.id === crps.active)!;
    assert.deepEqual(active.userProfile, {
      id: verified.userProfileId,
      title: 'Dr',
      firstName: 'Test',
      lastName: 'lists.verified',
      email: verified.email,
    });
    assert.equal(active.clinic?.centreName, `${verified.email} centre 1`);
    assert.equal(active.clinic?.address.postcode, 'SW1A 1AA');
    assert.deepEqual(
      active.jobRole.map((role) => [role.jobTitle, role.registrationBody]),
      [['General Practitioner', 'GMC']],
    );
    assert.equal(body.deactivated.find((crp) => crp.id === crps.deactivated)?.isDeactivated, true);

    const siteAdmin = (id: number) => body.staff.find((member) => member.id === id)?.isFullAdmin;
    assert.equal(siteAdmin(staffMember.userProfileId), false);
    assert.equal(siteAdmin(await profileIdOf(ADMIN.email)), true);
    assert.equal(siteAdmin(verified.userProfileId), undefined, 'clinicians are not staff');

    const delegateRow = (id: number) => body.delegates.find((row) => row.id === id);
    assert.deepEqual(delegateRow(delegate.userProfileId), {
      id: delegate.userProfileId,
      title: 'Dr',
      firstName: 'Test',
      lastName: 'lists.delegate',
      email: delegate.email,
      clinician: active.userProfile,
      isActive: true,
    });
    assert.equal(delegateRow(formerDelegate.userProfileId)?.isActive, false);
    assert.equal(delegateRow(verified.userProfileId), undefined);
  });

  test('verifying a user moves them, and their role profiles, out of the unverified groups', async () => {
    const url = `/admin/set-verification/user-profile/${applicant.userProfileId}/`;
    assert.equal((await staff('POST', url, { setVerified: true })).statusCode, 200);
    const [applicantCrp] = await crpIdsOf(applicant.userProfileId);
    const users = (await staff('GET', '/admin/user-profiles/')).json<AdminUserProfilesResponse>();
    const roles = (
      await staff('GET', '/admin/clinician-role-profiles/')
    ).json<AdminClinicianRoleProfilesResponse>();
    assert.deepEqual(groupsHolding(users, applicant.userProfileId), ['users']);
    assert.deepEqual(groupsHolding(roleProfileGroups(roles), applicantCrp!), ['clinicians']);

    assert.equal((await staff('POST', url, { setVerified: false })).statusCode, 200);
    const again = (await staff('GET', '/admin/user-profiles/')).json<AdminUserProfilesResponse>();
    assert.deepEqual(groupsHolding(again, applicant.userProfileId), ['unverified']);
  });

  test('patients: every patient (removed ones too), newest first, anonymised', async () => {
    const keeper = await patientClient(app, verified);
    const secret = await keeper.create();
    await db.update(patients).set({ patientActive: false }).where(eq(patients.id, secret.id));

    const response = await staff('GET', '/admin/patients/');
    const body = response.json<AdminPatientsResponse>();
    assert.equal(body.patients.length, (await db.select({ n: count() }).from(patients))[0]!.n);
    assert.ok(newestFirst(body.patients));
    const listed = body.patients.find((patient) => patient.id === secret.id);
    assert.deepEqual(listed, {
      id: secret.id,
      sex: 'Female',
      currentAge: secret.currentAge,
      insurancePolicy: null,
      isSelfPayer: true,
      createdBy: { id: verified.userProfileId, title: 'Dr', firstName: 'Test', lastName: 'lists.verified' },
      createdOn: secret.createdOn,
    });

    const keys = ['createdBy', 'createdOn', 'currentAge', 'id', 'insurancePolicy', 'isSelfPayer', 'sex'];
    for (const patient of body.patients) assert.deepEqual(Object.keys(patient).sort(), keys);
    const stored = await db
      .select({ patient: patients, firstLine: addresses.firstLine })
      .from(patients)
      .innerJoin(addresses, eq(addresses.id, patients.addressId));
    const secrets = stored.flatMap(({ patient, firstLine }) =>
      [
        patient.primaryEmail,
        patient.primaryPhoneNumber,
        patient.patientReference,
        patient.dob,
        firstLine,
      ].filter(Boolean),
    );
    for (const value of [...secrets, secret.firstName, secret.lastName]) {
      assert.ok(!response.body.includes(value), `the list shows ${value}`);
    }
  });

  test('referrals: open, pending, accepted, booked and DNA, newest first, with no patient details or clinical text', async () => {
    const response = await staff('GET', '/admin/referrals/');
    const body = response.json<AdminReferralsResponse>();
    const stored = await db.select().from(referrals);
    const statuses = {
      open: 'OPEN',
      pending: 'PENDING',
      accepted: 'ACCEPTED',
      booked: 'BOOKED',
      dna: 'DNA',
    } as const;
    for (const [group, status] of Object.entries(statuses)) {
      const rows = body[group as keyof typeof statuses];
      assert.ok(rows.length > 0, `the demo data has ${status} referrals`);
      assert.deepEqual(
        rows.map((row) => row.id).sort((a, b) => a - b),
        stored
          .filter((row) => row.status === status)
          .map((row) => row.id)
          .sort((a, b) => a - b),
        group,
      );
      assert.ok(rows.every((row) => row.status === status));
      assert.ok(newestFirst(rows), group);
      assert.ok(
        rows.every((row) => (status === 'OPEN') === (row.targetClinician === null)),
        group,
      );
    }

    const sample = body.accepted[0]!;
    const source = stored.find((row) => row.id === sample.id)!;
    assert.deepEqual(Object.keys(sample).sort(), [
      'createdOn',
      'id',
      'jobRole',
      'patientId',
      'referrer',
      'status',
      'targetClinician',
    ]);
    assert.equal(sample.patientId, source.patientId);
    assert.equal(sample.referrer.id, source.referrerCrpId);
    assert.equal(sample.targetClinician?.id, source.targetCrpId);
    assert.ok(sample.referrer.jobTitle.length > 0);

    const patientDetails = await db.select().from(patients);
    const secrets = [
      ...stored.flatMap((row) => [row.mainDescription, row.history]),
      ...patientDetails.flatMap((patient) => [patient.primaryEmail, patient.primaryPhoneNumber]),
    ];
    for (const value of secrets) assert.ok(!response.body.includes(value), `the list shows ${value}`);
  });

  test('insurers: verified and unverified, the demo applicant’s typed-in insurer waiting', async () => {
    const body = (
      await staff('GET', '/admin/insurance-agreements/')
    ).json<AdminInsuranceAgreementsResponse>();
    const stored = await db.select().from(insuranceAgreements).orderBy(asc(insuranceAgreements.id));
    assert.deepEqual(
      body.verified,
      stored.filter((row) => row.verified),
    );
    assert.deepEqual(
      body.unverified,
      stored.filter((row) => !row.verified),
    );
    assert.ok(body.unverified.some((row) => row.provider === DEMO_TYPED_IN_INSURER));
  });

  test('platform statistics count sign-ins and referrals within each period', async () => {
    const stats = async () => (await staff('GET', '/admin/platform-stats/')).json<PlatformStatsResponse>();
    const counts = (periods: { days: number; count: number }[]) => periods.map((period) => period.count);

    const before = await stats();
    assert.deepEqual(
      before.last_logged_in.clinicians.map((period) => period.days),
      [1, 7, 30, 365],
    );
    assert.ok(before.last_logged_in.clinicians[3]!.count > 0, 'the demo clinicians have signed in');
    assert.ok(before.last_logged_in.delegates[3]!.count > 0, 'the demo delegates have signed in');

    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    // Neither the applicant nor the delegate has signed in yet.
    await db
      .update(users)
      .set({ lastLogin: daysAgo(3) })
      .where(eq(users.id, applicant.userId));
    await db
      .update(users)
      .set({ lastLogin: daysAgo(100) })
      .where(eq(users.id, delegate.userId));
    const keeper = await patientClient(app, verified);
    const patient = await keeper.create();
    await insertReferral(db, { patientId: patient.id, from: verified, to: gone, status: 'PENDING' });
    const old = await insertReferral(db, {
      patientId: patient.id,
      from: verified,
      to: gone,
      status: 'BOOKED',
    });
    await db
      .update(referrals)
      .set({ createdOn: daysAgo(40) })
      .where(eq(referrals.id, old));

    const after = await stats();
    const plus = (was: number[], added: number[]) => was.map((value, index) => value + added[index]!);
    assert.deepEqual(
      counts(after.last_logged_in.clinicians),
      plus(counts(before.last_logged_in.clinicians), [0, 1, 1, 1]),
    );
    assert.deepEqual(
      counts(after.last_logged_in.delegates),
      plus(counts(before.last_logged_in.delegates), [0, 0, 0, 1]),
    );
    assert.deepEqual(counts(after.referrals.pending), plus(counts(before.referrals.pending), [1, 1, 1, 1]));
    assert.deepEqual(counts(after.referrals.booked), plus(counts(before.referrals.booked), [0, 0, 0, 1]));
    assert.deepEqual(after.referrals.open, before.referrals.open);
  });

  test('platform statistics show how the e-mails of each period were delivered', async () => {
    const stats = async () =>
      (await staff('GET', '/admin/platform-stats/')).json<PlatformStatsResponse>().emails;
    const counts = (periods: { days: number; count: number }[]) => periods.map((period) => period.count);
    const before = await stats();
    const message = (subject: string) => ({ recipient: 'stats@refnet.test', subject, textBody: 'x' });
    await db.insert(outboxEmails).values([
      { ...message('Delivered'), sentAt: new Date(), attempts: 1 },
      { ...message('Retrying'), attempts: 2, error: 'ECONNREFUSED' },
      { ...message('Given up'), attempts: 8, error: 'ECONNREFUSED', failedAt: new Date() },
      {
        ...message('Given up long ago'),
        failedAt: new Date(),
        createdAt: new Date(Date.now() - 9 * 86_400_000),
      },
      { ...message('Not yet tried') },
    ]);
    const after = await stats();
    const plus = (was: number[], added: number[]) => was.map((value, index) => value + added[index]!);
    assert.deepEqual(counts(after.sent), plus(counts(before.sent), [1, 1, 1, 1]));
    assert.deepEqual(counts(after.retrying), plus(counts(before.retrying), [1, 1, 1, 1]));
    assert.deepEqual(counts(after.failed), plus(counts(before.failed), [1, 1, 2, 2]));
  });
});
