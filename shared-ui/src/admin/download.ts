import { ukToday } from '@refnet/contracts/accounts';
import { ADMIN_DOWNLOADS, adminDownloadFileName, type AdminDownloadKind } from '@refnet/contracts/admin';
import { apiClient } from '@refnet/shared-ui';

/**
 * How long the object URL outlives the click: revoking it at once can cancel the save in some browsers
 * (FileSaver.js waits 40 s for the same reason).
 */
const OBJECT_URL_LIFETIME_MS = 40_000;

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` before `filename`), or null. */
export function fileNameFromContentDisposition(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const extended = /filename\*\s*=\s*[\w-]*'[^']*'([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return baseName(decodeURIComponent(extended.trim()));
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? baseName(name) : null;
}

/** Never a path: a name such as "../x.xlsx" is saved as "x.xlsx". */
function baseName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** A whole list is streamed as it is read (100,000 referrals take a few seconds): far longer than a call's limit. */
export const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * Downloads one admin spreadsheet (SPEC §7.1) with the session's token and saves it under the server's
 * dated file name (or `refnet-users-<UK date>.xlsx` when the header is missing). Resolves with the name.
 */
export async function downloadAdminList(kind: AdminDownloadKind): Promise<string> {
  const response = await apiClient.get<Blob>(ADMIN_DOWNLOADS[kind].apiPath, {
    responseType: 'blob',
    timeout: DOWNLOAD_TIMEOUT_MS,
  });
  const fileName =
    fileNameFromContentDisposition(response.headers['content-disposition']) ??
    adminDownloadFileName(kind, ukToday());
  saveBlob(response.data, fileName);
  return fileName;
}
