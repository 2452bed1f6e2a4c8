import { randomBytes } from 'node:crypto';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
  PROFILE_PICTURE_TYPE_MESSAGE,
  type ProfilePictureUploadResponse,
} from '@refnet/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { profilePictures, userProfiles } from '../../db/schema.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import type { Caller } from '../policy/caller.js';
import { PROFILE_MESSAGES } from './messages.js';

/** Where a stored picture is served (under the API prefix); the key makes the URL unguessable. */
export const PROFILE_PICTURE_PATH = '/api/v1/profile-pictures/';
export const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The picture's type from its first bytes (never from a file name), or undefined. */
export function detectImageType(bytes: Buffer): 'image/png' | 'image/jpeg' | undefined {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return undefined;
}

const refuse = (message: string) => new HttpProblem(400, dangerBody(message));

/** base64 (no data: prefix) → bytes, refusing what is not base64, too large or not PNG/JPEG. */
export function decodePicture(base64: string): { bytes: Buffer; contentType: string } {
  const compact = base64.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) throw refuse(PROFILE_PICTURE_TYPE_MESSAGE);
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > PROFILE_PICTURE_MAX_BYTES) throw refuse(PROFILE_PICTURE_TOO_LARGE_MESSAGE);
  const contentType = detectImageType(bytes);
  if (!contentType) throw refuse(PROFILE_PICTURE_TYPE_MESSAGE);
  return { bytes, contentType };
}

/** SPEC §7.6 POST /user/profile-pic/upload/: replaces the caller's picture under a new URL. */
export async function uploadProfilePicture(
  db: Database,
  caller: Caller,
  image: string,
): Promise<ProfilePictureUploadResponse> {
  const { bytes, contentType } = decodePicture(image);
  const publicKey = randomBytes(24).toString('base64url');
  const profilePicture = `${PROFILE_PICTURE_PATH}${publicKey}`;
  await db.transaction(async (tx) => {
    await tx
      .insert(profilePictures)
      .values({ userProfileId: caller.userProfileId, publicKey, contentType, data: bytes })
      .onConflictDoUpdate({
        target: profilePictures.userProfileId,
        set: { publicKey, contentType, data: bytes, updatedAt: new Date() },
      });
    await tx.update(userProfiles).set({ profilePicture }).where(eq(userProfiles.id, caller.userProfileId));
  });
  return { ...successBody(PROFILE_MESSAGES.pictureUpdated), profilePicture };
}

export async function findProfilePicture(db: Database, publicKey: string) {
  if (!PUBLIC_KEY_PATTERN.test(publicKey)) return undefined;
  const [row] = await db
    .select({ contentType: profilePictures.contentType, data: profilePictures.data })
    .from(profilePictures)
    .where(eq(profilePictures.publicKey, publicKey))
    .limit(1);
  return row;
}
