import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { delegateUserLinks } from '../../db/schema.js';

type DelegateLink = typeof delegateUserLinks.$inferSelect;

/** The rule findActiveDelegateLink applies in SQL, for links already loaded: the verified one with the lowest id. */
export function activeDelegateLinkAmong(links: readonly DelegateLink[], delegateUserProfileId: number) {
  return links
    .filter((link) => link.delegateUserProfileId === delegateUserProfileId && link.isVerified)
    .reduce<DelegateLink | undefined>(
      (first, link) => (first && first.id < link.id ? first : link),
      undefined,
    );
}

/** The clinician a delegate acts for: their active link, or none (then they may do nothing). */
export async function findActiveDelegateLink(db: Database, delegateUserProfileId: number) {
  const [row] = await db
    .select()
    .from(delegateUserLinks)
    .where(eq(delegateUserLinks.delegateUserProfileId, delegateUserProfileId))
    .orderBy(desc(delegateUserLinks.isVerified), asc(delegateUserLinks.id))
    .limit(1);
  return row?.isVerified ? row : undefined;
}
