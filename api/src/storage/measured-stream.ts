import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError, type StoredFile } from './file-store.js';

/**
 * Passes bytes through while counting and hashing them, and fails with FileTooLargeError as soon as more
 * than `maxBytes` have passed, so an oversized upload is refused while it streams.
 */
export class MeasuredStream extends Transform {
  private readonly hash = createHash('sha256');
  // Not `size`: lib-storage reads a body's `size` as its length.
  private bytesSeen = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytesSeen += chunk.length;
    if (this.bytesSeen > this.maxBytes) {
      callback(new FileTooLargeError(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** Call once the stream has ended. */
  result(): StoredFile {
    return { sizeBytes: this.bytesSeen, sha256: this.hash.digest('hex') };
  }
}
