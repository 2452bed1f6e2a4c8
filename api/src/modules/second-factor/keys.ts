import { createCipheriv, createDecipheriv, createHmac, hash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Used when SECOND_FACTOR_KEY is unset (the demo, the tests): anyone can read this source, so secrets it
 * encrypts are as good as plain text. The server warns at start when it is in use.
 */
const DEVELOPMENT_KEY = hash(
  'sha256',
  'RefNet development second-factor key: never use in production',
  'buffer',
);

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key SECOND_FACTOR_KEY (or the development key) derives for one purpose, so neither use weakens the other. */
const derive = (master: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `refnet second factor: ${purpose}`, 32));

export interface SecondFactorKeys {
  /** Encrypts a TOTP secret for `userId` (AES-256-GCM; the user id is bound in, so a row cannot be moved). */
  sealSecret(secret: string, userId: number): string;
  /** The secret sealSecret sealed; throws when the box was not sealed for this user with this key. */
  openSecret(box: string, userId: number): string;
  /**
   * A recovery code's stored form: HMAC-SHA-256 under a server key. The codes are random (about 50 bits),
   * so a fast keyed hash is enough, and without the key a copy of the table cannot be searched offline.
   */
  hashRecoveryCode(code: string): string;
  readonly isDevelopmentKey: boolean;
}

export function secondFactorKeys(configured: Buffer | undefined): SecondFactorKeys {
  const master = configured ?? DEVELOPMENT_KEY;
  const secretKey = derive(master, 'totp secret');
  const recoveryKey = derive(master, 'recovery code');
  const aad = (userId: number) => Buffer.from(`user:${userId}`);
  return {
    isDevelopmentKey: configured === undefined,
    sealSecret(secret, userId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secretKey, iv).setAAD(aad(userId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${FORMAT}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
    },
    openSecret(box, userId) {
      const [format, body] = box.split('.');
      if (format !== FORMAT || !body) throw new Error('unknown second-factor secret format');
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', secretKey, bytes.subarray(0, IV_BYTES))
        .setAAD(aad(userId))
        .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
    hashRecoveryCode: (code) => createHmac('sha256', recoveryKey).update(code).digest('hex'),
  };
}
