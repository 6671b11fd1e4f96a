// A lock on one record that every process sees: a document under the record's key in `record_locks`,
// whose unique `_id` lets exactly one insert win, on every engine (MongoDB, and FerretDB on PostgreSQL or
// SQLite, whose primary keys enforce it). Both services take it around a read-modify-write of a guest, and
// svc-admin around a login attempt: FerretDB 1.x applies an update as a read followed by a write of the
// whole document with nothing between them, so two processes updating one document (even different
// fields) lose one of the updates, and a conditional update can match twice. With the lock, the second
// writer waits for the first and then reads what the first wrote.
//
// The lock names its holder (host, pid) and lapses after `ttlMs`. A holder on this host that is gone (no
// process has its pid, or the pid is ours but we do not hold the lock: a previous life of this process) is
// known dead and its lock is taken over at once; a holder elsewhere is waited out until the lock lapses.
// A takeover is itself claimed with a unique document (`<key>#<stale owner>`), so that of two processes
// taking over one stale lock only one deletes it (FerretDB's delete reads and then deletes by `_id`: a late
// second delete could otherwise remove the new holder's lock).
//
// Why: FerretDB 1.24 checks an update's filter at its read and writes the whole document back by `_id`, so
// a status or version condition can be passed by two writers and concurrent `$inc`s are lost; only an
// insert under a unique `_id` is decided by the backend itself (decision 0038).
// On MongoDB: an update of one document is atomic, so its filter and its `$inc` decide a race on their own
// (the conditional updates under these locks stay for that reason); writes spanning documents go in a
// multi-document transaction.
// On a replica set: simplify, not a plain drop. The single-document paths (an answer, a host's edit or
// delete, a reminder mark, a login attempt's counters, an answer's match) can rely on their conditional
// updates once each is checked to state in its filter all it read; a guest and its twin need a transaction
// in place of their two locks (guest-twin.ts); the import's tryRecordLocks goes with them. The in-process
// queue (keyed-lock.ts) and its bound may stay: they keep one process's requests in order, on any engine.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import mongoose from 'mongoose';
import { requireDatabaseConnected } from '../server/db';
import { HttpError, isDuplicateKeyError, isOutage } from '../server/errors';
import { KeyedLock, type QueueBound } from '../server/keyed-lock';

export const RECORD_LOCKS_COLLECTION = 'record_locks';
/** Far longer than any work under a lock (a few database calls); only a crashed holder elsewhere waits it out. */
export const RECORD_LOCK_TTL_MS = 15_000;
/** How long a caller waits for a lock held by another process before the 409. */
export const RECORD_LOCK_WAIT_MS = 8_000;

export interface LockHolder {
  host: string;
  pid: number;
}

export interface RecordLockDoc {
  _id: string;
  owner: string;
  holder: LockHolder;
  expiresAt: Date;
}

/** This process, as a lock names its holder. */
export const thisProcess = (): LockHolder => ({ host: os.hostname(), pid: process.pid });

/** Owner ids of the database locks this process holds now (this module's and the guest list's). */
const heldHere = new Set<string>();
export const noteLockHeld = (owner: string) => heldHere.add(owner);
export const noteLockReleased = (owner: string) => heldHere.delete(owner);

