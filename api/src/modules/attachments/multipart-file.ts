import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '@refnet/contracts/conversation';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { finished, PassThrough, type Readable } from 'node:stream';
import { HttpProblem, dangerBody, isHttpProblem } from '../../http/problem.js';
import { FileTooLargeError } from '../../storage/file-store.js';
import { EmptyFileError, WrongFileTypeError } from './type-sniffer.js';

const refuse = (status: number, message: string) => new HttpProblem(status, dangerBody(message));

/**
 * Busboy's limits: one file and a few small fields, which are ignored. The file may run one byte past the
 * largest allowed, so that MeasuredStream sees it is too large (at exactly fileSize busboy would cut it
 * short and end it as if whole).
 */
const LIMITS = {
  files: 1,
  fields: 8,
  parts: 9,
  fieldSize: 1024,
  fieldNameSize: 100,
  fileSize: ATTACHMENT_MAX_BYTES + 1,
};

/** The upload broke off or its form was malformed mid-file (busboy's words, or the connection closing). */
class UploadCutShortError extends Error {
  override readonly name = 'UploadCutShortError';
}

/**
 * The file's bytes as a stream of their own. Any failure of busboy's stream, even one raised before anyone
 * listened (a whole body arrives at once, cut short), fails it as the client's (UploadCutShortError).
 */
function clientBytes(file: Readable): Readable {
  const bytes = new PassThrough();
  finished(file, (error) => {
    if (error) bytes.destroy(new UploadCutShortError('the upload was cut short', { cause: error }));
  });
  return file.pipe(bytes);
}

/** A refusal of what the client sent, in a sentence; undefined when the failure is the server's own. */
function clientMistake(error: unknown): HttpProblem | undefined {
  if (isHttpProblem(error)) return error;
  if (error instanceof FileTooLargeError) return refuse(413, ATTACHMENT_MESSAGES.tooLarge);
  if (error instanceof WrongFileTypeError) return refuse(400, ATTACHMENT_MESSAGES.wrongType);
  if (error instanceof EmptyFileError) return refuse(400, ATTACHMENT_MESSAGES.empty);
  if (error instanceof UploadCutShortError) return refuse(400, ATTACHMENT_MESSAGES.uploadUnreadable);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(413, ATTACHMENT_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return refuse(400, ATTACHMENT_MESSAGES.oneFileOnly);
  // @fastify/multipart's other refusals and a body cut short (the client went away).
  if (typeof code === 'string' && (code.startsWith('FST_') || code === 'ERR_STREAM_PREMATURE_CLOSE'))
    return refuse(400, ATTACHMENT_MESSAGES.uploadUnreadable);
  return undefined;
}

/**
 * Hands the one file of a multipart upload to `store` as it streams in, then reads the rest of the body (a
 * second file is refused). If anything fails after `store` succeeded, `undo` removes what it stored.
 * The client's mistakes are 4xx with a sentence; the store's own failures stay server errors.
 */
export async function receiveOneFile<T>(
  request: FastifyRequest,
  store: (file: Readable, fileName: string) => Promise<T>,
  undo: (stored: T) => Promise<void>,
): Promise<T> {
  if (!request.isMultipart()) throw refuse(400, ATTACHMENT_MESSAGES.noFile);
  let stored: { value: T } | undefined;
  try {
    const parts = request.parts({ limits: LIMITS });
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        // busboy's own words for a body that is no form ("Unexpected end of form" …) have no code.
        throw clientMistake(error) ?? refuse(400, ATTACHMENT_MESSAGES.uploadUnreadable);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type !== 'file') continue;
      if (stored) throw refuse(400, ATTACHMENT_MESSAGES.oneFileOnly);
      const file = part.file;
      try {
        stored = { value: await store(clientBytes(file), part.filename) };
      } catch (error) {
        // Read the rest of a refused file (busboy drops it), so the refusal reaches a client still sending.
        file.resume();
        throw error;
      }
    }
  } catch (error) {
    if (stored) await undo(stored.value);
    throw clientMistake(error) ?? error;
  }
  if (!stored) throw refuse(400, ATTACHMENT_MESSAGES.noFile);
  return stored.value;
}
