import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { RefnetApp } from '../../src/app.js';
import { authorization, tokenFor } from './app.js';

/** A tiny but well-formed one-page PDF. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (SOI and a JFIF APP0 marker): enough for the content check. */
export const TINY_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  randomBytes(64),
  Buffer.from([0xff, 0xd9]),
]);
/** A Windows executable's first bytes ("MZ"), whatever it is named. */
export const EXECUTABLE = Buffer.concat([Buffer.from('MZ\x90\0\x03\0\0\0'), randomBytes(256)]);

/** A PDF of exactly `bytes` bytes. */
export const pdfOfSize = (bytes: number) =>
  Buffer.concat([TINY_PDF, Buffer.alloc(bytes - TINY_PDF.length, 0x20)]);

export interface FilePart {
  name?: string;
  fileName: string;
  contentType?: string;
  content: Buffer;
}

/** A multipart/form-data body holding these files (and fields), as a browser sends it. */
export function multipartBody(files: readonly FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----refnet${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A signed-in user who uploads and reads referral attachments. */
export interface AttachmentCaller {
  upload(referralId: number, ...files: FilePart[]): Promise<LightMyRequestResponse>;
  read(referralId: number, attachmentId: number, query?: string): Promise<LightMyRequestResponse>;
}

export async function attachmentCaller(
  app: RefnetApp,
  user: { email: string; password: string },
): Promise<AttachmentCaller> {
  const headers = authorization(await tokenFor(app, user));
  return {
    upload(referralId, ...files) {
      const { payload, contentType } = multipartBody(files);
      return app.inject({
        method: 'POST',
        url: `/api/v1/referrals/${referralId}/attachments/`,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    },
    read(referralId, attachmentId, query = '') {
      return app.inject({
        method: 'GET',
        url: `/api/v1/referrals/${referralId}/attachments/${attachmentId}/${query}`,
        headers,
      });
    },
  };
}
