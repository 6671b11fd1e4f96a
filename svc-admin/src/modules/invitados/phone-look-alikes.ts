// A phone guest row whose number is new but whose name is a stored phone guest's (a corrected number must not
// silently make a second guest).
//
// The rule (what is written). A phone guest is found by its number, so a row with a new number is ADDED
// as a new phone guest, as before. When its normalised name (matchKey: accents, case and spacing folded,
// as the file's repeats are compared) is the name of exactly ONE stored phone guest — of the row's
// category when the row has one — and that guest's number is on no row of the file, the row is probably
// that guest with a corrected number: the import says so with a warning ("phoneLookAlikeAdded") naming the
// row, the stored guest and both numbers, and telling the host to delete the new guest and correct the
// number in the stored guest's edit dialog (which keeps the answer), or to delete the old one. It never
// takes the stored guest by itself: two people of one name are common, a second guest is undone by
// deleting it, while a stored guest (and its answer) overwritten with someone else's number is not. Two
// or more stored guests of that name, or one still on the file under its own number, are not a corrected
// number: no warning (a name repeated inside the file has its own, file-repeats.ts).
import type { ImportNotice } from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import { matchKey, push } from '../guest-import/planning/guest-matching';
import type { GuestRow } from '../guest-import/row-reading/guest-row';
import type { StoredPhoneGuest } from './stored-phone-guest';

/** The warnings of the `added` rows that look like one stored phone guest with another number. */
export function phoneLookAlikeNotices(
  added: readonly GuestRow[],
  stored: Iterable<StoredPhoneGuest>,
  filePhones: ReadonlySet<string>,
): ImportNotice[] {
  const byName = new Map<string, StoredPhoneGuest[]>();
  for (const guest of stored) {
    if (!filePhones.has(guest.telefonoWhatsapp)) push(byName, matchKey(guest.nombreCompleto), guest);
  }
  const notices: ImportNotice[] = [];
  for (const row of added) {
    const found = (byName.get(matchKey(row.name)) ?? []).filter(
      (guest) => !row.category || matchKey(guest.categoria) === matchKey(row.category),
    );
    if (found.length !== 1 || !row.phone) continue;
    const guest = found[0]!;
    const [from, to] = [
      formatPhoneInternational(guest.telefonoWhatsapp),
      formatPhoneInternational(row.phone),
    ];
    notices.push({
      code: 'phoneLookAlikeAdded',
      row: row.rowNumber,
      name: row.name,
      guest: guest.nombreCompleto,
      from,
      to,
      text: `Row ${row.rowNumber}: "${row.name}" has a new number, ${to}, and the stored phone guest "${guest.nombreCompleto}" has ${from}; the row was added as a new phone guest. If it is one person with a corrected number, delete the new guest and correct the number in the stored guest's edit dialog (its answer is kept), or delete the old one`,
    });
  }
  return notices;
}
