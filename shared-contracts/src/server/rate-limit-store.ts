// Rate-limit counters in the database, so that every instance of a service counts the same hits: an
// express-rate-limit `Store` (8.x) on mongoose's connection. express-rate-limit's own MemoryStore counts in
// each process, so two instances let twice the limit through.
//
// Fixed windows of `windowMs`, aligned to the clock (window k runs from k·windowMs to (k+1)·windowMs, on
// every instance alike), each with `limit` numbered places: a hit is accepted when it inserts the document
// of a free place, `_id` `<prefix><key>|<window>|<place>` in `rate_limit_hits`. The database's unique `_id`
// decides who gets a place, on every engine and across processes, so no more than `limit` hits are ever
// accepted in a window. Nothing is updated in place: FerretDB 1.x applies an update as a read then a write
// of the whole document, so concurrent `$inc`s of one counter document are lost (200 left it at 1–10).
//
// One round trip per hit: each process remembers the next place it expects to be free for each key, and
// inserts it; a place taken meanwhile by another process (duplicate key) makes it read which places are
// taken and insert a free one. Only when its places seem used up does a process read them to refuse (and,
// for limiters that never give places back, it remembers the key as full until the window ends). Inserts
// waiting at the same moment go out together in one `insertMany` (unordered: each document succeeds or is
// a duplicate on its own): in a burst of 60 lookups on FerretDB, 60 separate inserts took 55–150 ms, one
// insertMany of 60 took 3–14 ms. A count per hit (a sliding window) cost a second round trip, and the
// wedding-day load test's p99 doubled or worse with it.
//
// What a client sees is what express-rate-limit's MemoryStore gave: fixed windows, RateLimit headers with
// what is left of the window's limit and the window's end, and 429 once the places are used (a refused
// request takes no place; MemoryStore counted it, which changes nothing within a fixed window). The
// windows are aligned to the clock rather than to a key's first hit, so a client can spend its limit at the
// end of one window and again at the start of the next (MemoryStore allows the same across its own
// window's end); instances' clocks must agree (NTP) to the second for the windows to agree.
// `decrement` (skipSuccessfulRequests: a successful login) gives this process's own place back.
//
// Expired places are deleted by a TTL index where the database has them (MongoDB); FerretDB 1.24 answers
// 'Index option "expireAfterSeconds" is not implemented yet', so there every process deletes them once a
// minute (acknowledged deletes; a past window is never read anyway).
//
// While the database is away a hit fails with the outage's 503 (at once when the connection is known to be
// down, and so do the inserts waiting behind one that failed), and the request goes no further: every
// limited route needs the database anyway, and letting requests through unlimited would let anyone who can
// slow the database get around the limits.
import mongoose from 'mongoose';
import { DATABASE_UNAVAILABLE, HttpError, isDatabaseDown, isDuplicateKeyError } from './errors';

export const RATE_LIMIT_HITS_COLLECTION = 'rate_limit_hits';
/** Between two deletions of expired places where the database has no TTL index. */
export const RATE_LIMIT_CLEANUP_EVERY_MS = 60_000;
/** Inserts in flight at once per connection; hits arriving meanwhile go together in the next one. */
const INSERTS_IN_FLIGHT = 4;
/** Hits in one `insertMany` at most. */
const INSERT_BATCH_MAX = 500;
/** Limits from this size on are checked by counting the taken places rather than reading them. */
const MAX_READ = 1000;
/** Places tried for one hit before it is refused (only many processes racing for one key's last places). */
const MAX_ATTEMPTS = 8;

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

/** The counts express-rate-limit asks a store for (its `ClientRateLimitInfo`). */
export interface RateLimitHits {
  totalHits: number;
  resetTime: Date | undefined;
}

/** The limiter's options this store reads (a part of express-rate-limit's `Options`). */
export interface RateLimitStoreInit {
  windowMs: number;
  limit: unknown;
  skipSuccessfulRequests?: boolean;
  skipFailedRequests?: boolean;
}

export interface DatabaseRateLimitStoreOptions {
  /** Names this limiter's counters (`contact:`, `login:`…): one prefix per limiter. */
  prefix: string;
  /** The connection to count on (mongoose's default connection). */
  connection?: mongoose.Connection;
}

