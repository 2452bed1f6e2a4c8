import {
  ATTACHMENT_SNIFF_BYTES,
  sniffAttachmentType,
  type AttachmentContentType,
} from '@refnet/contracts/conversation';
import { Transform, type TransformCallback } from 'node:stream';

export class WrongFileTypeError extends Error {
  override readonly name = 'WrongFileTypeError';
}

export class EmptyFileError extends Error {
  override readonly name = 'EmptyFileError';
}

/**
 * Passes a file through once its first bytes show a PDF, JPEG or PNG, and fails it with WrongFileTypeError
 * otherwise, before any of it is stored: the type comes from the content, never the name.
 */
export class TypeSniffer extends Transform {
  private head: Buffer | null = Buffer.alloc(0);
  contentType: AttachmentContentType | undefined;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.head === null) {
      callback(null, chunk);
      return;
    }
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < ATTACHMENT_SNIFF_BYTES) {
      callback();
      return;
    }
    this.decide(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.head === null) callback();
    else if (this.head.length === 0) callback(new EmptyFileError('the file is empty'));
    else this.decide(callback);
  }

  private decide(callback: TransformCallback) {
    const head = this.head as Buffer;
    this.contentType = sniffAttachmentType(head);
    this.head = null;
    if (this.contentType) callback(null, head);
    else callback(new WrongFileTypeError('not a PDF, JPEG or PNG'));
  }
}
