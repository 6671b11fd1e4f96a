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
import { GuestStatusChangeModel, RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/node';
import { conflict } from '@wedding/shared-contracts/server';
import type { ClientSession } from 'mongodb';
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import type { GuestDocument } from '../guests/guest-docs';
import {
  acquireReplaceLock,
  assertNoImportRunning,
  guestListState,
  REPLACE_RUNNING_MESSAGE,
} from '../guests/guest-list-lock';
import { bumpListVersion, JOURNAL_ID } from '../guests/guest-list-version';

export { JOURNAL_ID };
export const LIVE = UnifiedGuestModel.collection.collectionName;
export const STAGING = `${LIVE}__staging`;
export const PREVIOUS = `${LIVE}__previous`;

/** Points a test can stop at (the hook may throw, or kill the process, to play a crash there). */
export type ReplaceStep =
  | 'locked'
  | 'staged'
  | 'journaled'
  | 'old-moved'
  | 'swapped'
  | 'answers-cleared'
  | 'done';

export interface ReplaceOptions {
  logger?: Logger;
  /** 'auto' (default): a transaction when the server has them, else the staging swap. */
  strategy?: 'auto' | 'transaction' | 'swap';
  afterStep?(step: ReplaceStep): void | Promise<void>;
}

interface Journal extends Record<string, unknown> {
  _id: string;
  phase: 'swap';
  /** RSVPs from before this moment belong to the old list. */
  swapAt: Date;
  expected: number;
}

function db() {
  const database = mongoose.connection.db;
  if (!database) throw new Error('Client must be connected before running operations');
  return database;
}

async function collectionNames(): Promise<Set<string>> {
  const list = await db().listCollections({}, { nameOnly: true }).toArray();
  return new Set(list.map((item) => item.name));
}

async function dropIfExists(name: string): Promise<void> {
  if ((await collectionNames()).has(name)) await db().dropCollection(name);
}

const isNamespaceExists = (error: unknown) => {
  const {
    code,
    codeName,
    message = '',
  } = (error ?? {}) as { code?: number; codeName?: string; message?: string };
  return code === 48 || codeName === 'NamespaceExists' || /already exists/i.test(message);
};

/** The indexes of the live collection, so the staging collection answers the same queries the same way. */
async function createLiveIndexes(name: string): Promise<void> {
  const collection = db().collection(name);
  for (const [fields, options] of UnifiedGuestModel.schema.indexes()) {
    const { background: _background, ...rest } = (options ?? {}) as Record<string, unknown>;
    await collection.createIndex(fields as Record<string, 1 | -1>, rest);
  }
}

const DELETE_CHUNK = 1000;

/**
 * Deletes the status changes of the guests in `collection` (the old list): they go with their guests
 * (spec §3). Phone guests (`invitados`) are not on the list and keep theirs, as do the new list's guests.
 */
async function deleteStatusChangesOf(collection: string, session?: ClientSession): Promise<void> {
  const guests = await db()
    .collection(collection)
    .find({}, { projection: { _id: 1 }, session })
    .toArray();
  for (let i = 0; i < guests.length; i += DELETE_CHUNK) {
    const ids = guests.slice(i, i + DELETE_CHUNK).map((guest) => guest._id);
    await GuestStatusChangeModel.collection.deleteMany({ guestId: { $in: ids } }, { session });
  }
}

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
        if (docs.length) await UnifiedGuestModel.collection.insertMany(docs, { session });
        await RsvpModel.collection.deleteMany({}, { session });
        await bumpListVersion(session);
      },
      { readConcern: { level: 'snapshot' }, writeConcern: { w: 'majority' } },
    );
  } finally {
    await session.endSession();
  }
}

// ─── staging swap ────────────────────────────────────────────────────────────────────────────────

async function fillStaging(docs: GuestDocument[]): Promise<void> {
  await dropIfExists(STAGING);
  await db().createCollection(STAGING);
  await createLiveIndexes(STAGING);
  const staging = db().collection(STAGING);
  if (docs.length) await staging.insertMany(docs, { ordered: true });
  const count = await staging.countDocuments({});
  if (count !== docs.length) throw new Error(`staging holds ${count} guests instead of ${docs.length}`);
}

/**
 * Renames staging to live. Something may have created an empty live collection in the instant the name
 * was free (a mongoose model creating its collection at start): an empty one is dropped, anything else is
 * kept aside under another name, and the rename is tried again.
 */
async function promoteStaging(logger?: Logger): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db().renameCollection(STAGING, LIVE);
      return;
    } catch (error) {
      if (!isNamespaceExists(error) || attempt >= 4) throw error;
      const intruder = db().collection(LIVE);
      if ((await intruder.countDocuments({})) === 0) await intruder.drop();
      else {
        const aside = `${LIVE}__written_during_replace_${Date.now()}`;
        logger?.error({ collection: aside }, 'guests written during the replace swap were kept aside');
        await db().renameCollection(LIVE, aside);
      }
    }
  }
}

