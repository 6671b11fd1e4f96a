// The additions of an import: new guests in insertMany chunks, their RSVP notes after each chunk.
import type { Types } from 'mongoose';
import { type GuestFields, guestDocument } from '../../guests/guest-docs';
import { generateInvitationCode } from '../../guests/invitation-code';
import type { GuestRow } from '../row-reading/guest-row';
import { hostFieldsIn } from '../row-reading/host-fields';
import { mapInSlices } from '../time-slices';
import { carriesNotes, type NotesWrite, notesChangeOf, writeRsvpNotes } from './import-notes';
import { insertKeepingGoing } from './insert-keeping-going';

/**
 * Additions per insertMany (one transaction each on FerretDB): progress moves between them. Also what the
 * driver encodes in one go on the event loop: a thousand guests are a few tens of ms (the bulk replace's
 * 5,000 in one command were 150–300 ms).
 */
export const INSERT_CHUNK = 1000;

/** A row as a new guest's fields (the import's additions, the bulk replace's list), under `invitationCode`. */
export const rowGuestFields = (row: GuestRow, invitationCode: string): GuestFields => ({
  ...row,
  invitationCode,
  hostFields: hostFieldsIn('unified_guests', row.fields),
});

/** A row's new guest under `invitationCode`, with the party its people sheet names (checked by then). */
function importedDocument(row: GuestRow, invitationCode: string, publicOrigin: string, now: Date) {
  const doc = guestDocument(rowGuestFields(row, invitationCode), publicOrigin, now);
  return row.party ? Object.assign(doc, { party: row.party }) : doc;
}

/**
 * Adds the rows in insertMany chunks. A duplicate on insert: a given code was added meanwhile (an error for
 * that row); a generated code repeated an existing one (very rare: tried again with new codes).
 */
export async function insertRows(
  additions: GuestRow[],
  publicOrigin: string,
  now: Date,
  errors: string[],
  attempted: Types.ObjectId[],
  done: (imported: number, decided: number) => Promise<void>,
) {
  for (let start = 0; start < additions.length; start += INSERT_CHUNK) {
    // built in slices (time-slices.ts): a thousand documents at once are a block of their own
    let pending = await mapInSlices(additions.slice(start, start + INSERT_CHUNK), (row) => ({
      row,
      doc: importedDocument(row, row.invitationCode ?? generateInvitationCode(), publicOrigin, now),
    }));
    const decided = pending.length;
    let imported = 0;
    const notes: NotesWrite[] = [];
    for (let attempt = 0; pending.length > 0; attempt++) {
      attempted.push(...pending.map((item) => item.doc._id));
      const failed = await insertKeepingGoing(pending.map((item) => item.doc));
      imported += pending.length - failed.size;
      pending.forEach(({ row, doc }, index) => {
        if (failed.has(index) || !carriesNotes(row)) return;
        const change = notesChangeOf(row, undefined);
        if (!change) return;
        notes.push({
          guestId: doc._id,
          name: doc.name,
          status: doc.confirmationStatus,
          confirmedPeople: doc.confirmedPeople,
          notes: change,
        });
      });
      const retry: typeof pending = [];
      for (const failure of [...failed].sort((a, b) => a - b)) {
        const item = pending[failure]!;
        if (item.row.invitationCode || attempt >= 3) {
          errors.push(
            `Row ${item.row.rowNumber}: invitation code "${item.doc.invitationCode}" already exists`,
          );
        } else {
          const invitationCode = generateInvitationCode();
          retry.push({
            row: item.row,
            doc: importedDocument(item.row, invitationCode, publicOrigin, now),
          });
        }
      }
      pending = retry;
    }
    await writeRsvpNotes(notes, now);
    await done(imported, decided);
  }
}
