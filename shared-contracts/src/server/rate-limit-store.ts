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
// a duplicate on its own): in a burst of 60 lookups on FerretDB, 60 separate inserts took many times as long
// as one insertMany of 60. A count per hit (a sliding window) cost a second round trip, and the
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
// While the database is away a hit fails with the outage's 503 (at once when the connection is known to be
// down, and so do the inserts waiting behind one that failed), and the request goes no further: every
// limited route needs the database anyway, and letting requests through unlimited would let anyone who can
// slow the database get around the limits.
//
// The collection of places and its upkeep: rate-limit-hits.ts; the gathering of inserts: rate-limit-inserts.ts.
//
// Why: concurrent `$inc`s of one FerretDB 1.24 document are lost (above), so a hit is the insert of a place
// decided by the unique `_id`, and the inserts are gathered because single inserts were slow there.
// On MongoDB: `$inc` is atomic: one upserted counter document per key and window, incremented by a
// findOneAndUpdate that returns the count (a decrement is a `$inc` of -1), removed by a TTL index.
// On a replica set: simplify. The store itself stays (every instance must count the same hits); the places,
// the next place each process expects and the gathered inserts can become that counter, and this file,
// rate-limit-hits.ts and rate-limit-inserts.ts would shrink to a small fraction of their size.
import mongoose from 'mongoose';
import { hitsOn, RATE_LIMIT_CLEANUP_EVERY_MS, takenPlaces } from './rate-limit-hits';
import { type ConnectionHits, connectionHits, type InsertOutcome } from './rate-limit-inserts';

/** Places tried for one hit before it is refused (only many processes racing for one key's last places). */
const MAX_ATTEMPTS = 8;

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
        const read = await takenPlaces(hitsOn(this.connection), fullKey, window, this.places);
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
    const { count } = await takenPlaces(hitsOn(this.connection), fullKey, window, this.places);
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
