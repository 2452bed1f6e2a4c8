import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
  PROFILE_PICTURE_TYPE_MESSAGE,
  type ProfilePictureUploadResponse,
} from '@refnet/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { profilePictures, userProfiles } from '../src/db/schema.js';
import { danger, setUpTestApp } from './helpers/app.js';
import { createTestUser, signIn, type Caller, type TestUser } from './helpers/clinicians.js';

let app: RefnetApp;
let db: Database;
let user: TestUser;
let call: Caller;
setUpTestApp((started) => ({ app, db } = started));

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(64)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), randomBytes(64)]);

const upload = (bytes: Buffer | string) =>
  call('POST', '/user/profile-pic/upload/', {
    image: typeof bytes === 'string' ? bytes : bytes.toString('base64'),
  });

const storedPicture = async () =>
  (await db.select().from(userProfiles).where(eq(userProfiles.id, user.userProfileId)))[0]?.profilePicture;

test('a PNG is stored under a new random URL and served back byte for byte', async () => {
  user = await createTestUser(db, { email: 'pictured@refnet.test', postcodes: ['SW1A 1AA'] });
  call = await signIn(app, user);
  const response = await upload(PNG);
  assert.equal(response.statusCode, 200);
  const { profilePicture, message } = response.json<ProfilePictureUploadResponse>();
  assert.equal(message.variant, 'success');
  assert.match(profilePicture, /^\/api\/v1\/profile-pictures\/[A-Za-z0-9_-]{32}$/);
  assert.equal(await storedPicture(), profilePicture);

  const served = await app.inject({ method: 'GET', url: profilePicture });
  assert.equal(served.statusCode, 200);
  assert.equal(served.headers['content-type'], 'image/png');
  assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(served.headers['x-content-type-options'], 'nosniff');
  assert.deepEqual(served.rawPayload, PNG);
});

test('a JPEG replaces it under a new URL; the old URL is gone', async () => {
  const before = await storedPicture();
  const response = await upload(JPEG);
  assert.equal(response.statusCode, 200);
  const { profilePicture } = response.json<ProfilePictureUploadResponse>();
  assert.notEqual(profilePicture, before);
  const served = await app.inject({ method: 'GET', url: profilePicture });
  assert.equal(served.headers['content-type'], 'image/jpeg');
  assert.deepEqual(served.rawPayload, JPEG);
  assert.equal((await app.inject({ method: 'GET', url: before! })).statusCode, 404);
  const rows = await db
    .select()
    .from(profilePictures)
    .where(eq(profilePictures.userProfileId, user.userProfileId));
  assert.equal(rows.length, 1);
});

for (const [name, image, message] of [
  ['text named like a PNG', Buffer.from('just text, saved as photo.png'), PROFILE_PICTURE_TYPE_MESSAGE],
  ['a GIF', Buffer.from('GIF89a0000000000', 'latin1'), PROFILE_PICTURE_TYPE_MESSAGE],
  ['something that is not base64', 'data:image/png;base64,iVBORw0KGgo=', PROFILE_PICTURE_TYPE_MESSAGE],
  ['an empty image', '', PROFILE_PICTURE_TYPE_MESSAGE],
  [
    'a PNG one byte over 700 KB',
    Buffer.concat([PNG, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES + 1 - PNG.length)]),
    PROFILE_PICTURE_TOO_LARGE_MESSAGE,
  ],
  ['a much larger file', Buffer.alloc(PROFILE_PICTURE_MAX_BYTES * 1.3), PROFILE_PICTURE_TOO_LARGE_MESSAGE],
] as const) {
  test(`refuses ${name} and keeps the current picture`, async () => {
    const before = await storedPicture();
    const response = await upload(image);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), danger(message));
    assert.equal(await storedPicture(), before);
  });
}

test('accepts a PNG of exactly 700 KB', async () => {
  const response = await upload(Buffer.concat([PNG, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES - PNG.length)]));
  assert.equal(response.statusCode, 200);
});

test('unknown or malformed keys are 404; uploads need a session', async () => {
  for (const key of ['A'.repeat(32), '..%2F..%2Fetc', 'short']) {
    assert.equal(
      (await app.inject({ method: 'GET', url: `/api/v1/profile-pictures/${key}` })).statusCode,
      404,
    );
  }
  const anonymous = await app.inject({
    method: 'POST',
    url: '/api/v1/user/profile-pic/upload/',
    payload: { image: PNG.toString('base64') },
  });
  assert.equal(anonymous.statusCode, 403);
});
