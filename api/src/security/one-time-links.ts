import { createHash, randomBytes } from 'node:crypto';
import { MAX_ROW_ID, oneTimeLinkSchema, type OneTimeLink } from '@refnet/contracts/accounts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { oneTimeLinks } from '../db/schema.js';

export type LinkPurpose = 'verify-email' | 'password-reset' | 'delegate-invite';

const HOUR_MS = 60 * 60 * 1000;

/** How long an e-mailed link stays usable. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  'verify-email': 7 * 24 * HOUR_MS,
  'password-reset': HOUR_MS,
  'delegate-invite': 7 * 24 * HOUR_MS,
};

const encode = (value: number) => Buffer.from(String(value)).toString('base64url');

const MAX_EPOCH_SECONDS = 253_402_300_799; // 9999-12-31T23:59:59Z, the last instant a Date can print

/** The whole number a link part encodes, or undefined when it is not one of ours. */
function decode(part: string, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const text = Buffer.from(part, 'base64url').toString();
  if (!/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Issues a link for `userId`: userHash names the link row, timeHash its expiry (epoch seconds),
 * verificationCode is 32 random bytes of which only the SHA-256 is stored. `replacePrevious`
 * invalidates the user's earlier unused links of the same purpose (password reset).
 */
export async function issueLink(
  db: Database,
  userId: number,
  purpose: LinkPurpose,
  { replacePrevious = false }: { replacePrevious?: boolean } = {},
): Promise<OneTimeLink> {
  const verificationCode = randomBytes(32).toString('base64url');
  // Whole seconds, so the stored expiry and the one in the link are the same instant.
  const expirySeconds = Math.floor((Date.now() + LINK_LIFETIME_MS[purpose]) / 1000);
  if (replacePrevious) await deleteUnusedLinks(db, userId, purpose);
  const [row] = await db
    .insert(oneTimeLinks)
    .values({
      userId,
      purpose,
      codeHash: hashCode(verificationCode),
      expiresAt: new Date(expirySeconds * 1000),
    })
    .returning({ id: oneTimeLinks.id });
  if (!row) throw new Error('one-time link insert returned no row');
  return { userHash: encode(row.id), timeHash: encode(expirySeconds), verificationCode };
}

export async function deleteUnusedLinks(db: Database, userId: number, purpose: LinkPurpose) {
  await db
    .delete(oneTimeLinks)
    .where(
      and(eq(oneTimeLinks.userId, userId), eq(oneTimeLinks.purpose, purpose), isNull(oneTimeLinks.usedAt)),
    );
}

/**
 * The condition "every part matches an unused, unexpired link of this purpose", or undefined when
 * the link's parts cannot name one of ours.
 */
function usableLinkCondition(purpose: LinkPurpose, link: OneTimeLink) {
  const linkId = decode(link.userHash, MAX_ROW_ID);
  const expirySeconds = decode(link.timeHash, MAX_EPOCH_SECONDS);
  if (linkId === undefined || expirySeconds === undefined) return undefined;
  return and(
    eq(oneTimeLinks.id, linkId),
    eq(oneTimeLinks.purpose, purpose),
    eq(oneTimeLinks.codeHash, hashCode(link.verificationCode)),
    eq(oneTimeLinks.expiresAt, new Date(expirySeconds * 1000)),
    gt(oneTimeLinks.expiresAt, sql`now()`),
    isNull(oneTimeLinks.usedAt),
  );
}

/**
 * Marks the link used and returns its user when every part matches an unused, unexpired link of
 * this purpose; otherwise undefined. Run it in the transaction of the action the link allows: the
 * conditional UPDATE lets exactly one of two concurrent redemptions through.
 */
export async function redeemLink(
  db: Database,
  purpose: LinkPurpose,
  link: OneTimeLink,
): Promise<number | undefined> {
  const usable = usableLinkCondition(purpose, link);
  if (!usable) return undefined;
  const [row] = await db
    .update(oneTimeLinks)
    .set({ usedAt: sql`now()` })
    .where(usable)
    .returning({ userId: oneTimeLinks.userId });
  return row?.userId;
}

/**
 * The user of a link redeemLink would accept now, without using it up: for a page that shows what
 * the link is for before the user acts on it.
 */
export async function peekLink(
  db: Database,
  purpose: LinkPurpose,
  link: OneTimeLink,
): Promise<number | undefined> {
  const usable = usableLinkCondition(purpose, link);
  if (!usable) return undefined;
  const [row] = await db.select({ userId: oneTimeLinks.userId }).from(oneTimeLinks).where(usable).limit(1);
  return row?.userId;
}

/**
 * The user a link of this purpose was issued to, whatever its state (for reporting failures), but
 * only when the code is that link's: a guessed or forged link names nobody.
 */
export async function findLinkOwner(
  db: Database,
  purpose: LinkPurpose,
  link: OneTimeLink,
): Promise<number | undefined> {
  const linkId = decode(link.userHash, MAX_ROW_ID);
  if (linkId === undefined) return undefined;
  const [row] = await db
    .select({ userId: oneTimeLinks.userId })
    .from(oneTimeLinks)
    .where(
      and(
        eq(oneTimeLinks.id, linkId),
        eq(oneTimeLinks.purpose, purpose),
        eq(oneTimeLinks.codeHash, hashCode(link.verificationCode)),
      ),
    )
    .limit(1);
  return row?.userId;
}

/** The front-end address of a link, e.g. `${publicUrl}/register/verify-email/{user}/{time}/{code}`. */
export const linkUrl = (publicUrl: string, routePath: string, link: OneTimeLink) =>
  `${publicUrl.replace(/\/+$/, '')}${routePath}/${link.userHash}/${link.timeHash}/${link.verificationCode}`;

const LINK_SEGMENT = /^user=([^&]*)&time=([^&]*)&code=([^&]*)$/;

/** The path segment `user={userHash}&time={timeHash}&code={verificationCode}`, or undefined. */
export function parseLinkSegment(segment: string): OneTimeLink | undefined {
  const match = LINK_SEGMENT.exec(segment);
  if (!match) return undefined;
  const parsed = oneTimeLinkSchema.safeParse({
    userHash: match[1],
    timeHash: match[2],
    verificationCode: match[3],
  });
  return parsed.success ? parsed.data : undefined;
}
