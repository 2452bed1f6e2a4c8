import { ADMIN_DOWNLOADS, type AdminDownloadKind } from '@refnet/contracts/admin';

const KINDS = Object.keys(ADMIN_DOWNLOADS) as AdminDownloadKind[];

/** The spreadsheet a download route (/admin/users-list-download…) fetches. */
export function downloadKindOf(routePath: string): AdminDownloadKind | null {
  return KINDS.find((kind) => ADMIN_DOWNLOADS[kind].route === routePath) ?? null;
}
