// The inserts of a connection's rate-limit places (rate-limit-store.ts), gathered: inserts waiting at the
// same moment go out together in one unordered `insertMany` (each document succeeds or is a duplicate on its
// own), a few at a time; the connection's collection is maintained once for all its stores (its indexes at
// each (re)connection, the deletion of expired places where there is no TTL index).
//
// Why: on FerretDB 60 separate inserts took many times as long as one insertMany of 60 (rate-limit-store.ts),
// and there is no TTL index to remove the expired places (rate-limit-hits.ts), so they are deleted from here.
// On MongoDB: single inserts are cheap, and the TTL index removes expired places by itself.
// On a replica set: can be dropped with the insert-per-hit scheme (a counter's `$inc` needs no gathering);
// kept as it is, it still works there.
import type mongoose from 'mongoose';
import { isDatabaseDown, isDuplicateKeyError } from './errors';
import {
  deleteExpiredRateLimitHits,
  type Hits,
  hitsOn,
  prepareRateLimitHits,
  RATE_LIMIT_CLEANUP_EVERY_MS,
  type RateLimitHitDoc,
} from './rate-limit-hits';

/** Inserts in flight at once per connection; hits arriving meanwhile go together in the next one. */
const INSERTS_IN_FLIGHT = 4;
/** Hits in one `insertMany` at most. */
const INSERT_BATCH_MAX = 500;

export type InsertOutcome = 'inserted' | 'taken';

interface WaitingInsert {
  doc: RateLimitHitDoc;
  done: (outcome: InsertOutcome) => void;
  failed: (error: unknown) => void;
}

/** The write errors of an unordered insertMany, by the index of the document. */
function writeErrorsOf(error: unknown): Map<number, { code?: unknown }> | undefined {
  const { writeErrors } = (error ?? {}) as { writeErrors?: unknown };
  if (!writeErrors) return undefined;
  const list = (Array.isArray(writeErrors) ? writeErrors : [writeErrors]) as {
    index?: unknown;
    code?: unknown;
  }[];
  const byIndex = new Map<number, { code?: unknown }>();
  for (const item of list) if (typeof item?.index === 'number') byIndex.set(item.index, item);
  return byIndex.size > 0 ? byIndex : undefined;
}

/** What a connection's stores share: the maintenance of the collection and the gathering of inserts. */
export class ConnectionHits {
  /** Indexes created on the current connection (the TTL index, or the periodic delete instead). */
  private prepared = false;
  private ttl = false;
  private waiting: WaitingInsert[] = [];
  private inFlight = 0;
  private flushScheduled = false;

  constructor(private readonly connection: mongoose.Connection) {
    setInterval(() => this.deleteExpired(), RATE_LIMIT_CLEANUP_EVERY_MS).unref();
    const prepare = () => this.prepare();
    connection.on('connected', prepare);
    connection.on('reconnected', prepare);
    this.prepare();
  }

  /** Inserts `doc`, alone or with the documents waiting beside it: 'taken' when its `_id` exists. */
  insert(doc: RateLimitHitDoc): Promise<InsertOutcome> {
    hitsOn(this.connection); // the outage's 503 at once
    return new Promise((done, failed) => {
      this.waiting.push({ doc, done, failed });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => {
          this.flushScheduled = false;
          this.flush();
        });
      }
    });
  }

  private flush(): void {
    while (this.inFlight < INSERTS_IN_FLIGHT && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, INSERT_BATCH_MAX);
      let hits: Hits;
      try {
        // inserts that waited while the database went away fail now rather than wait out a server selection
        hits = hitsOn(this.connection);
      } catch (error) {
        for (const waiting of batch) waiting.failed(error);
        continue;
      }
      this.inFlight += 1;
      hits
        .insertMany(
          batch.map((waiting) => waiting.doc),
          { ordered: false },
        )
        .then(
          () => {
            for (const waiting of batch) waiting.done('inserted');
          },
          (error: unknown) => this.settleFailed(batch, error),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.flush();
        });
    }
  }

  /** An unordered insertMany that failed: each document is inserted, taken, or failed with the error. */
  private settleFailed(batch: WaitingInsert[], error: unknown): void {
    const perDocument = isDatabaseDown(error) ? undefined : writeErrorsOf(error);
    if (!perDocument) {
      for (const waiting of batch) waiting.failed(error);
      // the inserts gathered behind it would wait out the same outage: they fail with it
      if (isDatabaseDown(error)) for (const waiting of this.waiting.splice(0)) waiting.failed(error);
      return;
    }
    batch.forEach((waiting, index) => {
      const failure = perDocument.get(index);
      if (!failure) waiting.done('inserted');
      else if (isDuplicateKeyError(failure)) waiting.done('taken');
      else waiting.failed(error);
    });
  }

  private prepare(): void {
    const { db } = this.connection;
    if (this.prepared || this.connection.readyState !== 1 || !db) return;
    this.prepared = true;
    prepareRateLimitHits(db).then(
      (ttl) => {
        this.ttl = ttl;
      },
      () => {
        this.prepared = false; // the next (re)connection tries again
      },
    );
  }

  private deleteExpired(): void {
    const { db } = this.connection;
    if (!this.prepared || this.ttl || this.connection.readyState !== 1 || !db) return;
    deleteExpiredRateLimitHits(db).catch(() => {}); // tried again in a minute
  }
}

const shared = new WeakMap<mongoose.Connection, ConnectionHits>();

/** The one ConnectionHits of `connection`, shared by all its stores. */
export function connectionHits(connection: mongoose.Connection): ConnectionHits {
  let found = shared.get(connection);
  if (!found) {
    found = new ConnectionHits(connection);
    shared.set(connection, found);
  }
  return found;
}
