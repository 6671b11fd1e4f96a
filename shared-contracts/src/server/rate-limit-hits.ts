// The collection of rate-limit places (`rate_limit_hits`, the database rate-limit store: rate-limit-store.ts):
// its documents, its indexes, and the deletion of expired places where the database has no TTL index.
//
// Expired places are deleted by a TTL index where the database has them (MongoDB); FerretDB 1.24 answers
// 'Index option "expireAfterSeconds" is not implemented yet', so there every process deletes them once a
// minute (acknowledged deletes; a past window is never read anyway).
//
// Why: FerretDB 1.24 has no TTL index (above), and on PostgreSQL an open cursor holds a backend connection
// until its last getMore; `$group` with `$min` or `$first` is missing and `$in` is not pushed down, so a
// key's places are read with one equality filter, in one batch.
// On MongoDB: the TTL index is created (prepareRateLimitHits returns true) and the periodic delete never
// runs; an open cursor holds no connection between its batches.
// On a replica set: simplify: the fallback delete and the one-batch read can go, and with a counter document
// per key and window (rate-limit-store.ts) so can the reading of places.
import type mongoose from 'mongoose';
import { isConnectionUp } from './db';
import { DATABASE_UNAVAILABLE, HttpError } from './errors';

export const RATE_LIMIT_HITS_COLLECTION = 'rate_limit_hits';
/** Between two deletions of expired places where the database has no TTL index. */
export const RATE_LIMIT_CLEANUP_EVERY_MS = 60_000;
/** Limits from this size on are checked by counting the taken places rather than reading them. */
const MAX_READ = 1000;

/** One accepted hit: a taken place of a key's window. */
export interface RateLimitHitDoc {
  /** `<prefix><key>|<window>|<place>`. */
  _id: string;
  /** The store's prefix and the limiter's key, e.g. `contact:203.0.113.7`. */
  key: string;
  /** The window's number: its start divided by the window's length. */
  window: number;
  /** The place, 0 up to the limit (excluded). */
  place: number;
  /** The window's end, when the place stops counting. */
  expiresAt: Date;
}

export type Hits = mongoose.mongo.Collection<RateLimitHitDoc>;

/** The connection's collection of places, or the outage's 503 at once while it is known to be down. */
export function hitsOn(connection: mongoose.Connection): Hits {
  const { db } = connection;
  if (!isConnectionUp(connection) || !db) throw new HttpError(503, DATABASE_UNAVAILABLE);
  return db.collection<RateLimitHitDoc>(RATE_LIMIT_HITS_COLLECTION);
}

/** Creates the indexes (the key's; the TTL index where there are TTL indexes); true when there is one. */
export async function prepareRateLimitHits(db: mongoose.mongo.Db): Promise<boolean> {
  const hits = db.collection<RateLimitHitDoc>(RATE_LIMIT_HITS_COLLECTION);
  // reading a key's places (rare) and resetting a key: an index on the key alone, a single-field index,
  // the kind FerretDB+PostgreSQL's equality filters are given a GIN companion for (scripts/db)
  await hits.createIndex({ key: 1 }, { name: 'rate_limit_key' });
  try {
    await hits.createIndex({ expiresAt: 1 }, { name: 'rate_limit_expiry_ttl', expireAfterSeconds: 0 });
    return true;
  } catch (error) {
    const { message = '' } = error as { message?: string };
    if (/not implemented|not supported|expireAfterSeconds/i.test(message)) return false;
    throw error;
  }
}

/** Deletes the places of windows that ended; returns how many. */
export async function deleteExpiredRateLimitHits(db: mongoose.mongo.Db, now = new Date()): Promise<number> {
  const result = await db
    .collection<RateLimitHitDoc>(RATE_LIMIT_HITS_COLLECTION)
    .deleteMany({ expiresAt: { $lte: now } });
  return result.deletedCount;
}

/**
 * How many places of a key's window are taken, and the free ones below the limit (`places`), smallest first.
 * Read in one batch, never a cursor left open: on FerretDB with PostgreSQL an open cursor holds a backend
 * connection until its last getMore, and 200 concurrent finds of 200 documents each never answered. Limits
 * of MAX_READ and more are only counted (`free` unknown: places are then tried from the count on).
 */
export async function takenPlaces(
  hits: Hits,
  fullKey: string,
  window: number,
  places: number,
): Promise<{ count: number; free: number[] | undefined }> {
  if (places >= MAX_READ) {
    return { count: await hits.countDocuments({ key: fullKey, window }), free: undefined };
  }
  // places at or past the limit (a larger limit before a restart) do not count against this one
  const found = await hits
    .find(
      { key: fullKey, window, place: { $lt: places } },
      {
        projection: { _id: 0, place: 1 },
        limit: places,
        batchSize: Math.max(places, 1),
        singleBatch: true,
      },
    )
    .toArray();
  const taken = new Set(found.map((doc) => doc.place));
  const free: number[] = [];
  for (let place = 0; place < places; place += 1) if (!taken.has(place)) free.push(place);
  return { count: taken.size, free };
}
