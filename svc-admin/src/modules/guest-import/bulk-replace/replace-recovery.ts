// Repairing a bulk replace that stopped (the process died, the database went away): by the next replace,
// by svc-admin at start, or by the next guest list read.
//
// Why: the staging swap (replace-swap.ts), there because FerretDB 1.24 has no transactions, can stop between
// its steps, and must be rolled back or forward.
// On MongoDB: a transaction that stops is aborted by the server: nothing is left to repair.
// On a replica set: can be dropped with the swap; until then it runs there too (a read and a listing of the
// collections at start and, at most every few seconds, on the guest list's reads), finding nothing.
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import { acquireReplaceLock, guestListState } from '../../guests/guest-list-lock';
import { bumpListVersion, JOURNAL_ID } from '../../guests/guest-list-version';
import { collectionNames, db, LIVE, PREVIOUS, STAGING } from './replace-collections';
import type { Journal, ReplaceOptions } from './replace-steps';
import { rollForward } from './replace-swap';

/**
 * Brings the guest list back to a complete state after a replace that stopped. Call with the lock held.
 * Before the commit point: the staging copy is dropped (the live list was never touched). After it: the
 * swap is finished.
 */
export async function finishInterruptedReplace(options: ReplaceOptions): Promise<boolean> {
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
