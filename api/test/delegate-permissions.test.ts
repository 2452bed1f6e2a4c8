import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loginResponseSchema } from '@refnet/contracts';
import {
  ALL_REFERRAL_PERMISSIONS,
  DELEGATE_CONTACTS_MESSAGE,
  clinicianInformationResponseSchema,
  type ClinicianInformationResponse,
} from '@refnet/contracts/accounts';
import { patientReferralsResponseSchema } from '@refnet/contracts/patients';
import {
  inboundReferralsResponseSchema,
  outboundReferralsResponseSchema,
  type Referral,
} from '@refnet/contracts/referrals';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { notificationSettings } from '../src/db/schema.js';
import { MESSAGES } from '../src/http/messages.js';
import { PROFILE_MESSAGES } from '../src/modules/profile/messages.js';
import { danger, login, setUpTestApp } from './helpers/app.js';
import type { TestUser } from './helpers/clinicians.js';
import {
  ENDPOINTS,
  arrangeFixture,
  assertAllowed,
  assertRefused,
  mayCall,
  refusalOf,
  type Fixture,
  type Permissions,
} from './helpers/delegate-endpoints.js';
import {
  eventRows,
  newReferralClinician,
  newReferralDelegate,
  sendReferral,
  type ReferralCaller,
  type ReferralClinician,
} from './helpers/referrals.js';

// SPEC §6: what a delegate may do for their clinician, by the three permissions of their link, on every
// patient, referral and analytics endpoint (the table is ENDPOINTS in helpers/delegate-endpoints.ts).

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

/** All eight combinations of the three permissions. */
const COMBINATIONS: readonly Permissions[] = [true, false].flatMap((permissionViewReferrals) =>
  [true, false].flatMap((permissionCreateReferrals) =>
    [true, false].map((permissionManageReferrals) => ({
      permissionViewReferrals,
      permissionCreateReferrals,
      permissionManageReferrals,
    })),
  ),
);

const describePermissions = (permissions: Permissions) =>
  [
    permissions.permissionViewReferrals ? 'view' : 'no view',
    permissions.permissionCreateReferrals ? 'create' : 'no create',
    permissions.permissionManageReferrals ? 'manage' : 'no manage',
  ].join(', ');

const emailName = (permissions: Permissions) =>
  Object.values(permissions)
    .map((on) => (on ? '1' : '0'))
    .join('');

