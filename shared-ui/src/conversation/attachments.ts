import {
  attachmentUploadResponseSchema,
  referralAttachmentPath,
  referralAttachmentsPath,
  type AttachmentDisposition,
  type AttachmentUploadResponse,
} from '@refnet/contracts/conversation';
import {
  ApiRequestError,
  apiClient,
  isApiRequestError,
  parseResponse,
  requireParams,
} from '@refnet/shared-ui';
import { apiErrorSchema } from '@refnet/contracts';
import { fileNameFromContentDisposition, readRefusalBody, saveBlob } from '../api/fileDownload';

/** A 10 MB file on a slow line takes longer than an ordinary call may (API_TIMEOUT_MS). */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export interface AttachmentUploadOptions {
  /** Called as the bytes go out, with the share sent so far (0 to 100). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /referrals/{refId}/attachments/: one file, as multipart; the server decides its type by content. */
export async function uploadReferralAttachment(
  referralId: number,
  file: Blob,
  fileName: string,
  { onProgress, signal }: AttachmentUploadOptions = {},
): Promise<AttachmentUploadResponse> {
  requireParams('uploadReferralAttachment', { referralId, file, fileName });
  const form = new FormData();
  form.append('file', file, fileName);
  const response = await apiClient.post<unknown>(referralAttachmentsPath(referralId), form, {
    timeout: UPLOAD_TIMEOUT_MS,
    signal,
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return parseResponse(attachmentUploadResponseSchema, response.data, 'uploadReferralAttachment');
}

/** A refusal asked for as a Blob comes back as one: its `{ message }` read again so the words show. */
async function withServerWords(error: unknown): Promise<unknown> {
  if (!isApiRequestError(error) || error.kind !== 'response') return error;
  const body = await readRefusalBody(error.body);
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return error;
  return new ApiRequestError({
    kind: 'response',
    status: error.status,
    body,
    serverMessage: parsed.data.message,
    message: parsed.data.message.message,
    cause: error,
  });
}

export interface FetchedAttachment {
  blob: Blob;
  /** The server's file name (Content-Disposition), or null. */
  fileName: string | null;
}

/**
 * GET /referrals/{refId}/attachments/{id}/ with the session's token, as a Blob the page shows through an
 * object URL (a preview, the browser's PDF viewer) or saves. Never a link: the endpoint wants the token.
 */
export async function fetchReferralAttachment(
  referralId: number,
  attachmentId: number,
  disposition: AttachmentDisposition = 'attachment',
): Promise<FetchedAttachment> {
  requireParams('fetchReferralAttachment', { referralId, attachmentId });
  const response = await apiClient
    .get<Blob>(referralAttachmentPath(referralId, attachmentId), {
      params: disposition === 'inline' ? { disposition } : undefined,
      responseType: 'blob',
      timeout: UPLOAD_TIMEOUT_MS,
    })
    .catch(async (error: unknown) => {
      throw await withServerWords(error);
    });
  return {
    blob: response.data,
    fileName: fileNameFromContentDisposition(response.headers['content-disposition']),
  };
}

/** Saves one attachment under the server's file name (or `fallbackName`); resolves with the name used. */
export async function downloadReferralAttachment(
  referralId: number,
  attachmentId: number,
  fallbackName: string,
): Promise<string> {
  const { blob, fileName } = await fetchReferralAttachment(referralId, attachmentId);
  const name = fileName ?? fallbackName;
  saveBlob(blob, name);
  return name;
}
