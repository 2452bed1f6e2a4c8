import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP minimum for argon2id (the library's default algorithm): m=19 MiB, t=2, p=1. */
export const OWASP_ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/** The smallest cost argon2 allows: m=8 KiB, t=1, p=1. */
const MINIMUM_ARGON2_OPTIONS = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

/**
 * The cost of new hashes. The API's own test runs (NODE_ENV=test, set by scripts/run-tests.mjs) take the
 * minimum, as Rails does for its tests: they create and sign in hundreds of accounts, and the cost only
 * protects stored hashes, which a test database does not hold. Anything else (no NODE_ENV, production, the
 * journeys' server) gets OWASP's. `verify` reads the cost from each hash, so both kinds verify anywhere.
 */
export const argon2OptionsFor = (nodeEnv: string | undefined) =>
  nodeEnv === 'test' ? MINIMUM_ARGON2_OPTIONS : OWASP_ARGON2_OPTIONS;

export const hashPassword = (password: string): Promise<string> =>
  hash(password, argon2OptionsFor(process.env.NODE_ENV));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash must read as "wrong password", never as a 500
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends as long as a real check, so an unknown e-mail cannot be told apart by response time. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
