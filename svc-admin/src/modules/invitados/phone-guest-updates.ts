// The updates of a phone guest import, written under the guests' record locks (those every write of a
// phone guest takes, the phone answers' included).
import {
  guestLockKey,
  InvitadoModel,
  tryRecordLocks,
  withRecordLock,
} from '@wedding/shared-contracts/domain';
import { HttpError } from '@wedding/shared-contracts/server';
import type { GuestRow } from '../guest-import/row-reading/guest-row';
import { changesOf, label, refusal } from './phone-guest-changes';
import { INVITADO_SERVER_MESSAGES } from './service';
import type { StoredPhoneGuest } from './stored-phone-guest';

/** A row's update of the guest its phone found. */
export interface PlannedUpdate {
  row: GuestRow;
  id: unknown;
  /** The guest as the list was read before the file. */
  stored: StoredPhoneGuest;
}

const lockKeyOf = ({ id }: PlannedUpdate) => guestLockKey('invitados', String(id));

const readPhoneGuest = async (id: unknown) =>
  (await InvitadoModel.collection.findOne<StoredPhoneGuest>({ _id: id as never })) ?? undefined;

/**
 * The update of one row to the guest as it is now (read under its lock): the `$set`, or why not, or
 * nothing to write.
 */
function rowUpdate(row: GuestRow, guest: StoredPhoneGuest | undefined, now: Date) {
  if (!guest) return { error: `${label(row)} was deleted while the import ran` };
  const changes = changesOf(row, guest);
  const refused = refusal(row, guest, changes);
  if (refused) return { error: refused };
  if (Object.keys(changes).length === 0) return {};
  return { $set: { ...changes, updatedAt: now } };
}

/** Reads the guest again and writes the row's update to it (the guest's lock held). */
async function applyReread({ row, id }: PlannedUpdate, now: Date): Promise<string | undefined> {
  const update = rowUpdate(row, await readPhoneGuest(id), now);
  if (update.$set) await InvitadoModel.collection.updateOne({ _id: id as never }, { $set: update.$set });
  return update.error;
}

/**
 * Writes one chunk of updates holding the guests' record locks (those every write of a phone guest takes,
 * the phone answers' included): the free ones taken in one command (tryRecordLocks) and written in one
 * bulkWrite, each applying only while the guest's answer is the one read before the file (the refusal of
 * a maximum below the confirmed people was decided on it). When one did not apply (the guest answered,
 * or was deleted, meanwhile), the chunk's guests are read again and written one by one, still under their
 * locks (a row already written changes nothing the second time). A busy guest (an answer being saved) is
 * waited for on its own (withRecordLock), or its row is an error if it stays busy. Returns how many rows
 * were applied.
 */
export async function writeChunk(chunk: PlannedUpdate[], errors: string[]): Promise<number> {
  const now = new Date();
  let applied = 0;
  const locks = await tryRecordLocks(chunk.map(lockKeyOf));
  try {
    const locked = chunk.filter((planned) => locks.held.has(lockKeyOf(planned)));
    const operations = locked.map(({ row, id, stored }) => ({
      updateOne: {
        filter: {
          _id: id as never,
          estadoConfirmacion: stored.estadoConfirmacion,
          personasConfirmadas: stored.personasConfirmadas ?? null,
        },
        update: { $set: rowUpdate(row, stored, now).$set ?? { updatedAt: now } },
      },
    }));
    const result =
      operations.length > 0 ? await InvitadoModel.collection.bulkWrite(operations, { ordered: false }) : null;
    if (!result || result.matchedCount === operations.length) applied += locked.length;
    else {
      for (const planned of locked) {
        const error = await applyReread(planned, now);
        if (error) errors.push(error);
        else applied += 1;
      }
    }
  } finally {
    await locks.release();
  }
  for (const planned of chunk) {
    if (locks.held.has(lockKeyOf(planned))) continue;
    try {
      const error = await withRecordLock(lockKeyOf(planned), () => applyReread(planned, new Date()), {
        busyMessage: INVITADO_SERVER_MESSAGES.busy,
      });
      if (error) errors.push(error);
      else applied += 1;
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
      errors.push(`${label(planned.row)} was busy (an answer was being saved); import again to update it`);
    }
  }
  return applied;
}
