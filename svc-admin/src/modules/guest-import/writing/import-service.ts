// POST /api/admin/guests/import: upsert, so that imports scale and can be repeated.
//
// A row finds the guest it updates by invitation code; a row without a code by normalised phone (E.164),
// then e-mail (case-insensitive), then exact normalised name (trim, spaces collapsed, case and accents
// ignored) within the same category. A row that fits two guests (or a guest another row updates already)
// is refused with a row error, never guessed. Matched rows update their guest (blank cells keep the stored
// value), the others are added (a code is generated when the row has none), so importing the same file
// twice adds nothing the second time.
//
// Writes, in bulk (import-inserts.ts, import-updates.ts): the whole list is read once (FerretDB does not push `$in` down: a lookup of the file's
// codes in chunks of 1,000 read the whole collection once per chunk), a matched row that changes nothing is
// not written, additions go in insertMany chunks, and updates in bulkWrites of UPDATE_CHUNK statements,
// UPDATE_PARALLEL at a time.
//
// A backup restores: the .xlsx export's columns beyond the spec's nine (invitation
// status, save-the-date answer, confirmation date, creation time, admin edits) are read too. An added guest
// takes them all (its creation time and confirmation date as written); a matched guest takes each filled
// one that differs (never its creation time: the guest exists). A row's Dietary Restrictions and Message
// go to the guest's RSVP (`rsvps`, by unifiedGuestId): written when they differ from it, the RSVP created
// when the guest has none. Status changes are audited exactly as before: an added guest has no history, a
// matched guest whose status changes gets one record.
import type { ImportMatchBy, ImportResults } from '@wedding/shared-contracts';
import { releaseAfterFailure, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Types } from 'mongoose';
import { type GuestListLock, takeImportLock } from '../../guests/guest-list-lock';
import { planImport } from '../planning/import-plan';
import { readGuestListForImport, type StoredGuest } from '../planning/stored-guest';
import type { RowsResult } from '../row-reading/guest-row';
import { capMessages, rowsOfImport, sortByRow } from '../row-reading/row-messages';
import { INSERT_CHUNK, insertRows } from './import-inserts';
import { updateGuests } from './import-updates';

export interface ImportProgress {
  /** Rows decided: written, found unchanged, or refused. */
  processed: number;
  total: number;
  imported: number;
  updated: number;
}

export interface ImportOptions {
  publicOrigin: string;
  adminId?: string;
  /** Called after each written chunk (awaited: a job stores it). */
  onProgress?: (progress: ImportProgress) => void | Promise<void>;
  /** Decide everything, write nothing (?dryRun=1). */
  dryRun?: boolean;
  /** The list read ahead (readGuestListForImport), while the file was being parsed; read holding importLock. */
  guestList?: Promise<StoredGuest[]>;
  /**
   * The import lock (takeImportLock), held by the caller from before it read `guestList` until after the
   * import; without it, the import takes the lock itself and reads the list under it.
   */
  importLock?: GuestListLock;
}

export interface ImportMatch {
  row: number;
  guestId: string;
  guestName: string;
  by: ImportMatchBy;
}

export interface ImportOutcome {
  results: ImportResults;
  /** Which row updates which guest (code rows included), in row order. */
  matches: ImportMatch[];
}

/**
 * An import that stopped partway (the database went away, the process is stopping). `results` counts what
 * was acknowledged as written; `count()` counts again in the database what the import wrote (its guests
 * carry its own timestamp), which includes the commands in flight when it stopped: the exact figures,
 * once the database answers. Either way the answer never presents a partial import as nothing.
 */
export class ImportInterruptedError extends Error {
  constructor(
    readonly results: ImportResults,
    override readonly cause: unknown,
    readonly count: () => Promise<ImportResults>,
  ) {
    super(interruptedMessage(results, false));
  }
}

export const interruptedMessage = (results: ImportResults, exact: boolean) =>
  `The import stopped partway: ${exact ? '' : 'at least '}${results.imported} guests were added and ${results.updated} updated before it stopped${exact ? '' : ' (the database did not answer to count them exactly)'}. Importing the same file again completes it without duplicates.`;

export async function importGuests(rows: RowsResult, options: ImportOptions): Promise<ImportOutcome> {
  const { dryRun = false } = options;
  if (dryRun || options.importLock) return importHoldingLock(rows, options);
  // the import lock before the list is read: the list this import compares with is the one it writes
  const lock = await takeImportLock();
  let outcome: ImportOutcome;
  try {
    outcome = await importHoldingLock(rows, { ...options, guestList: undefined, importLock: lock });
  } catch (error) {
    // with the database gone the release goes on in the background: its failure must not take the place
    // of the answer saying what the import wrote
    await releaseAfterFailure(() => lock.release(), error);
    throw error;
  }
  await lock.release();
  return outcome;
}

async function importHoldingLock(rows: RowsResult, options: ImportOptions): Promise<ImportOutcome> {
  const { publicOrigin, adminId, onProgress, dryRun = false } = options;
  const guestList = options.guestList ?? readGuestListForImport();
  const now = new Date();
  const { errors, warnings, notices, additions, matched, updates, unchanged } = await planImport(
    rows,
    await guestList,
    { publicOrigin, adminId, now },
  );
  const matches: ImportMatch[] = matched.map(({ row, stored, by }) => ({
    row: row.rowNumber,
    guestId: String(stored._id),
    guestName: stored.name,
    by,
  }));
  /** The results; `complete`: the import ran to its end, so each row's fate is known and named. */
  const finish = (imported: number, updated: number, complete = false): ImportResults => {
    sortByRow(errors);
    sortByRow(warnings);
    return {
      imported,
      updated,
      errors: capMessages(errors),
      totalRows: rows.totalRows,
      warnings: capMessages(warnings),
      unchanged,
      ...(complete
        ? {
            rows: rowsOfImport(
              rows,
              additions,
              updates.map(({ row }) => row),
              errors,
            ),
          }
        : {}),
      notices: notices.slice(0, 500),
    };
  };
  if (dryRun) return { results: finish(additions.length, updates.length, true), matches };

  const progress: ImportProgress = {
    processed: rows.totalRows - additions.length - updates.length,
    total: rows.totalRows,
    imported: 0,
    updated: 0,
  };
  const report = async () => {
    await onProgress?.({ ...progress });
  };
  /** The ids of the guests this import tried to add (a restored guest keeps its own creation time). */
  const attempted: Types.ObjectId[] = [];
  try {
    await report();
    await insertRows(additions, publicOrigin, now, errors, attempted, async (imported, decided) => {
      progress.imported += imported;
      progress.processed += decided;
      await report();
    });
    await updateGuests(updates, errors, now, async (updated, decided) => {
      progress.updated += updated;
      progress.processed += decided;
      await report();
    });
  } catch (error) {
    const count = async () => {
      // this import's additions are the ids it tried to add; they and its updates carry its updatedAt
      const guests = UnifiedGuestModel.collection;
      let imported = 0;
      for (let start = 0; start < attempted.length; start += INSERT_CHUNK) {
        const ids = attempted.slice(start, start + INSERT_CHUNK);
        imported += await guests.countDocuments({ _id: { $in: ids } });
      }
      const written = (await guests.countDocuments({ updatedAt: now })) - imported;
      return finish(imported, written);
    };
    throw new ImportInterruptedError(finish(progress.imported, progress.updated), error, count);
  }
  return { results: finish(progress.imported, progress.updated, true), matches };
}
