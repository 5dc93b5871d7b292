import type { Db } from '../db/client.js';
import { searchQueries } from '../db/schema.js';

/** A search as the log keeps it (see `searchQueries`), with the time it was asked. */
export type LoggedQuery = Omit<typeof searchQueries.$inferInsert, 'id'> & { createdAt: Date };

/** How long a logged query may wait for others before the batch is written. */
export const QUERY_LOG_FLUSH_MS = 1_000;
/** A batch this long is written at once (a burst of searches does not grow the buffer without end). */
const MAX_PENDING = 500;

/**
 * The search log, written in batches: a search answers without waiting for its own INSERT (one round
 * trip and a WAL write on every search), and the log is one INSERT per second at most. The cost is that a crashed process loses at most the last second of
 * queries; the log feeds the hot keywords and the staff's "searched but not found" list, where that is
 * acceptable. Every process keeps its own buffer, so the database stays the only shared state.
 */
export class QueryLog {
  private pending: LoggedQuery[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly flushMs = QUERY_LOG_FLUSH_MS,
  ) {}

  record(query: LoggedQuery): void {
    this.pending.push(query);
    if (this.pending.length >= MAX_PENDING) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      // A waiting batch never keeps a process alive: closing the app flushes it (app.ts).
      this.timer.unref();
    }
  }

  /** Writes what is waiting; resolves once every query recorded before the call is in the table. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    if (batch.length > 0) {
      // One write at a time, in the order recorded; a failed batch is reported and dropped, never retried
      // into a database that is refusing writes.
      this.writing = this.writing.then(() =>
        this.db
          .insert(searchQueries)
          .values(batch)
          .then(
            () => undefined,
            (error: unknown) => this.onError(error),
          ),
      );
    }
    return this.writing;
  }
}
