import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What put() learnt while storing: the size and SHA-256 (hex) of exactly the bytes stored. */
export interface StoredFile {
  sizeBytes: number;
  sha256: string;
}

/** A stored file as a sweep sees it. */
export interface StoredEntry {
  key: string;
  storedAt: Date;
}

/**
 * Where attachment bytes live, outside the database rows (issue 22). A file is visible under its key only
 * once stored whole: put() either stores everything or leaves nothing visible, so a row written after it
 * never points at half a file. Files are read only by a key taken from a row, never listed to a client.
 */
export interface FileStore {
  readonly driver: 'filesystem' | 's3';
  /**
   * Streams `content` under `key`, refusing it with FileTooLargeError past `maxBytes` (counted as it
   * arrives, never held whole in memory). Any failure, the content stream's own included, leaves nothing.
   */
  put(key: string, content: Readable, options: { maxBytes: number }): Promise<StoredFile>;
  /** The file's bytes; StoredFileMissingError when there is none. */
  open(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes the file if it is there. */
  remove(key: string): Promise<void>;
  /** Every stored file (for the sweep of files no row names), never one still being written. */
  list(): AsyncIterable<StoredEntry>;
  /** Removes what interrupted puts left behind (a crash mid-upload) that is older than `olderThanMs`. */
  sweepIncomplete(olderThanMs: number): Promise<number>;
  close(): Promise<void>;
}

export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
  }
}

export class StoredFileMissingError extends Error {
  override readonly name = 'StoredFileMissingError';
  constructor(readonly key: string) {
    super('no stored file has this key');
  }
}

/** 192 random bits, base64url: never derived from a file name, never guessable. */
export const newStorageKey = () => randomBytes(24).toString('base64url');

const STORAGE_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** Refuses anything but a key newStorageKey could have made (so no key is ever a path). */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error('not a storage key');
}
