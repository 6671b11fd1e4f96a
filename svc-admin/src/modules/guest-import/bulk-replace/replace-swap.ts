// The bulk replace without transactions: a staging collection filled and checked, then swapped in with two
// renames (live → previous, staging → live), the journal written just before the first being the commit
// point. From it on, rollForward finishes the swap, whatever part of it was done already.
//
// Why: FerretDB 1.24 has no multi-document transactions, and its renameCollection has no `dropTarget`, so
// the list is swapped with two renames behind a journal.
// On MongoDB: a replica set replaces the list in one transaction (replace.ts): readers see the old list or
// the new one.
// On a replica set: can be dropped: it never runs there (replace.ts picks the transaction); it must stay
// while FerretDB 1.24 or a standalone mongod is to be served.
import { RsvpModel } from '@wedding/shared-contracts/domain';
import type { Logger } from 'pino';
import type { GuestDocument } from '../../guests/guest-docs';
import { guestListState } from '../../guests/guest-list-lock';
import { bumpListVersion, JOURNAL_ID } from '../../guests/guest-list-version';
import {
  collectionNames,
  createLiveIndexes,
  db,
  deleteStatusChangesOf,
  dropIfExists,
  insertInChunks,
  isNamespaceExists,
  LIVE,
  PREVIOUS,
  STAGING,
} from './replace-collections';
import type { Journal, ReplaceOptions, ReplaceStep } from './replace-steps';

async function fillStaging(docs: GuestDocument[]): Promise<void> {
  await dropIfExists(STAGING);
  await db().createCollection(STAGING);
  await createLiveIndexes(STAGING);
  const staging = db().collection(STAGING);
  await insertInChunks(staging, docs);
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
export async function rollForward(journal: Journal, options: ReplaceOptions): Promise<void> {
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

export async function replaceBySwap(docs: GuestDocument[], options: ReplaceOptions): Promise<void> {
  await fillStaging(docs);
  await options.afterStep?.('staged');
  const journal: Journal = { _id: JOURNAL_ID, phase: 'swap', swapAt: new Date(), expected: docs.length };
  await guestListState().replaceOne({ _id: JOURNAL_ID }, journal, { upsert: true });
  await options.afterStep?.('journaled');
  await rollForward(journal, options);
}
