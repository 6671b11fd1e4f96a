// The caterer summary's dietary notes, from every source of an attending party:
// - a guest of the invitation list who is confirmado: the note of its answer (the e-mail form or its own
//   invitation page; `rsvps` by unifiedGuestId, rsvp-notes.ts) and the note the hosts wrote on the guest;
// - a phone guest who is confirmado: the note the hosts wrote on it (`notas`);
// - an attending answer tied to no guest of either list (an e-mail answer still in the inbox, or a legacy
//   invitation's answer): its dietary note, with the people it names.
// One row per party, its notes joined (the same words once). Only names, people and notes are read.
import { InvitadoModel, RsvpModel } from '@wedding/shared-contracts/domain';
import mongoose from 'mongoose';
import type { RsvpNotes } from './rsvp-notes';

const { trusted } = mongoose;

export interface CatererNote {
  name: string;
  /** The party's people: a guest's confirmed people, or the count its answer names. */
  people: number;
  /** Every note of the party, joined with " · ". */
  dietaryRestrictions: string;
}

/** A confirmed guest of the invitation list, as read for the summary. */
export interface AttendingGuest {
  _id?: unknown;
  name?: string;
  confirmedPeople?: number | null;
  notes?: string | null;
}

export const NOTE_SEPARATOR = ' · ';

/** The non-empty notes, trimmed, each once (whatever its case), joined; '' without any. */
export function joinNotes(...notes: (string | null | undefined)[]): string {
  const kept = new Map<string, string>();
  for (const note of notes) {
    const text = typeof note === 'string' ? note.trim() : '';
    if (text && !kept.has(text.toLocaleLowerCase('es'))) kept.set(text.toLocaleLowerCase('es'), text);
  }
  return [...kept.values()].join(NOTE_SEPARATOR);
}

const peopleOf = (count: number | null | undefined) => count ?? 0;

const noteRow = (name: string | undefined, people: number, dietaryRestrictions: string): CatererNote[] =>
  dietaryRestrictions ? [{ name: name ?? '', people, dietaryRestrictions }] : [];

/** The notes of the list's confirmed guests: their answer's note (`answers`, by guest id) and the hosts' note. */
function listGuestNotes(guests: AttendingGuest[], answers: Map<string, RsvpNotes>): CatererNote[] {
  return guests.flatMap((guest) =>
    noteRow(
      guest.name,
      peopleOf(guest.confirmedPeople),
      joinNotes(answers.get(String(guest._id))?.dietaryRestrictions, guest.notes),
    ),
  );
}

/** The notes the hosts wrote on the confirmed phone guests. */
async function phoneGuestNotes(): Promise<CatererNote[]> {
  const phoneGuests = await InvitadoModel.collection
    .find<{ nombreCompleto?: string; personasConfirmadas?: number | null; notas?: string | null }>(
      { estadoConfirmacion: 'confirmado', notas: { $exists: true, $nin: [null, ''] } },
      { projection: { _id: 0, nombreCompleto: 1, personasConfirmadas: 1, notas: 1 } },
    )
    .toArray();
  return phoneGuests.flatMap((guest) =>
    noteRow(guest.nombreCompleto, peopleOf(guest.personasConfirmadas), joinNotes(guest.notas)),
  );
}

/** The attending answers tied to no guest of the list (still in the inbox, or a legacy invitation's). */
async function unmatchedAnswerNotes(): Promise<CatererNote[]> {
  const answers = await RsvpModel.find({
    unifiedGuestId: trusted({ $exists: false }),
    attending: true,
    dietaryRestrictions: trusted({ $exists: true, $nin: [null, ''] }),
  })
    .select({ _id: 0, name: 1, guestCount: 1, dietaryRestrictions: 1 })
    .lean();
  return answers.flatMap((answer) =>
    noteRow(answer.name, answer.guestCount, joinNotes(answer.dietaryRestrictions)),
  );
}

/**
 * Every dietary note of an attending party, by name: `guests` are the list's confirmed guests and
 * `answers` their answers' notes, read together (readWholeGuestList, caterer-summary.ts).
 */
export async function readCatererNotes(
  guests: AttendingGuest[],
  answers: Map<string, RsvpNotes>,
): Promise<CatererNote[]> {
  const [phone, unmatched] = await Promise.all([phoneGuestNotes(), unmatchedAnswerNotes()]);
  return [...listGuestNotes(guests, answers), ...phone, ...unmatched].sort((a, b) =>
    a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }),
  );
}
