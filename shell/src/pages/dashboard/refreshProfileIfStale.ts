import { appStore, profileAtom } from '@refnet/shared-ui';

/** A profile stored this recently (by a dashboard visit, a profile edit…) is not fetched again. */
export const PROFILE_FRESH_FOR_MS = 30_000;

let storedAt: number | null = null;

// Notes each time a profile is stored, whoever loaded it. Started when the dashboard's chunk loads rather
// than at boot, so the landing page (which has a size budget) does not carry it; a profile stored before
// then counts as stale.
appStore.sub(profileAtom, () => {
  storedAt = appStore.get(profileAtom) ? Date.now() : null;
});

/**
 * Loads the signed-in user's profile again unless one was stored within PROFILE_FRESH_FOR_MS. A delegate's
 * permissions come with the profile, so this is how a change their clinician made reaches the screens.
 */
export async function refreshProfileIfStale(): Promise<void> {
  if (storedAt !== null && Date.now() - storedAt < PROFILE_FRESH_FOR_MS) return;
  // Loaded on demand: the accounts entry is not part of the landing page.
  const { loadProfile } = await import('@refnet/shared-ui/accounts');
  await loadProfile();
}
