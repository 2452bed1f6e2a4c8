/**
 * The list stamps last read for a place (a clinician and what their list is built from), reused for `ttlMs`:
 * a burst of reads of one list (a page opening its lists, a clinician paging) reads list_stamps once. A
 * write this server answers forgets every entry before its answer is sent (`forgetAll`, after its commit),
 * so its own next read is exact; a write through another server, or straight into the database, shows here
 * within `ttlMs`, as a session does in the session cache. A read that began before a write is not kept.
 */
export class StampsMemo {
  private readonly entries = new Map<string, { stamps: string; readAt: number }>();
  /** Bumped by forgetAll: stamps read before it may be older than the write. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async read(place: string, readStamps: () => Promise<string>): Promise<string> {
    if (this.ttlMs <= 0) return readStamps();
    const held = this.entries.get(place);
    if (held && this.now() - held.readAt < this.ttlMs) return held.stamps;
    const generation = this.generation;
    const readAt = this.now();
    const stamps = await readStamps();
    if (generation === this.generation) this.keep(place, { stamps, readAt });
    return stamps;
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private keep(place: string, entry: { stamps: string; readAt: number }): void {
    this.entries.delete(place);
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(place, entry);
  }
}
