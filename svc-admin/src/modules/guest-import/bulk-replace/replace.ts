// POST /api/admin/guests/bulk-replace: every guest and RSVP is replaced by the file's guests, and the old
// guests' status changes go with them (phone guests, in `invitados`, are not on the list: untouched).
// Readers must only ever see the old list or the new list, complete, even if the process dies in the
// middle, and two replaces must never interleave.
//
// - One replace at a time: the lock of guest-list-lock.ts (a unique key with an expiry); a second
//   replace gets 409.
// - MongoDB (replica set or sharded: it has multi-document transactions): delete and insert in one
//   transaction. Readers see the old list until the commit, then the new one.
// - Servers without transactions (FerretDB 1.24, a standalone mongod): a staging collection is filled
//   completely and checked, then swapped in with renameCollection. FerretDB 1.24 does not implement
//   `dropTarget`, so the swap is two renames (live → previous, staging → live), each a single metadata
//   change; between them the list is missing for a moment (milliseconds). A journal document written
//   just before the first rename is the commit point: a replace cut short before it leaves the live list
//   untouched (its staging is discarded); one cut short after it is rolled forward — by the next replace,
//   by svc-admin at start, or by the next guest list read (`recoverInterruptedReplace`).
// Readers of the whole list use guests/guest-list-version.ts: a read that a swap (or a transaction's
// commit) overlapped is read again, so no reader ever gets part of one list and part of the other.
//
// Why: FerretDB 1.24 has no multi-document transactions and no `dropTarget` on renameCollection, hence the
// staging swap behind a journal (replace-swap.ts, replace-recovery.ts, replace-collections.ts).
// On MongoDB: a replica set takes replaceInTransaction; a standalone mongod has no transactions either.
// On a replica set: simplify to replaceInTransaction (and the replace lock); the swap and its recovery stay
// only while FerretDB or a standalone mongod must be served.
import { RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import { conflict } from '@wedding/shared-contracts/server';
import mongoose from 'mongoose';
import type { GuestDocument } from '../../guests/guest-docs';
import {
  acquireReplaceLock,
  assertNoImportRunning,
  REPLACE_RUNNING_MESSAGE,
} from '../../guests/guest-list-lock';
import { bumpListVersion } from '../../guests/guest-list-version';
import { db, deleteStatusChangesOf, insertInChunks, LIVE } from './replace-collections';
import { finishInterruptedReplace } from './replace-recovery';
import type { ReplaceOptions } from './replace-steps';
import { replaceBySwap } from './replace-swap';

// ─── transactions ────────────────────────────────────────────────────────────────────────────────

let transactionSupport: boolean | undefined;

/** Replica set members and mongos routers have multi-document transactions; others do not. */
async function serverHasTransactions(): Promise<boolean> {
  if (transactionSupport !== undefined) return transactionSupport;
  const hello = await db().admin().command({ hello: 1 });
  transactionSupport = Boolean(hello.setName) || hello.msg === 'isdbgrid';
  return transactionSupport;
}

const transactionsRefused = (error: unknown) => {
  const { code, message = '' } = (error ?? {}) as { code?: number; message?: string };
  return (
    code === 20 ||
    /Transaction numbers are only allowed|transactions? (are )?not supported|autocommit/i.test(message)
  );
};

async function replaceInTransaction(docs: GuestDocument[]): Promise<void> {
  const session = await mongoose.startSession();
  try {
    await session.withTransaction(
      async () => {
        await deleteStatusChangesOf(LIVE, session);
        await UnifiedGuestModel.collection.deleteMany({}, { session });
        await insertInChunks(UnifiedGuestModel.collection, docs, session);
        await RsvpModel.collection.deleteMany({}, { session });
        await bumpListVersion(session);
      },
      { readConcern: { level: 'snapshot' }, writeConcern: { w: 'majority' } },
    );
  } finally {
    await session.endSession();
  }
}

/**
 * Replaces every guest with `docs` (already validated). Every RSVP goes, and the old guests' status
 * changes with them.
 */
export async function replaceGuestList(docs: GuestDocument[], options: ReplaceOptions = {}): Promise<void> {
  const lock = await acquireReplaceLock(options.logger);
  if (!lock) throw conflict(REPLACE_RUNNING_MESSAGE);
  try {
    // an import running now read the list it writes: replacing it under the import would mix the lists
    await assertNoImportRunning();
    await options.afterStep?.('locked');
    await finishInterruptedReplace(options);
    const strategy = options.strategy ?? 'auto';
    const useTransaction =
      strategy === 'transaction' || (strategy === 'auto' && (await serverHasTransactions()));
    if (useTransaction) {
      try {
        await replaceInTransaction(docs);
        await options.afterStep?.('done');
        return;
      } catch (error) {
        if (!transactionsRefused(error)) throw error;
        transactionSupport = false;
        options.logger?.warn('the database refused a transaction; replacing through a staging collection');
      }
    }
    await replaceBySwap(docs, options);
    await options.afterStep?.('done');
  } finally {
    await lock.release();
  }
}
