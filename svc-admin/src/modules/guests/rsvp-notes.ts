// What a guest of the list wrote in its e-mail RSVP: the message to the couple and the dietary note, shown
// with the guest in the admin list, the edit form and the .xlsx export, and the notes
// in the caterer summary. Read with a second query over `rsvps` by unifiedGuestId: FerretDB 1.24 has no
// $lookup. A guest has one RSVP at most (unique index on unifiedGuestId).
//
// Why: FerretDB 1.24 has no `$lookup` (above).
// On MongoDB: an aggregation with `$lookup` from `rsvps` on unifiedGuestId brings the notes with the guests.
// On a replica set: optional: the second query is one indexed read and works on MongoDB as it is; a
// `$lookup` would save a round trip, not code that must go.
import { RsvpModel } from '@wedding/shared-contracts/domain';
import mongoose from 'mongoose';

const { trusted } = mongoose;

/** The fields a guest of the API carries, each only when its RSVP holds some text for it. */
export interface RsvpNotes {
  rsvpMessage?: string;
  dietaryRestrictions?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The notes of one RSVP: only the non-empty ones (an answer sent again may have cleared one). */
export function notesOf(rsvp: { message?: unknown; dietaryRestrictions?: unknown }): RsvpNotes {
  const rsvpMessage = text(rsvp.message);
  const dietaryRestrictions = text(rsvp.dietaryRestrictions);
  return {
    ...(rsvpMessage ? { rsvpMessage } : {}),
    ...(dietaryRestrictions ? { dietaryRestrictions } : {}),
  };
}

/**
 * The notes of the RSVPs tied to a guest of the list (to `guestId` only, when given), by guest id. Guests
 * whose RSVP holds no text are left out. Only the two texts and the reference leave the database.
 */
export async function readRsvpNotes(guestId?: mongoose.Types.ObjectId): Promise<Map<string, RsvpNotes>> {
  const rsvps = await RsvpModel.find({ unifiedGuestId: guestId ?? trusted({ $exists: true }) })
    .select({ _id: 0, unifiedGuestId: 1, message: 1, dietaryRestrictions: 1 })
    .lean();
  const notes = new Map<string, RsvpNotes>();
  for (const rsvp of rsvps) {
    const found = notesOf(rsvp);
    if (rsvp.unifiedGuestId && (found.rsvpMessage || found.dietaryRestrictions)) {
      notes.set(String(rsvp.unifiedGuestId), found);
    }
  }
  return notes;
}

/** The guest (a stored document, lean) with its RSVP's notes, if it has any. */
export const withRsvpNotes = <T extends { _id: unknown }>(guest: T, notes: Map<string, RsvpNotes>): T =>
  ({ ...guest, ...notes.get(String(guest._id)) }) as T;
