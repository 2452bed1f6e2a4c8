import {
  ALL_REFERRAL_PERMISSIONS,
  NO_REFERRAL_PERMISSIONS,
  type ReferralPermissions,
  type Title,
} from '@refnet/contracts/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import { createDelegateAccount, type DelegateState } from '../../modules/delegates/delegate-account.js';
import { profileIdsByEmail } from '../../modules/delegates/queries.js';
import { hashPassword } from '../../security/passwords.js';
import type { Database } from '../database.js';

interface DemoDelegate {
  email: string;
  title: Title;
  firstName: string;
  lastName: string;
  state: DelegateState;
  permissions: ReferralPermissions;
}

/**
 * The demo clinician's delegates: one at work, one deactivated, one invitation not yet taken up.
 * Not at DEMO_CLINICIAN_DOMAIN: every account there is a listed demo clinician.
 */
export const DEMO_DELEGATES: readonly DemoDelegate[] = [
  {
    email: 'delegate@refnet.example',
    title: 'Mrs',
    firstName: 'Sarah',
    lastName: 'Collins',
    state: 'active',
    permissions: ALL_REFERRAL_PERMISSIONS,
  },
  {
    email: 'daniel.reid@refnet.example',
    title: 'Mr',
    firstName: 'Daniel',
    lastName: 'Reid',
    state: 'deactivated',
    permissions: { ...NO_REFERRAL_PERMISSIONS, permissionViewReferrals: true },
  },
  {
    email: 'laura.benn@refnet.example',
    title: 'Ms',
    firstName: 'Laura',
    lastName: 'Benn',
    state: 'invited',
    permissions: ALL_REFERRAL_PERMISSIONS,
  },
];

/**
 * DEMO_DATA: the demo clinician's delegates, the registered ones with DEMO_PASSWORD. Each is
 * created only when their e-mail is unknown, so a restart adds nothing.
 */
export async function seedDemoDelegates(db: Database, demo: ServerConfig['demo'], log: FastifyBaseLogger) {
  const known = await profileIdsByEmail(db, [demo.clinicianEmail, ...DEMO_DELEGATES.map((d) => d.email)]);
  const clinicianUserProfileId = known.get(demo.clinicianEmail);
  const missing = DEMO_DELEGATES.filter((delegate) => !known.has(delegate.email));
  if (clinicianUserProfileId === undefined || missing.length === 0) return;

  const passwordHash = await hashPassword(demo.password); // argon2 is slow: once for all of them
  for (const { state, ...delegate } of missing) {
    await createDelegateAccount(db, {
      ...delegate,
      state,
      clinicianUserProfileId,
      ...(state === 'invited' ? {} : { passwordHash }),
    });
  }
  log.info({ count: missing.length }, 'created demo delegates');
}
