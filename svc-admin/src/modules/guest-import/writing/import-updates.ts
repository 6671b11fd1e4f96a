// The updates of an import: matched guests written in bulk under their record locks, each applied only
// while the guest is as it was read, with their audit entries and RSVP notes.
import type { ConfirmationStatus } from '@wedding/shared-contracts';
import {
  guestLockKey,
  LAST_STATUS_CHANGE,
  releaseAfterFailure,
  tryRecordLocks,
  UnifiedGuestModel,
  withGuestLock,
  writeStatusChanges,
} from '@wedding/shared-contracts/domain';
import { HttpError } from '@wedding/shared-contracts/server';
import { type PlannedUpdate, sameMoment } from '../planning/import-changes';
import { writeRsvpNotes } from './import-notes';
import { UPDATE_CHUNK, UPDATE_PARALLEL, updateSlot } from './update-slots';

/**
 * Writes the updates, UPDATE_PARALLEL bulkWrites of UPDATE_CHUNK at a time. A status-changing update
 * applies only while the guest still has the status read (so the audit's old status is the true one); an
 * update that matched nothing (the guest deleted, or answered, meanwhile) is a row error.
 */
export async function updateGuests(
  updates: PlannedUpdate[],
  errors: string[],
  now: Date,
  done: (updated: number, decided: number) => Promise<void>,
) {
  let next = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (failure === null && next < updates.length) {
      const batch = updates.slice(next, next + UPDATE_CHUNK);
      next += batch.length;
      const release = await updateSlot();
      try {
        await writeBatch(batch, errors, now, done);
      } catch (error) {
        failure ??= error;
      } finally {
        release();
      }
    }
  };
  await Promise.all(Array.from({ length: UPDATE_PARALLEL }, worker));
  if (failure !== null) throw failure;
}

/** The update of one planned row: applied only while the guest is as it was read. */
function updateOperation({ stored, $set }: PlannedUpdate) {
  return {
    updateOne: {
      filter: {
        _id: stored._id,
        confirmationStatus: stored.confirmationStatus,
        confirmedPeople: stored.confirmedPeople ?? null,
        ...(stored.lastStatusChange?._id
          ? { [`${LAST_STATUS_CHANGE}._id`]: stored.lastStatusChange._id }
          : { [LAST_STATUS_CHANGE]: null }),
      },
      update: { $set },
    },
  };
}

const BUSY_MESSAGE = 'The guest is being changed by someone else.';

/**
 * Writes one chunk of updates holding the guests' record locks (the lock every write of a guest takes):
 * the free ones taken at once (tryRecordLocks), a busy one waited for one by one (withGuestLock). Each
 * update applies only while the guest still has the state read before the file was parsed (status,
 * confirmed people, last status change): a guest who answered (or was changed) meanwhile keeps its answer,
 * and its row is an error saying so. Under the lock, an update that matched was written, and nothing else
 * wrote the guest since, so the audit's old status is the true one.
 */
async function writeBatch(
  batch: PlannedUpdate[],
  errors: string[],
  now: Date,
  done: (updated: number, decided: number) => Promise<void>,
) {
  const keyOf = (planned: PlannedUpdate) => guestLockKey('unified_guests', planned.stored._id);
  const locks = await tryRecordLocks(batch.map(keyOf));
  const applied: PlannedUpdate[] = [];
  try {
    const locked = batch.filter((planned) => locks.held.has(keyOf(planned)));
    if (locked.length > 0) applied.push(...(await writeLocked(locked, errors)));
    await finishWrites(applied, now);
  } catch (error) {
    await releaseAfterFailure(locks.release, error);
    throw error;
  }
  await locks.release();
  for (const planned of batch) {
    if (locks.held.has(keyOf(planned))) continue;
    try {
      const written = await withGuestLock(
        'unified_guests',
        planned.stored._id,
        async () => {
          const one = await writeLocked([planned], errors);
          await finishWrites(one, now);
          return one;
        },
        { busyMessage: BUSY_MESSAGE },
      );
      applied.push(...written);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
      errors.push(
        `Row ${planned.row.rowNumber}: "${planned.stored.name}" was being changed by someone else while the import ran; import again to apply this row`,
      );
    }
  }
  await done(applied.length, batch.length);
}

/** Writes `batch` (its guests' locks held); returns the updates applied, the others are row errors. */
async function writeLocked(batch: PlannedUpdate[], errors: string[]): Promise<PlannedUpdate[]> {
  const result = await UnifiedGuestModel.collection.bulkWrite(batch.map(updateOperation), { ordered: false });
  if (result.matchedCount === batch.length) return batch;
  // which ones: under the lock, a written guest carries this import's updatedAt
  const applied: PlannedUpdate[] = [];
  for (const planned of batch) {
    const current = await UnifiedGuestModel.collection.findOne<{ updatedAt?: Date }>(
      { _id: planned.stored._id },
      { projection: { _id: 1, updatedAt: 1 } },
    );
    if (current && sameMoment(current.updatedAt, planned.$set.updatedAt as Date)) applied.push(planned);
    else if (current) {
      errors.push(
        `Row ${planned.row.rowNumber}: "${planned.stored.name}" changed while the import ran (an answer, or an edit); import again to apply this row`,
      );
    } else {
      errors.push(
        `Row ${planned.row.rowNumber}: the guest "${planned.stored.name}" was deleted while the file was imported; not updated`,
      );
    }
  }
  return applied;
}

/** The audit entries and RSVP notes of the updates written (still under the guests' locks). */
async function finishWrites(applied: PlannedUpdate[], now: Date): Promise<void> {
  await writeStatusChanges(
    applied.flatMap((planned) =>
      planned.change ? [{ guestId: planned.stored._id, change: planned.change }] : [],
    ),
  );
  await writeRsvpNotes(
    applied.flatMap(({ row, stored, $set, notes }) =>
      notes
        ? [
            {
              guestId: stored._id,
              name: ($set.name as string | undefined) ?? stored.name,
              status:
                ($set.confirmationStatus as ConfirmationStatus | undefined) ?? stored.confirmationStatus,
              confirmedPeople: row.confirmedPeople ?? stored.confirmedPeople ?? null,
              notes,
            },
          ]
        : [],
    ),
    now,
  );
}
