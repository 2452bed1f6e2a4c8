import type { DelegateChangeResponse, DelegateUserLink, DelegatesResponse } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { successBody } from '../../http/problem.js';
import { loadDelegateLinks, splitDelegates, toDelegateLinks } from '../profile/clinician-information.js';
import { loadUserProfiles } from '../profile/profile-reads.js';

/** Every delegate link of the clinician (active ones first), as the API gives them. */
export async function loadDelegatesOf(db: Database, clinicianUserProfileId: number) {
  const rows = (await loadDelegateLinks(db, clinicianUserProfileId)).filter(
    (row) => row.link.clinicianUserProfileId === clinicianUserProfileId,
  );
  const profiles = await loadUserProfiles(
    db,
    rows.map((row) => row.link.delegateUserProfileId),
  );
  return toDelegateLinks(rows, profiles);
}

/** SPEC §7.6 GET /user/delegates/. */
export async function listDelegates(
  db: Database,
  clinicianUserProfileId: number,
): Promise<DelegatesResponse> {
  return splitDelegates(await loadDelegatesOf(db, clinicianUserProfileId));
}

/** One of the clinician's links as the API gives it (just written, so it exists). */
export async function loadDelegateLink(
  db: Database,
  clinicianUserProfileId: number,
  linkId: number,
): Promise<{ delegate: DelegateUserLink; links: DelegateUserLink[] }> {
  const links = await loadDelegatesOf(db, clinicianUserProfileId);
  const delegate = links.find((link) => link.id === linkId);
  if (!delegate) throw new Error(`delegate link ${linkId} vanished`);
  return { delegate, links };
}

/** The answer of every management call: the changed link, the notice and both lists as they now are. */
export async function delegateChangeResponse(
  db: Database,
  clinicianUserProfileId: number,
  linkId: number,
  message: string,
): Promise<DelegateChangeResponse> {
  const { delegate, links } = await loadDelegateLink(db, clinicianUserProfileId, linkId);
  return { ...successBody(message), delegate, ...splitDelegates(links) };
}
