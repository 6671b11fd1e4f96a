// The bulk-replace lock: one document with a fixed `_id` (the unique key) and an expiry in svc-admin's
// `guest_list_state` collection. A replace holds it from its first write to its last and renews it every
// few seconds; a replace that crashed stops renewing, so its lock lapses within LOCK_TTL_MS and the next
// replace (or the recovery) takes it over. Guest writes (create, edit, delete, import) refuse with 409
// while a replace holds it: their changes would be lost in the swap.
//
// The lock also names the process holding it (host name and pid). A holder that ran on this host and is
// gone (lockHolderIsGone, shared with the record locks: no process has its pid; or its pid is ours but
// the lock is not one we took: a previous life of this process, such as pid 1 of a restarted container)
// is known dead, so its lock is taken over at once: a restarted svc-admin repairs an interrupted replace at start instead of leaving the guest list missing
// or locked until the lock lapses. A holder on another host can only be waited out.
//
// Why: mostly not a FerretDB gap. One replace at a time, one import at a time, never the two at once hold on
// any engine (an import reads the list, then writes it in many commands); what the swap adds is the 409 to
// guest writes during a replace, whose changes the swap would lose.
// On MongoDB: a guest write beside a replace's transaction is ordered before or after its commit (or fails
// on a write conflict), not lost.
// On a replica set: must stay for imports and replaces; the refusal of guest writes during a replace could
// go with the swap.
import { randomUUID } from 'node:crypto';
import {
  type LockHolder,
  lockHolderIsGone,
  noteLockHeld,
  noteLockReleased,
  thisProcess,
} from '@wedding/shared-contracts/domain';
import { conflict, isDuplicateKeyError } from '@wedding/shared-contracts/server';
import mongoose from 'mongoose';
import type { Logger } from 'pino';

export const GUEST_LIST_STATE_COLLECTION = 'guest_list_state';
export const REPLACE_LOCK_ID = 'bulk-replace-lock';
export const LOCK_TTL_MS = 30_000;
const HEARTBEAT_MS = 5_000;

/**
 * The import lock: the same kind of document (`_id` IMPORT_LOCK_ID), held by an import from before it reads
 * the guest list until its last write, renewed by the same heartbeat. Imports are serialised by it (two at
 * once would both read the list before either writes, and add a code-less row twice), and a replace refuses
 * while an import holds it (and an import while a replace runs): each takes its own lock, then checks the
 * other's, so of the two at least one sees the other.
 */
export const IMPORT_LOCK_ID = 'guest-import-lock';

export const IMPORT_RUNNING_MESSAGE =
  'Another guest import is running right now. Wait for it to finish, then try again.';

export const REPLACE_RUNNING_MESSAGE =
  'The guest list is being replaced right now. Wait a few seconds for it to finish, then try again.';

export interface GuestListStateDoc {
  _id: string;
  owner?: string;
  holder?: LockHolder;
  expiresAt?: Date;
  startedAt?: Date;
  [key: string]: unknown;
}

export function guestListState() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('Client must be connected before running operations');
  return db.collection<GuestListStateDoc>(GUEST_LIST_STATE_COLLECTION);
}

export interface GuestListLock {
  owner: string;
  /** Stops renewing and deletes the lock (only if it is still ours). */
  release(): Promise<void>;
}

export type ReplaceLock = GuestListLock;

/** Takes the lock, or returns null while another live replace holds it. */
export function acquireReplaceLock(logger?: Logger, ttlMs = LOCK_TTL_MS): Promise<ReplaceLock | null> {
  return acquireGuestListLock(REPLACE_LOCK_ID, 'replace', logger, ttlMs);
}

/** Takes the import lock, or returns null while another live import holds it. */
export function acquireImportLock(logger?: Logger, ttlMs = LOCK_TTL_MS): Promise<GuestListLock | null> {
  return acquireGuestListLock(IMPORT_LOCK_ID, 'import', logger, ttlMs);
}

/** The replace lock's and the import lock's mechanism: one document `lockId`, renewed while held. */
async function acquireGuestListLock(
  lockId: string,
  what: 'replace' | 'import',
  logger?: Logger,
  ttlMs = LOCK_TTL_MS,
): Promise<GuestListLock | null> {
  const state = guestListState();
  const owner = randomUUID();
  const now = new Date();
  const fields = { owner, holder: thisProcess(), expiresAt: new Date(now.getTime() + ttlMs), startedAt: now };
  let acquired = false;
  try {
    await state.insertOne({ _id: lockId, ...fields });
    acquired = true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  if (!acquired) {
    // a lock whose holder is known to be gone, or stopped renewing it (crashed elsewhere), is taken over
    const current = await state.findOne({ _id: lockId });
    const gone = current !== null && lockHolderIsGone(current);
    const taken = await state.updateOne(
      gone ? { _id: lockId, owner: current.owner } : { _id: lockId, expiresAt: { $lt: now } },
      { $set: fields },
    );
    if (taken.modifiedCount !== 1) return null;
    logger?.warn(
      gone
        ? `took over the guest list ${what} lock of a process that is gone (an earlier ${what} stopped)`
        : `took over an expired guest list ${what} lock (an earlier ${what} stopped)`,
    );
  }
  noteLockHeld(owner);
  const timer = setInterval(
    () => {
      state
        .updateOne({ _id: lockId, owner }, { $set: { expiresAt: new Date(Date.now() + ttlMs) } })
        .then((result) => {
          if (result.matchedCount === 0) logger?.error(`the guest list ${what} lock was lost while it ran`);
        })
        .catch((error: unknown) =>
          logger?.warn({ err: error }, `could not renew the guest list ${what} lock`),
        );
    },
    Math.min(HEARTBEAT_MS, Math.floor(ttlMs / 3)),
  );
  timer.unref();
  return {
    owner,
    async release() {
      clearInterval(timer);
      try {
        await state.deleteOne({ _id: lockId, owner });
      } finally {
        noteLockReleased(owner);
      }
    },
  };
}

/** Whether a live holder has the lock `lockId` now. */
async function lockHeld(lockId: string): Promise<boolean> {
  const lock = await guestListState().findOne({ _id: lockId });
  return Boolean(lock?.expiresAt && lock.expiresAt.getTime() > Date.now() && !lockHolderIsGone(lock));
}

/** Whether a live replace holds the lock now. */
export function replaceRunning(): Promise<boolean> {
  return lockHeld(REPLACE_LOCK_ID);
}

/** Whether a live import holds the import lock now. */
export function importRunning(): Promise<boolean> {
  return lockHeld(IMPORT_LOCK_ID);
}

/** 409 while an import runs (a replace asks, holding its own lock). */
export async function assertNoImportRunning(): Promise<void> {
  if (await importRunning()) throw conflict(IMPORT_RUNNING_MESSAGE);
}

/**
 * Takes the import lock for an import that is about to read the guest list and write it: 409 while another
 * import holds it or a replace runs.
 */
export async function takeImportLock(logger?: Logger): Promise<GuestListLock> {
  const lock = await acquireImportLock(logger);
  if (!lock) throw conflict(IMPORT_RUNNING_MESSAGE);
  try {
    await assertNoReplaceRunning();
  } catch (error) {
    await lock.release();
    throw error;
  }
  return lock;
}

/** 409 while a replace runs. */
export async function assertNoReplaceRunning(): Promise<void> {
  if (await replaceRunning()) throw conflict(REPLACE_RUNNING_MESSAGE);
}
