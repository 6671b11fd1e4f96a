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
import { randomUUID } from 'node:crypto';
import {
  conflict,
  isDuplicateKeyError,
  type LockHolder,
  lockHolderIsGone,
  noteLockHeld,
  noteLockReleased,
  thisProcess,
} from '@wedding/shared-contracts/server';
import mongoose from 'mongoose';
import type { Logger } from 'pino';

export const GUEST_LIST_STATE_COLLECTION = 'guest_list_state';
export const REPLACE_LOCK_ID = 'bulk-replace-lock';
export const LOCK_TTL_MS = 30_000;
const HEARTBEAT_MS = 5_000;

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

export interface ReplaceLock {
  owner: string;
  /** Stops renewing and deletes the lock (only if it is still ours). */
  release(): Promise<void>;
}

/** Takes the lock, or returns null while another live replace holds it. */
export async function acquireReplaceLock(logger?: Logger, ttlMs = LOCK_TTL_MS): Promise<ReplaceLock | null> {
  const state = guestListState();
  const owner = randomUUID();
  const now = new Date();
  const fields = { owner, holder: thisProcess(), expiresAt: new Date(now.getTime() + ttlMs), startedAt: now };
  let acquired = false;
  try {
    await state.insertOne({ _id: REPLACE_LOCK_ID, ...fields });
    acquired = true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  if (!acquired) {
    // a lock whose holder is known to be gone, or stopped renewing it (crashed elsewhere), is taken over
    const current = await state.findOne({ _id: REPLACE_LOCK_ID });
    const gone = current !== null && lockHolderIsGone(current);
    const taken = await state.updateOne(
      gone
        ? { _id: REPLACE_LOCK_ID, owner: current.owner }
        : { _id: REPLACE_LOCK_ID, expiresAt: { $lt: now } },
      { $set: fields },
    );
    if (taken.modifiedCount !== 1) return null;
    logger?.warn(
      gone
        ? 'took over the guest list replace lock of a process that is gone (an earlier replace stopped)'
        : 'took over an expired guest list replace lock (an earlier replace stopped)',
    );
  }
  noteLockHeld(owner);
  const timer = setInterval(
    () => {
      state
        .updateOne({ _id: REPLACE_LOCK_ID, owner }, { $set: { expiresAt: new Date(Date.now() + ttlMs) } })
        .then((result) => {
          if (result.matchedCount === 0)
            logger?.error('the guest list replace lock was lost while replacing');
        })
        .catch((error: unknown) =>
          logger?.warn({ err: error }, 'could not renew the guest list replace lock'),
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
        await state.deleteOne({ _id: REPLACE_LOCK_ID, owner });
      } finally {
        noteLockReleased(owner);
      }
    },
  };
}

/** Whether a live replace holds the lock now. */
export async function replaceRunning(): Promise<boolean> {
  const lock = await guestListState().findOne({ _id: REPLACE_LOCK_ID });
  return Boolean(lock?.expiresAt && lock.expiresAt.getTime() > Date.now() && !lockHolderIsGone(lock));
}

/** 409 while a replace runs. */
export async function assertNoReplaceRunning(): Promise<void> {
  if (await replaceRunning()) throw conflict(REPLACE_RUNNING_MESSAGE);
}
