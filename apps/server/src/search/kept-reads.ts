import { LRUCache } from 'lru-cache';

export interface KeptReadsOptions<T> {
  /** What all kept values may weigh together (in `sizeOf`'s unit); the least recently used go first. */
  maxSize: number;
  /** A value's weight: a ranking's matches, an analysis 1. */
  sizeOf: (value: T) => number;
}

/**
 * Reads of the search (a query's analysis, its ranked matches) kept until the catalogue changes. The
 * search service forgets them on every `catalogue_changed` notification (app.ts), as the catalogue cache
 * does its answers, so that every process on one database answers what the database holds. A read that
 * began before a change is not kept; readers of one key at the same time share one read.
 */
export class KeptReads<T> {
  private readonly kept: LRUCache<string, { value: T }>;
  private readonly reading = new Map<string, Promise<T>>();
  /** Bumped by every change: a read that began before it does not put its (old) value back. */
  private generation = 0;

  constructor(options: KeptReadsOptions<T>) {
    this.kept = new LRUCache({
      maxSize: options.maxSize,
      // A value heavier than the whole bound is not kept (lru-cache refuses it).
      sizeCalculation: (entry) => Math.max(1, options.sizeOf(entry.value)),
    });
  }

  read(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key);
    if (kept) return Promise.resolve(kept.value);
    const pending = this.reading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const reading = read()
      .then((value) => {
        if (generation === this.generation) this.kept.set(key, { value });
        return value;
      })
      .finally(() => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
      });
    this.reading.set(key, reading);
    return reading;
  }

  forget(): void {
    this.generation += 1;
    this.kept.clear();
    this.reading.clear();
  }
}
