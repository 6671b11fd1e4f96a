// POST /api/admin/guests/import: upsert by invitation code. Rows whose code exists are updated (blank
// cells keep the stored value), the others are added (a code is generated when the row has none). Bulk
// driver writes: one lookup of the file's codes, one insertMany, bulkWrites of UPDATE_CHUNK updates.
import type { ConfirmationStatus, ImportResults } from '@wedding/shared-contracts';
import { UnifiedGuestModel } from '@wedding/shared-contracts/node';
import {
  LAST_STATUS_CHANGE,
  type StatusChangeRecord,
  statusChangeOf,
  writeStatusChanges,
} from '@wedding/shared-contracts/server';
import type { Types } from 'mongoose';
import { confirmationDateFor, type GuestDocument, guestDocument } from '../guests/guest-docs';
import { assertNoReplaceRunning } from '../guests/guest-list-lock';
import { generateInvitationCode, invitationUrl } from '../guests/invitation-code';
import { capMessages, type GuestRow, type RowsResult } from './rows';

interface Existing {
  _id: Types.ObjectId;
  invitationCode: string;
  confirmationStatus: ConfirmationStatus;
}

const LOOKUP_CHUNK = 1000;
/**
 * Updates per bulkWrite. FerretDB 1.24 holds one backend connection per statement of an update command
 * until the whole command ends, so a command with as many statements as its pool has connections never
 * answers: 100 on SQLite (the import hung until the gateway gave up; seen in the database-fault browser
 * test), 50 on PostgreSQL with FerretDB's default pool (scripts/db/postgres.ts raises it to 150). Small
 * batches leave room for other requests and a second import; on MongoDB they cost a few round trips.
 */
export const UPDATE_CHUNK = 25;

async function existingByCode(codes: string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  for (let i = 0; i < codes.length; i += LOOKUP_CHUNK) {
    const chunk = codes.slice(i, i + LOOKUP_CHUNK);
    const docs = await UnifiedGuestModel.collection
      .find<Existing>(
        { invitationCode: { $in: chunk } },
        { projection: { _id: 1, invitationCode: 1, confirmationStatus: 1 } },
      )
      .toArray();
    for (const doc of docs) found.set(doc.invitationCode, doc);
  }
  return found;
}

function updateOf(row: GuestRow, existing: Existing, publicOrigin: string, now: Date) {
  const $set: Record<string, unknown> = {
    name: row.name,
    maxPeopleAllowed: row.maxPeopleAllowed,
    expectedAttendees: row.maxPeopleAllowed,
    qrCode: invitationUrl(publicOrigin, existing.invitationCode),
    updatedAt: now,
  };
  if (row.email) $set.email = row.email;
  if (row.phone) $set.phone = row.phone;
  if (row.category) $set.category = row.category;
  if (row.notes) $set.notes = row.notes;
  if (row.confirmedPeople !== undefined) $set.confirmedPeople = row.confirmedPeople;
  const statusChanged =
    row.confirmationStatus !== undefined && row.confirmationStatus !== existing.confirmationStatus;
  if (statusChanged && row.confirmationStatus) {
    $set.confirmationStatus = row.confirmationStatus;
    $set.confirmationDate = confirmationDateFor(row.confirmationStatus, now);
  }
  return { $set, statusChanged };
}

interface WriteErrorLike {
  index: number;
  code?: number;
}

function writeErrorsOf(error: unknown): WriteErrorLike[] | null {
  const writeErrors = (error as { writeErrors?: unknown })?.writeErrors;
  if (!writeErrors) return null;
  const list = Array.isArray(writeErrors) ? writeErrors : [writeErrors];
  return list.map((item: { index?: number; code?: number; err?: { index?: number; code?: number } }) => ({
    index: item.index ?? item.err?.index ?? -1,
    code: item.code ?? item.err?.code,
  }));
}

/** insertMany that keeps going past duplicates; returns the indexes that failed on a duplicate code. */
async function insertKeepingGoing(docs: GuestDocument[]): Promise<Set<number>> {
  if (docs.length === 0) return new Set();
  try {
    await UnifiedGuestModel.collection.insertMany(docs, { ordered: false });
    return new Set();
  } catch (error) {
    const failures = writeErrorsOf(error);
    if (!failures || failures.some((failure) => failure.code !== 11000 || failure.index < 0)) throw error;
    return new Set(failures.map((failure) => failure.index));
  }
}

export interface ImportOptions {
  publicOrigin: string;
  adminId?: string;
}

export async function importGuests(
  rows: RowsResult,
  { publicOrigin, adminId }: ImportOptions,
): Promise<ImportResults> {
  await assertNoReplaceRunning();
  const now = new Date();
  const errors = [...rows.errors];
  const codes = rows.valid.flatMap((row) => (row.invitationCode ? [row.invitationCode] : []));
  const existing = await existingByCode(codes);

  const inserts: { row: GuestRow; doc: GuestDocument }[] = [];
  const updates: { row: GuestRow; existing: Existing }[] = [];
  for (const row of rows.valid) {
    const match = row.invitationCode ? existing.get(row.invitationCode) : undefined;
    if (match) updates.push({ row, existing: match });
    else {
      const invitationCode = row.invitationCode ?? generateInvitationCode();
      inserts.push({ row, doc: guestDocument({ ...row, invitationCode }, publicOrigin, now) });
    }
  }

  // a duplicate on insert: a given code was added meanwhile (an error for that row); a generated code
  // repeated an existing one (very rare: tried again with new codes)
  let imported = 0;
  let pending = inserts;
  for (let attempt = 0; pending.length > 0; attempt++) {
    const failed = await insertKeepingGoing(pending.map((item) => item.doc));
    imported += pending.length - failed.size;
    const retry: typeof inserts = [];
    for (const index of [...failed].sort((a, b) => a - b)) {
      const item = pending[index]!;
      if (item.row.invitationCode || attempt >= 3) {
        errors.push(`Row ${item.row.rowNumber}: invitation code "${item.doc.invitationCode}" already exists`);
      } else {
        const invitationCode = generateInvitationCode();
        retry.push({ row: item.row, doc: guestDocument({ ...item.row, invitationCode }, publicOrigin, now) });
      }
    }
    pending = retry;
  }

  // a change of status is stored with the guest's update and audited after, as every write of a guest's
  // state (shared-contracts' guest-state): an entry an interruption leaves unwritten is written by the sweep
  const statusChanges: { guestId: Types.ObjectId; change: StatusChangeRecord }[] = [];
  const operations = updates.map(({ row, existing: match }) => {
    const { $set, statusChanged } = updateOf(row, match, publicOrigin, now);
    if (statusChanged && row.confirmationStatus) {
      const change = statusChangeOf(match.confirmationStatus, row.confirmationStatus, {
        adminUserId: adminId,
        at: now,
      });
      statusChanges.push({ guestId: match._id, change });
      $set[LAST_STATUS_CHANGE] = change;
    }
    return { updateOne: { filter: { _id: match._id }, update: { $set } } };
  });
  let updated = 0;
  for (let i = 0; i < operations.length; i += UPDATE_CHUNK) {
    const result = await UnifiedGuestModel.collection.bulkWrite(operations.slice(i, i + UPDATE_CHUNK), {
      ordered: false,
    });
    updated += result.matchedCount;
  }
  await writeStatusChanges(statusChanges);

  errors.sort((a, b) => rowNumberOf(a) - rowNumberOf(b));
  return { imported, updated, errors: capMessages(errors), totalRows: rows.totalRows };
}

const rowNumberOf = (message: string) => Number(/^Row (\d+)/.exec(message)?.[1] ?? 0);
