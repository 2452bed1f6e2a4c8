import { ukToday } from '@refnet/contracts/accounts';
import { ADMIN_DOWNLOADS, adminDownloadFileName, type AdminDownloadKind } from '@refnet/contracts/admin';
import { apiClient } from '@refnet/shared-ui';
import { fileNameFromContentDisposition, saveBlob } from '../api/fileDownload';

// Kept here too: '@refnet/shared-ui/admin' has always exported them.
export { fileNameFromContentDisposition, saveBlob };

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