describe('delegate permissions (SPEC §6)', () => {
  // One colleague for every combination to refer to and receive from; each combination has a
  // clinician of its own, so their lists stay short.
  let counterpart: ReferralClinician;
  before(async () => {
    counterpart = await newReferralClinician(app, db, 'matrix.counterpart');
  });

  for (const permissions of COMBINATIONS) {
    describe(`a delegate with ${describePermissions(permissions)}`, () => {
      let delegate: ReferralCaller;
      let fixture: Fixture;
      before(async () => {
        const name = `matrix.${emailName(permissions)}`;
        const clinician = await newReferralClinician(app, db, `${name}.clinician`);
        delegate = await newReferralDelegate(app, db, `${name}.delegate`, clinician, permissions);
        fixture = await arrangeFixture(db, clinician, counterpart);
      });

      test('GET /user/clinician-information/ returns these permissions as referralPermissions', async () => {
        const response = await delegate.call('GET', '/user/clinician-information/');
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.json<ClinicianInformationResponse>().referralPermissions, permissions);
      });

      for (const endpoint of ENDPOINTS) {
        const allowed = mayCall(endpoint.needs, permissions);
        test(`${endpoint.name}: ${allowed ? 'allowed' : 'refused'}`, async () => {
          const context = { db, fixture, caller: delegate };
          if (allowed) await assertAllowed(endpoint, context, permissions);
          else await assertRefused(endpoint, context, refusalOf(endpoint, permissions));
        });
      }
    });
  }

  describe('the audit trail names the delegate and the clinician they acted for', () => {
    const person = (user: TestUser, name: string) => ({
      id: user.userProfileId,
      title: 'Dr',
      firstName: 'Test',
      lastName: name,
    });
    type Trail = [action: string, actor: number, onBehalfOf: number | null][];
    const trailOf = (referral: Referral): Trail =>
      referral.events.map((event) => [event.action, event.actor.id, event.onBehalfOf?.id ?? null]);
    const find = (referrals: readonly Referral[], id: number) => {
      const found = referrals.find((referral) => referral.id === id);
      assert.ok(found, `referral ${id} is listed`);
      return found;
    };

    test('every transition a delegate makes is recorded, answered and listed with both names', async () => {
      const sender = await newReferralClinician(app, db, 'audit.sender');
      const receiver = await newReferralClinician(app, db, 'audit.receiver');
      const sendersDelegate = await newReferralDelegate(app, db, 'audit.senders.delegate', sender);
      const receiversDelegate = await newReferralDelegate(app, db, 'audit.receivers.delegate', receiver);
      const patient = await sender.patients.create();
      const { id, events } = await sendReferral(sender, patient.id, receiver, sendersDelegate);
      assert.deepEqual(
        [events[0]?.actor, events[0]?.onBehalfOf],
        [person(sendersDelegate.user, 'audit.senders.delegate'), person(sender.user, 'audit.sender')],
      );

      const steps = [
        { url: `/referrals/accept/${id}/`, payload: undefined, action: 'accepted', group: 'accepted' },
        {
          url: `/referrals/complete/${id}/`,
          payload: { toComplete: true },
          action: 'booked',
          group: 'booked',
        },
        {
          url: `/referrals/complete/${id}/`,
          payload: { toComplete: false },
          action: 'unbooked',
          group: 'accepted',
        },
        { url: `/referrals/dna/${id}/`, payload: { toDna: true }, action: 'dna', group: 'dna' },
        { url: `/referrals/dna/${id}/`, payload: { toDna: false }, action: 'undna', group: 'accepted' },
      ] as const;
      for (const step of steps) {
        const response = await receiversDelegate.call('POST', step.url, step.payload);
        assert.equal(response.statusCode, 200, response.body);
        const answered = find(response.json<Record<string, Referral[]>>()[step.group] ?? [], id);
        const last = answered.events.at(-1);
        assert.deepEqual(
          [last?.action, last?.actor, last?.onBehalfOf],
          [
            step.action,
            person(receiversDelegate.user, 'audit.receivers.delegate'),
            person(receiver.user, 'audit.receiver'),
          ],
        );
      }

      const delegated: Trail = [
        ['created', sendersDelegate.user.userProfileId, sender.user.userProfileId],
        ...steps.map(({ action }): Trail[number] => [
          action,
          receiversDelegate.user.userProfileId,
          receiver.user.userProfileId,
        ]),
      ];
      const received = inboundReferralsResponseSchema.parse(
        (await receiver.call('GET', '/referrals/list/inbound')).json(),
      );
      assert.deepEqual(trailOf(find(received.referralsReceived.accepted, id)), delegated);
      const made = outboundReferralsResponseSchema.parse(
        (await sender.call('GET', '/referrals/list/outbound')).json(),
      );
      assert.deepEqual(trailOf(find(made.referralsMade.accepted, id)), delegated);

      // The clinician acting themselves is recorded on behalf of nobody.
      assert.equal((await receiver.call('POST', `/referrals/reject/${id}/`)).statusCode, 200);
      const history = patientReferralsResponseSchema.parse(
        (await sender.call('GET', `/patient/referrals/${patient.id}/`)).json(),
      );
      const full: Trail = [...delegated, ['rejected', receiver.user.userProfileId, null]];
      assert.deepEqual(trailOf(find(history.currentPatientReferrals, id)), full);
      assert.deepEqual(
        (await eventRows(db, id)).map((row) => [
          row.action,
          row.actorUserProfileId,
          row.onBehalfOfUserProfileId,
        ]),
        full,
      );
    });

    test('a referral a delegate cancels is recorded as cancelled by them for their clinician', async () => {
      const sender = await newReferralClinician(app, db, 'cancel.sender');
      const receiver = await newReferralClinician(app, db, 'cancel.receiver');
      const delegate = await newReferralDelegate(app, db, 'cancel.delegate', sender);
      const patient = await sender.patients.create();
      const { id } = await sendReferral(sender, patient.id, receiver);
      const cancelled = await delegate.call('DELETE', `/referrals/delete/${id}/`);
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      const history = patientReferralsResponseSchema.parse(
        (await delegate.call('GET', `/patient/referrals/${patient.id}/`)).json(),
      );
      assert.deepEqual(trailOf(find(history.inactiveReferrals, id)), [
        ['created', sender.user.userProfileId, null],
        ['cancelled', delegate.user.userProfileId, sender.user.userProfileId],
      ]);
    });
  });

  describe('what a delegate is told about their own account', () => {
    let clinician: ReferralClinician;
    let delegate: ReferralCaller;
    const LINK = {
      permissionViewReferrals: true,
      permissionCreateReferrals: false,
      permissionManageReferrals: true,
    };
    before(async () => {
      clinician = await newReferralClinician(app, db, 'told.clinician');
      delegate = await newReferralDelegate(app, db, 'told.delegate', clinician, LINK);
    });
    const informationOf = async (as: ReferralCaller) => {
      const response = await as.call('GET', '/user/clinician-information/');
      assert.equal(response.statusCode, 200, response.body);
      return clinicianInformationResponseSchema.parse(response.json());
    };

    test('signing in answers the user group Delegate', async () => {
      const response = await login(app, delegate.user);
      assert.equal(response.statusCode, 200, response.body);
      const body = loginResponseSchema.parse(response.json());
      assert.deepEqual(
        [body.userGroup, body.isAdmin, body.isPatient, body.isAuthenticated],
        ['Delegate', false, false, true],
      );
    });

    test('GET /user/clinician-information/: the clinician’s profiles, the link’s permissions, no settings', async () => {
      const mine = await informationOf(delegate);
      const theirs = await informationOf(clinician);
      assert.equal(mine.isDelegate, true);
      assert.equal(mine.userProfile.id, delegate.user.userProfileId);
      assert.deepEqual(mine.referralPermissions, LINK);
      assert.equal(mine.notificationSettings, null);
      assert.ok(theirs.clinicianProfiles.length > 0);
      assert.deepEqual(mine.clinicianProfiles, theirs.clinicianProfiles);
      assert.deepEqual([mine.delegates, mine.pendingDelegates], [[], []]);

      assert.equal(theirs.isDelegate, false);
      assert.deepEqual(theirs.referralPermissions, ALL_REFERRAL_PERMISSIONS);
      assert.notEqual(theirs.notificationSettings, null);
    });

    test('PUT /user/referral-contacts-update/ is refused: only the clinician updates them', async () => {
      const before = await informationOf(clinician);
      const response = await delegate.call('PUT', '/user/referral-contacts-update/', {
        appointmentsContacts: [{ type: 'email', email: 'told.delegate.contact@refnet.test' }],
      });
      assert.deepEqual([response.statusCode, response.json()], [403, danger(DELEGATE_CONTACTS_MESSAGE)]);
      assert.deepEqual(
        (await informationOf(clinician)).userProfile.appointmentsContact,
        before.userProfile.appointmentsContact,
      );
    });

    test('PUT /user/notifications/update/ is refused, for their own settings and their clinician’s', async () => {
      const before = await informationOf(clinician);
      const update = (userProfileId: number) =>
        delegate.call('PUT', '/user/notifications/update/', {
          userProfileId,
          field: 'userReceivedReferral',
          value: false,
        });
      const own = await update(delegate.user.userProfileId);
      assert.deepEqual([own.statusCode, own.json()], [403, danger(PROFILE_MESSAGES.delegateHasNoSettings)]);
      const clinicians = await update(clinician.user.userProfileId);
      assert.deepEqual([clinicians.statusCode, clinicians.json()], [403, danger(MESSAGES.permissionDenied)]);
      assert.deepEqual((await informationOf(clinician)).notificationSettings, before.notificationSettings);
      const delegateSettings = await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userProfileId, delegate.user.userProfileId));
      assert.deepEqual(delegateSettings, []);
    });
  });
});
