// A row's Dietary Restrictions and Message go to its guest's RSVP (`rsvps`, by unifiedGuestId): written
// when they differ from it, the RSVP created when the guest has none.
import type { ConfirmationStatus } from '@wedding/shared-contracts';
import { RsvpModel } from '@wedding/shared-contracts/domain';
import { isDuplicateKeyError } from '@wedding/shared-contracts/server';
import type { Types } from 'mongoose';
import type { RsvpNotes } from '../../guests/rsvp-notes';
import type { GuestRow } from '../row-reading/guest-row';

/** Whether a row carries RSVP notes. */
export const carriesNotes = (row: GuestRow) => Boolean(row.message || row.dietaryRestrictions);

/** The RSVP notes a row changes (a blank cell keeps the stored note); null when none. */
export function notesChangeOf(row: GuestRow, stored: RsvpNotes | undefined): RsvpNotes | null {
  const change: RsvpNotes = {};
  if (row.message && row.message !== stored?.rsvpMessage) change.rsvpMessage = row.message;
  if (row.dietaryRestrictions && row.dietaryRestrictions !== stored?.dietaryRestrictions)
    change.dietaryRestrictions = row.dietaryRestrictions;
  return Object.keys(change).length > 0 ? change : null;
}

export interface NotesWrite {
  guestId: Types.ObjectId;
  name: string;
  status: ConfirmationStatus;
  confirmedPeople: number | null;
  notes: RsvpNotes;
}

/**
 * Writes the notes into each guest's RSVP; a guest without one gets one (its name, attending when
 * confirmado, with its confirmed people, else 0), as an answer given on the invitation page is stored.
 */
export async function writeRsvpNotes(writes: NotesWrite[], now: Date): Promise<void> {
  for (const write of writes) {
    const attending = write.status === 'confirmado';
    const $set: Record<string, unknown> = { updatedAt: now };
    if (write.notes.rsvpMessage) $set.message = write.notes.rsvpMessage;
    if (write.notes.dietaryRestrictions) $set.dietaryRestrictions = write.notes.dietaryRestrictions;
    const update = {
      $set,
      $setOnInsert: {
        name: write.name,
        attending,
        guestCount: attending ? Math.max(1, write.confirmedPeople ?? 1) : 0,
        createdAt: now,
      },
    };
    const filter = { unifiedGuestId: write.guestId };
    try {
      await RsvpModel.collection.updateOne(filter, update, { upsert: true });
    } catch (error) {
      // the guest answered at that very moment (one RSVP per guest): its RSVP takes the notes
      if (!isDuplicateKeyError(error)) throw error;
      await RsvpModel.collection.updateOne(filter, { $set });
    }
  }
}
