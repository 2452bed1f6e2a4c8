import { gzipSync } from 'node:zlib';

/** A built answer, the version (stamps and date) it was built at, and its gzip once it is large. */
export interface KeptAnswer {
  version: string;
  body: string;
  gzipped: Buffer | undefined;
}

/** Answers below this many characters are sent as they are (as @fastify/compress's threshold). */
export const GZIP_FROM_CHARACTERS = 1024;

/**
 * Serialised answers by place (one clinician's view of one URL), each kept with the version it was built
 * at and, when large, gzipped once (a busy clinician's list is hundreds of kilobytes: compressing it on
 * every request cost more than finding it). Least recently used dropped first once `maxBytes` is reached.
 * A place holds one answer: a newer version replaces the older one instead of piling up beside it.
 */
export class AnswerCache {
  private readonly answers = new Map<string, KeptAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The answer kept for `place` if it was built at `version`. */
  get(place: string, version: string): KeptAnswer | undefined {
    const kept = this.answers.get(place);
    if (kept?.version !== version) return undefined;
    this.answers.delete(place);
    this.answers.set(place, kept);
    return kept;
  }

  /** Keeps `body` for `place` at `version` (unless it would take over an eighth of the space); returns it. */
  set(place: string, version: string, body: string): KeptAnswer {
    this.drop(place);
    const gzipped = body.length >= GZIP_FROM_CHARACTERS ? gzipSync(body) : undefined;
    const kept = { version, body, gzipped };
    const size = sizeOf(place, kept);
    if (size * 8 > this.maxBytes) return kept;
    this.answers.set(place, kept);
    this.bytes += size;
    for (const oldest of this.answers.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
    return kept;
  }

  get size(): number {
    return this.answers.size;
  }

  private drop(place: string): void {
    const kept = this.answers.get(place);
    if (!kept) return;
    this.answers.delete(place);
    this.bytes -= sizeOf(place, kept);
  }
}

// JavaScript strings take two bytes a character.
const sizeOf = (place: string, { body, gzipped }: KeptAnswer) =>
  (place.length + body.length) * 2 + (gzipped?.length ?? 0);
