// Whole-list reads that never mix two guest lists. A bulk replace (guest-import/bulk-replace/replace-swap.ts) swaps the
// list with collection renames; a read of many documents (a cursor of several batches) that spans the
// swap would return part of the old list (FerretDB ends such a cursor early without an error) or fail
// (MongoDB kills it). So readers of the whole list follow a sequence lock kept in `guest_list_state`:
//
// - the replace's journal document exists from just before its first rename until its last step, and
// - the version document's counter goes up at the end of every swap (and inside every transaction that
//   replaces the list), before the journal goes.
//
// A reader notes the version (no journal present), reads, and notes it again: the same version and still
// no journal means no swap touched the list while it read; otherwise it reads again a moment later.
//
// Why: the swap renames the collection under its readers, and FerretDB 1.24 ends a cursor whose collection
// was renamed between two batches early, without an error; a read across a transaction's commit, on any
// engine, could mix the lists too (hence the bump inside the transaction).
// On MongoDB: a rename kills the cursor (an error, not a short list), and a find with read concern
// "snapshot" (MongoDB 5.0 and later, on a replica set) reads one point in time across all its batches.
// On a replica set: simplify: with the transaction's replace and snapshot reads of the whole list, the
// sequence lock and the version document can go; with the default read concern it must stay.
import { HttpError } from '@wedding/shared-contracts/server';
import type { ClientSession, Collection } from 'mongodb';
import { guestListState, REPLACE_RUNNING_MESSAGE } from './guest-list-lock';

/** The replace's commit point (written by guest-import/bulk-replace/replace-swap.ts). */
export const JOURNAL_ID = 'bulk-replace-journal';
export const VERSION_ID = 'guest-list-version';

export interface ListVersion {
  /** A replace is between its commit point and its end. */
  swapping: boolean;
  version: number;
}

export async function listVersion(): Promise<ListVersion> {
  const docs = await guestListState()
    .find({ _id: { $in: [JOURNAL_ID, VERSION_ID] } })
    .toArray();
  const counter = docs.find((doc) => doc._id === VERSION_ID)?.version;
  return {
    swapping: docs.some((doc) => doc._id === JOURNAL_ID),
    version: typeof counter === 'number' ? counter : 0,
  };
}

/** Marks a new guest list (a replace calls it once the list is swapped, before it removes its journal). */
export async function bumpListVersion(session?: ClientSession): Promise<void> {
  const state = guestListState() as unknown as Collection<{ _id: string; version?: number }>;
  await state.updateOne(
    { _id: VERSION_ID },
    { $inc: { version: 1 } },
    session ? { upsert: true, session } : { upsert: true },
  );
}

/** Whether the list may have changed since `before` was noted (a swap started, ran or finished). */
export const listChangedSince = (before: ListVersion, now: ListVersion) =>
  now.swapping || now.version !== before.version;

export interface ConsistentReadOptions {
  /** How long to wait for a swap to end (then 503). */
  timeoutMs?: number;
  retryMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The version of the list once no swap is running; 503 if replaces keep swapping it past `timeoutMs`. */
export async function steadyListVersion({
  timeoutMs = 5000,
  retryMs = 50,
}: ConsistentReadOptions = {}): Promise<ListVersion> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const version = await listVersion();
    if (!version.swapping) return version;
    if (Date.now() >= deadline) throw new HttpError(503, REPLACE_RUNNING_MESSAGE);
    await pause(retryMs);
  }
}

/**
 * Runs `read` (a read of the whole list, or of anything computed from all of it) until it ran with no
 * swap in between. An error of `read` is retried only when a swap explains it (a cursor cut by a rename);
 * any other error is thrown at once.
 */
export async function readWholeGuestList<T>(
  read: () => Promise<T>,
  { timeoutMs = 5000, retryMs = 50 }: ConsistentReadOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const before = await steadyListVersion({ timeoutMs: Math.max(0, deadline - Date.now()), retryMs });
    let outcome: { value: T } | { error: unknown };
    try {
      outcome = { value: await read() };
    } catch (error) {
      outcome = { error };
    }
    if (!listChangedSince(before, await listVersion())) {
      if ('value' in outcome) return outcome.value;
      throw outcome.error;
    }
    if (Date.now() >= deadline) throw new HttpError(503, REPLACE_RUNNING_MESSAGE);
    await pause(retryMs);
  }
}