type Hits = mongoose.mongo.Collection<RateLimitHitDoc>;

/** The connection's collection of places, or the outage's 503 at once while it is known to be down. */
function hitsOn(connection: mongoose.Connection): Hits {
  const { db } = connection;
  if (connection.readyState !== 1 || !db) throw new HttpError(503, DATABASE_UNAVAILABLE);
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

type InsertOutcome = 'inserted' | 'taken';

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
class ConnectionHits {
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

function connectionHits(connection: mongoose.Connection): ConnectionHits {
  let found = shared.get(connection);
  if (!found) {
    found = new ConnectionHits(connection);
    shared.set(connection, found);
  }
  return found;
}

/** What this process knows of one key's current window. */
interface KeyState {
  window: number;
  /** The next place this process expects to be free. */
  next: number;
  /** Places this process is inserting now. */
  trying: Set<number>;
  /** Every place is taken, and none is ever given back (no decrement): refuse without asking. */
  full: boolean;
  /** Places this process took, the last one last (a decrement gives one back). */
  own: number[];
  /** Refusals whose decrement is still to come (skipFailedRequests): nothing to give back for them. */
  refusalsToTakeBack: number;
}

/**
 * An express-rate-limit store whose hits live in the database (see the top of this file). Give each limiter
 * its own store, with its own prefix.
 */
export class DatabaseRateLimitStore {
  /** Hits counted here are seen by every instance. */
  readonly localKeys = false;
  readonly prefix: string;
  private readonly connection: mongoose.Connection;
  private readonly shared: ConnectionHits;
  private windowMs = 60_000;
  /** The number of places per window; unbounded when the limit is a function (decided per request). */
  private places = Number.POSITIVE_INFINITY;
  private givesBack = false;
  private refusalsGiveBack = false;
  private readonly keys = new Map<string, KeyState>();
  private lastSweep = 0;

  constructor({ prefix, connection = mongoose.connection }: DatabaseRateLimitStoreOptions) {
    this.prefix = prefix;
    this.connection = connection;
    this.shared = connectionHits(connection);
  }

  init(options: RateLimitStoreInit): void {
    this.windowMs = options.windowMs;
    this.places =
      typeof options.limit === 'number' && options.limit >= 0 ? options.limit : Number.POSITIVE_INFINITY;
    this.givesBack = Boolean(options.skipSuccessfulRequests || options.skipFailedRequests);
    // a 429 is a failed request: with skipFailedRequests the limiter takes it back too
    this.refusalsGiveBack = Boolean(options.skipFailedRequests);
  }

  async increment(key: string): Promise<RateLimitHits> {
    const fullKey = this.prefix + key;
    const window = Math.floor(Date.now() / this.windowMs);
    const resetTime = new Date((window + 1) * this.windowMs);
    const state = this.stateOf(fullKey, window);
    if (state.full) return this.refuse(state, this.places, resetTime);
    let lost = 0; // places this hit found taken by another process
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      let place: number | undefined;
      let takenBefore: number | undefined;
      if (state.next < this.places && lost < 2) {
        // the next place, as far as this process knows (another process may have taken it: then the next)
        place = state.next;
        state.next += 1;
      } else {
        // this process's places are used up, or other processes are ahead: which are taken?
        const read = await this.takenPlaces(fullKey, window);
        takenBefore = read.count;
        place = read.free
          ? read.free.find((free) => !state.trying.has(free))
          : this.freeFrom(state.next < this.places ? Math.max(read.count, state.next) : read.count, state);
        if (place === undefined) {
          // none left (or only those this process is inserting now, which will be taken either way)
          if (!this.givesBack && read.count >= this.places) state.full = true;
          return this.refuse(state, read.count, resetTime);
        }
        state.next = Math.max(state.next, place + 1);
        lost = 0;
      }
      state.trying.add(place);
      let outcome: InsertOutcome;
      try {
        outcome = await this.shared.insert({
          _id: `${fullKey}|${window}|${place}`,
          key: fullKey,
          window,
          place,
          expiresAt: resetTime,
        });
      } finally {
        state.trying.delete(place);
      }
      if (outcome === 'inserted') {
        if (this.givesBack) state.own.push(place);
        // the places before it are taken as far as this process knows (or as a read counted them); never
        // more than the limit: the hit has a place
        const totalHits = Math.min(takenBefore === undefined ? place + 1 : takenBefore + 1, this.places);
        return { totalHits, resetTime };
      }
      lost += 1;
    }
    // several processes racing for this key's last places: refused rather than trying on
    return this.refuse(state, this.places, resetTime);
  }

  /** Gives back one hit of `key`: this process's last place (the limiter decided not to count it). */
  async decrement(key: string): Promise<void> {
    const fullKey = this.prefix + key;
    const state = this.keys.get(fullKey);
    if (!state) return;
    if (state.refusalsToTakeBack > 0) {
      state.refusalsToTakeBack -= 1; // a refusal: it holds no place
      return;
    }
    const place = state.own.pop();
    if (place === undefined) return;
    await hitsOn(this.connection).deleteOne({ _id: `${fullKey}|${state.window}|${place}` });
    state.next = Math.min(state.next, place);
    state.full = false;
  }

  async get(key: string): Promise<RateLimitHits | undefined> {
    const fullKey = this.prefix + key;
    const window = Math.floor(Date.now() / this.windowMs);
    const { count } = await this.takenPlaces(fullKey, window);
    return count === 0 ? undefined : { totalHits: count, resetTime: new Date((window + 1) * this.windowMs) };
  }

  async resetKey(key: string): Promise<void> {
    this.keys.delete(this.prefix + key);
    await hitsOn(this.connection).deleteMany({ key: this.prefix + key });
  }

  private refuse(state: KeyState, taken: number, resetTime: Date): RateLimitHits {
    if (this.refusalsGiveBack) state.refusalsToTakeBack += 1;
    return { totalHits: Math.max(taken, this.places) + 1, resetTime };
  }

  /** The first place from `from` on, below the limit, that this process is not inserting now. */
  private freeFrom(from: number, state: KeyState): number | undefined {
    let place = from;
    while (state.trying.has(place)) place += 1;
    return place < this.places ? place : undefined;
  }

  /**
   * How many places of the window are taken, and the free ones below the limit, smallest first. Read in one
   * batch, never a cursor left open: on FerretDB with PostgreSQL an open cursor holds a backend connection
   * until its last getMore, and 200 concurrent finds of 200 documents each never answered. Limits of
   * MAX_READ and more are only counted (`free` unknown: places are then tried from the count on).
   */
  private async takenPlaces(
    fullKey: string,
    window: number,
  ): Promise<{ count: number; free: number[] | undefined }> {
    const hits = hitsOn(this.connection);
    if (this.places >= MAX_READ) {
      return { count: await hits.countDocuments({ key: fullKey, window }), free: undefined };
    }
    // places at or past the limit (a larger limit before a restart) do not count against this one
    const found = await hits
      .find(
        { key: fullKey, window, place: { $lt: this.places } },
        {
          projection: { _id: 0, place: 1 },
          limit: this.places,
          batchSize: Math.max(this.places, 1),
          singleBatch: true,
        },
      )
      .toArray();
    const taken = new Set(found.map((doc) => doc.place));
    const free: number[] = [];
    for (let place = 0; place < this.places; place += 1) if (!taken.has(place)) free.push(place);
    return { count: taken.size, free };
  }

  private stateOf(fullKey: string, window: number): KeyState {
    let state = this.keys.get(fullKey);
    if (!state || state.window !== window) {
      state = { window, next: 0, trying: new Set(), full: false, own: [], refusalsToTakeBack: 0 };
      this.keys.set(fullKey, state);
    }
    // keys of past windows are forgotten once a minute
    const now = Date.now();
    if (now - this.lastSweep >= RATE_LIMIT_CLEANUP_EVERY_MS) {
      this.lastSweep = now;
      for (const [known, kept] of this.keys) {
        if (kept.window !== window && kept.trying.size === 0) this.keys.delete(known);
      }
    }
    return state;
  }
}