/** Whether the process holding `lock` is known to be gone (see the top of this file). */
export function lockHolderIsGone(lock: { owner?: unknown; holder?: LockHolder }): boolean {
  const { holder } = lock;
  const me = thisProcess();
  if (!holder || holder.host !== me.host || !Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  if (holder.pid === me.pid) return !heldHere.has(String(lock.owner));
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

const locks = () => requireDatabaseConnected().collection<RecordLockDoc>(RECORD_LOCKS_COLLECTION);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Inserts `doc`; false when its `_id` is taken. */
async function insertUnique(doc: RecordLockDoc): Promise<boolean> {
  try {
    await locks().insertOne(doc);
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/**
 * Removes a lock whose holder is gone or that lapsed; false when another process is doing so already.
 * The claim is removed after the stale lock: a process that read the stale lock late finds it gone.
 */
async function takeOver(stale: RecordLockDoc): Promise<boolean> {
  const claim: RecordLockDoc = {
    _id: `${stale._id}#${stale.owner}`,
    owner: randomUUID(),
    holder: thisProcess(),
    expiresAt: new Date(Date.now() + RECORD_LOCK_TTL_MS),
  };
  if (!(await insertUnique(claim))) {
    // a claim left by a process that stopped in the middle of a takeover lapses like a lock
    const left = await locks().findOne({ _id: claim._id });
    if (left && left.expiresAt.getTime() <= Date.now())
      await locks().deleteOne({ _id: left._id, owner: left.owner });
    return false;
  }
  try {
    await locks().deleteOne({ _id: stale._id, owner: stale.owner });
  } finally {
    await locks().deleteOne({ _id: claim._id, owner: claim.owner });
  }
  return true;
}

/** Releases that failed (the database went away) are tried again until they go through. */
const unreleased = new Map<string, string>();
let retryTimer: NodeJS.Timeout | undefined;

function retryReleases(): void {
  if (mongoose.connection.readyState !== 1) return;
  for (const [owner, key] of unreleased) void release(key, owner);
  if (unreleased.size === 0) {
    clearInterval(retryTimer);
    retryTimer = undefined;
  }
}

async function release(key: string, owner: string): Promise<void> {
  unreleased.delete(owner);
  try {
    await locks().deleteOne({ _id: key, owner });
  } catch {
    unreleased.set(owner, key);
    retryTimer ??= setInterval(retryReleases, 1000).unref();
  } finally {
    noteLockReleased(owner);
  }
}

async function acquire(key: string, waitMs: number, busyMessage: string): Promise<string> {
  const owner = randomUUID();
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    const expiresAt = new Date(Date.now() + RECORD_LOCK_TTL_MS);
    if (await insertUnique({ _id: key, owner, holder: thisProcess(), expiresAt })) {
      noteLockHeld(owner);
      return owner;
    }
    const current = await locks().findOne({ _id: key });
    if (!current) continue; // released between the two calls
    const stale = current.expiresAt.getTime() <= Date.now() || lockHolderIsGone(current);
    if (stale && (await takeOver(current))) continue;
    if (Date.now() >= deadline) throw new HttpError(409, busyMessage);
    // another process holds it for a few milliseconds: poll with a growing, jittered pause
    await sleep(Math.min(50, 2 ** Math.min(attempt, 5)) * (0.5 + Math.random()));
  }
}

const queue = new KeyedLock();

/** Several records' locks taken at once (tryRecordLocks): one owner for all of them. */
export interface RecordLocksAtOnce {
  /** The keys whose lock this call holds now. */
  held: Set<string>;
  /** Releases every held lock (tried again later when the database does not answer). */
  release(): Promise<void>;
}

const unreleasedOwners = new Set<string>();
let batchRetryTimer: NodeJS.Timeout | undefined;

async function releaseAll(owner: string): Promise<void> {
  unreleasedOwners.delete(owner);
  try {
    await locks().deleteMany({ owner });
  } catch {
    unreleasedOwners.add(owner);
    batchRetryTimer ??= setInterval(() => {
      if (mongoose.connection.readyState !== 1) return;
      for (const left of unreleasedOwners) void releaseAll(left);
      if (unreleasedOwners.size === 0) {
        clearInterval(batchRetryTimer);
        batchRetryTimer = undefined;
      }
    }, 1000).unref();
  } finally {
    noteLockReleased(owner);
  }
}

/**
 * Tries the locks of many records in one command (an unordered insertMany of the same lock documents
 * withRecordLock inserts one by one, all under one owner): a bulk writer (the guest import) takes what is
 * free without waiting, and goes through withRecordLock for the keys that were busy. Nothing waits: a key
 * another writer holds (in this process or another) is simply not in `held`.
 */
export async function tryRecordLocks(keys: string[]): Promise<RecordLocksAtOnce> {
  const owner = randomUUID();
  const held = new Set<string>();
  if (keys.length === 0) return { held, release: async () => {} };
  const expiresAt = new Date(Date.now() + RECORD_LOCK_TTL_MS);
  const holder = thisProcess();
  const docs = keys.map((key) => ({ _id: key, owner, holder, expiresAt }));
  noteLockHeld(owner);
  const failed = new Set<number>();
  try {
    await locks().insertMany(docs, { ordered: false });
  } catch (error) {
    const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
    const list = (Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : []) as {
      index?: number;
      code?: number;
      err?: { index?: number; code?: number };
    }[];
    // the database went away mid-command: the answer does not wait for the release (releaseAfterFailure)
    if (list.length === 0 || list.some((item) => (item.code ?? item.err?.code) !== 11000)) {
      await releaseAfterFailure(() => releaseAll(owner), error);
      throw error;
    }
    for (const item of list) failed.add(item.index ?? item.err?.index ?? -1);
    if (failed.has(-1)) {
      await releaseAfterFailure(() => releaseAll(owner), error);
      throw error;
    }
  }
  keys.forEach((key, index) => {
    if (!failed.has(index)) held.add(key);
  });
  if (held.size === 0) {
    noteLockReleased(owner);
    return { held, release: async () => {} };
  }
  return { held, release: () => releaseAll(owner) };
}

export interface RecordLockOptions {
  /** The 409's message when another process holds the record past `waitMs`. */
  busyMessage: string;
  waitMs?: number;
  /** How many callers of this process may wait for the key before the next is refused at once. */
  queueBound?: QueueBound;
}

/**
 * Runs `work` while holding the lock on `key` (for example `invitados:<id>`): first in this process's
 * queue for the key, then the database's lock, released after (also when `work` fails). While the
 * database is away it fails at once with the outage's 503, like every other call.
 */
export function withRecordLock<T>(
  key: string,
  work: () => Promise<T>,
  options: RecordLockOptions,
): Promise<T> {
  return queue.run(
    key,
    async () => {
      const owner = await acquire(key, options.waitMs ?? RECORD_LOCK_WAIT_MS, options.busyMessage);
      let result: T;
      try {
        result = await work();
      } catch (error) {
        await releaseAfterFailure(() => release(key, owner), error);
        throw error;
      }
      await release(key, owner);
      return result;
    },
    options.queueBound,
  );
}

/**
 * Releases a lock after `error` stopped the work under it. When the error is the database going away, the
 * answer does not wait for the release (it would wait out the driver's server selection, 1 s, for a
 * database that is not there): the release goes on in the background, where a failed one is tried again
 * or the lock is known released by this process (lockHolderIsGone). Otherwise it is awaited.
 */
export async function releaseAfterFailure(release: () => Promise<void>, error: unknown): Promise<void> {
  if (isOutage(error)) void release().catch(() => {});
  else await release();
}

/** The record lock's key of one guest document. */
export const guestLockKey = (
  collection: 'invitados' | 'unified_guests' | 'guests',
  id: { toString(): string },
) => `${collection}:${id.toString()}`;
