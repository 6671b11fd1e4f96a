// The audit entries of guests' status changes (`guest_status_changes`), each written under the id of the
// change stored with the guest, so that it is written once however often it is tried (guest-answer.ts).
//
// Why: an entry and the answer it records are two documents and FerretDB 1.24 has no transactions, so an
// entry is written under the change's own id and may be tried again (a duplicate key means written);
// statusChangeWritten reads by `_id` because a repeated insert queues behind FerretDB's write lock.
// On MongoDB: on a replica set the entry is written in the answer's transaction, once.
// On a replica set: simplify: the writes still work as they are; `checkGuest` and statusChangeWritten, which
// serve the completion of entries a crash left unwritten, go with the sweep (status-change-sweep.ts).

import { Types } from 'mongoose';
import type { ConfirmationStatus } from '../constants';
import { isDatabaseDown, isDuplicateKeyError } from '../server/errors';
import { type GuestSource, guestCollection, type StatusChangeRecord } from './guest-documents';
import type { GuestState } from './guest-state';
import { GuestStatusChangeModel } from './models/guest-status-change';

/**
 * Writes the audit entry of an answer that is stored already. The answer stands even if this fails (the
 * database went away just now): the guest's next answer or the sweep writes it.
 */
export async function auditStatusChange(
  guest: Pick<GuestState, 'source' | 'id'>,
  change: StatusChangeRecord,
): Promise<void> {
  await writeStatusChange(guest.source, guest.id, change).catch((error: unknown) => {
    if (!isDatabaseDown(error)) throw error;
  });
}

/**
 * Writes the audit entry of `change` under the change's own id. Idempotent: an entry already written is
 * a duplicate key. With `checkGuest`, an entry written for a guest deleted meanwhile is removed again
 * (entries go with their guest).
 */
export async function writeStatusChange(
  source: GuestSource,
  guestId: Types.ObjectId,
  change: StatusChangeRecord,
  { checkGuest = false } = {},
): Promise<void> {
  try {
    await GuestStatusChangeModel.create({
      _id: change._id,
      guestId,
      ...(change.adminUserId ? { adminUserId: change.adminUserId } : {}),
      oldStatus: change.oldStatus,
      newStatus: change.newStatus,
      changedAt: change.changedAt,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return;
  }
  if (checkGuest && !(await guestCollection(source).findOne({ _id: guestId }, { projection: { _id: 1 } }))) {
    await GuestStatusChangeModel.collection.deleteOne({ _id: change._id });
  }
}

/**
 * Writes the audit entries of many changes stored with their guests already (an import's updates), in
 * one unordered insert; entries already written (duplicate keys) are skipped, as writeStatusChange does.
 */
export async function writeStatusChanges(
  changes: { guestId: Types.ObjectId; change: StatusChangeRecord }[],
): Promise<void> {
  if (changes.length === 0) return;
  const entries = changes.map(({ guestId, change }) => ({
    _id: change._id,
    guestId,
    ...(change.adminUserId ? { adminUserId: change.adminUserId } : {}),
    oldStatus: change.oldStatus,
    newStatus: change.newStatus,
    changedAt: change.changedAt,
  }));
  try {
    await GuestStatusChangeModel.collection.insertMany(entries, { ordered: false });
  } catch (error) {
    const { writeErrors } = error as { writeErrors?: { code?: number }[] | { code?: number } };
    const failures = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
    if (failures.length === 0 || failures.some((failure) => failure.code !== 11000)) throw error;
  }
}

/** The status change a host's write makes, to be stored with it (LAST_STATUS_CHANGE) and then audited. */
export function statusChangeOf(
  oldStatus: ConfirmationStatus,
  newStatus: ConfirmationStatus,
  { adminUserId, at }: { adminUserId?: string; at?: Date } = {},
): StatusChangeRecord {
  return {
    _id: new Types.ObjectId(),
    oldStatus,
    newStatus,
    changedAt: at ?? new Date(),
    ...(adminUserId && Types.ObjectId.isValid(adminUserId)
      ? { adminUserId: new Types.ObjectId(adminUserId) }
      : {}),
  };
}

/**
 * Whether the audit entry of `change` is written. A read by `_id`: on FerretDB it does not queue behind
 * the write lock as a repeated insert (refused as a duplicate key) would.
 */
export async function statusChangeWritten(change: StatusChangeRecord): Promise<boolean> {
  return (
    (await GuestStatusChangeModel.collection.findOne({ _id: change._id }, { projection: { _id: 1 } })) !==
    null
  );
}
