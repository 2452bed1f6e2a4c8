import type { Session } from './service.js';

/**
 * The sessions tokens opened in the last few seconds, so that a page's burst of reads (lists, counts,
 * check-auth) reads the session once. Keyed by the token's hash. A stale entry lives at most `ttlMs`; the
 * auth plugin also empties the cache after every write this server answers (a logout, a password change,
 * a deactivation or a verification takes effect at once here; on another server within `ttlMs`).
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: Session; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(tokenHash: string): Session | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.session;
    this.entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, session: Session): void {
    if (!this.enabled) return;
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, { session, expiresAt: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