/** From the commit point on: finishes the swap, whatever part of it was done already. Idempotent. */
async function rollForward(journal: Journal, options: ReplaceOptions): Promise<void> {
  const step = async (name: ReplaceStep) => options.afterStep?.(name);
  const names = await collectionNames();
  if (names.has(STAGING)) {
    if (names.has(LIVE) && !names.has(PREVIOUS)) {
      await db().renameCollection(LIVE, PREVIOUS);
      await step('old-moved');
    }
    await promoteStaging(options.logger);
  } else if (!names.has(LIVE) && names.has(PREVIOUS)) {
    // cannot happen in the order above; never leave the list missing: put the old one back
    options.logger?.error(
      'bulk replace: staging missing after the commit point; the previous guest list was restored',
    );
    await db().renameCollection(PREVIOUS, LIVE);
    await bumpListVersion();
    await guestListState().deleteOne({ _id: JOURNAL_ID });
    return;
  }
  await step('swapped');
  await RsvpModel.collection.deleteMany({ createdAt: { $lte: journal.swapAt } });
  await deleteStatusChangesOf(PREVIOUS);
  await step('answers-cleared');
  await dropIfExists(PREVIOUS);
  await bumpListVersion();
  await guestListState().deleteOne({ _id: JOURNAL_ID });
}

async function replaceBySwap(docs: GuestDocument[], options: ReplaceOptions): Promise<void> {
  await fillStaging(docs);
  await options.afterStep?.('staged');
  const journal: Journal = { _id: JOURNAL_ID, phase: 'swap', swapAt: new Date(), expected: docs.length };
  await guestListState().replaceOne({ _id: JOURNAL_ID }, journal, { upsert: true });
  await options.afterStep?.('journaled');
  await rollForward(journal, options);
}

/**
 * Brings the guest list back to a complete state after a replace that stopped. Call with the lock held.
 * Before the commit point: the staging copy is dropped (the live list was never touched). After it: the
 * swap is finished.
 */
async function finishInterruptedReplace(options: ReplaceOptions): Promise<boolean> {
  const journal = (await guestListState().findOne({ _id: JOURNAL_ID })) as Journal | null;
  if (journal) {
    options.logger?.warn('finishing a guest list replace that was interrupted after its commit point');
    await rollForward(journal, { logger: options.logger });
    return true;
  }
  const names = await collectionNames();
  let changed = false;
  if (names.has(STAGING)) {
    await db().dropCollection(STAGING);
    changed = true;
  }
  if (names.has(PREVIOUS)) {
    if (names.has(LIVE)) await db().dropCollection(PREVIOUS);
    else {
      await db().renameCollection(PREVIOUS, LIVE);
      await bumpListVersion();
    }
    changed = true;
  }
  if (changed)
    options.logger?.warn('cleaned up after a guest list replace that stopped before its commit point');
  return changed;
}

/** What is left of an interrupted replace, if anything (cheap: one read and one collection listing). */
async function interrupted(): Promise<boolean> {
  if (await guestListState().findOne({ _id: JOURNAL_ID })) return true;
  const names = await collectionNames();
  return names.has(STAGING) || names.has(PREVIOUS);
}

/**
 * Repairs an interrupted replace unless a live replace is running (it repairs before it writes). Returns
 * 'busy' when another replace holds the lock.
 */
export async function recoverInterruptedReplace(logger?: Logger): Promise<'nothing' | 'busy' | 'recovered'> {
  if (!(await interrupted())) return 'nothing';
  const lock = await acquireReplaceLock(logger);
  if (!lock) return 'busy';
  try {
    return (await finishInterruptedReplace({ logger })) ? 'recovered' : 'nothing';
  } finally {
    await lock.release();
  }
}

let lastCheck = 0;
/** recoverInterruptedReplace at most every few seconds (called on guest list reads). */
export async function recoverNowAndThen(logger?: Logger, everyMs = 3000): Promise<void> {
  if (Date.now() - lastCheck < everyMs) return;
  lastCheck = Date.now();
  await recoverInterruptedReplace(logger).catch((error: unknown) =>
    logger?.error({ err: error }, 'could not check for an interrupted guest list replace'),
  );
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

/** Repairs an interrupted replace as soon as the database is connected (svc-admin's start). */
export function recoverWhenConnected(logger?: Logger): void {
  const run = () => {
    void recoverInterruptedReplace(logger).catch((error: unknown) =>
      logger?.error({ err: error }, 'could not check for an interrupted guest list replace'),
    );
  };
  if (mongoose.connection.readyState === 1) run();
  else mongoose.connection.once('open', run);
}
