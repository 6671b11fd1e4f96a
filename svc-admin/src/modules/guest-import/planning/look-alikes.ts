// Rows that look like a stored guest (a corrected number or a new group must not silently make a second
// guest).
//
// The rule (what is written). A row without an invitation code that the matcher (guest-matching.ts) finds
// no guest for, whose normalised name (matchKey) is a stored guest's in another group, is ADDED as a new
// guest, as before, with a warning naming the row and the stored guest(s) and telling how to update one
// instead: write its invitation code in the row ("lookAlikeAdded"). It is never taken as that guest by
// itself: two people of one name in two groups are common (a name is the only key a row without a phone
// or e-mail has, and guests-import-repeat.int.test.ts keeps "same name, other category: not the same
// guest"), and a second guest is undone by deleting it, while a guest overwritten by someone else's row
// is not.
// A corrected phone does not make a second guest: a row found by its e-mail, or by its name within its
// group, updates its guest and writes the new number; like a row found by phone that moves its guest to
// another group, it says so with a warning naming the row, the guest and both values ("phoneChanged",
// "groupChanged"). The matcher is unchanged: a row fitting several guests is refused, never guessed.
import type { ImportNotice } from '@wedding/shared-contracts';
import type { GuestRow } from '../row-reading/guest-row';
import { type GuestIndex, matchKey } from './guest-matching';
import type { StoredGuest } from './stored-guest';

const guestText = (guest: StoredGuest) => `"${guest.name}" (${guest.invitationCode})`;

const differ = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a !== b;

/** What a row changes in a guest's group and phone, as "what from → to" texts. */
function keyChanges(row: GuestRow, guest: StoredGuest) {
  const changes: { code: 'groupChanged' | 'phoneChanged'; what: string; from: string; to: string }[] = [];
  if (differ(matchKey(row.category), matchKey(guest.category))) {
    changes.push({ code: 'groupChanged', what: 'group', from: guest.category!, to: row.category! });
  }
  if (differ(row.phone, guest.phone)) {
    changes.push({ code: 'phoneChanged', what: 'phone', from: guest.phone!, to: row.phone! });
  }
  return changes;
}

const changesText = (changes: ReturnType<typeof keyChanges>) =>
  changes.map(({ what, from, to }) => `${what} "${from}" → "${to}"`).join(', ');

/** The rows to add: each is added; one like a stored guest of its name says so. */
export function lookAlikeNotices(unmatched: readonly GuestRow[], index: GuestIndex): ImportNotice[] {
  const notices: ImportNotice[] = [];
  for (const row of unmatched) {
    // a new invitation code names a new guest itself
    // named in their invitation codes' order: the same list, whatever order the database read them in
    const found = row.invitationCode
      ? []
      : [...(index.byNameOnly.get(matchKey(row.name)) ?? [])].sort((a, b) =>
          a.invitationCode.localeCompare(b.invitationCode),
        );
    if (found.length === 0) continue;
    const guests =
      found.slice(0, 3).map(guestText).join(', ') + (found.length > 3 ? ` and ${found.length - 3} more` : '');
    const changes = found.length === 1 ? keyChanges(row, found[0]!) : [];
    const why = changes.length ? ` with another ${changesText(changes)}` : '';
    notices.push({
      code: 'lookAlikeAdded',
      row: row.rowNumber,
      name: row.name,
      guest: guests,
      ...(changes[0] ? { from: changes[0].from, to: changes[0].to } : {}),
      text: `Row ${row.rowNumber}: "${row.name}" looks like the stored ${found.length === 1 ? 'guest' : 'guests'} ${guests}${why}; it was added as a new guest. If it is the same person, write the guest's invitation code (codigo_unico) in the row and import again`,
    });
  }
  return notices;
}

/** The warnings of a row found by phone, e-mail or name that changes its guest's phone or group. */
export function changeNotices(row: GuestRow, guest: StoredGuest): ImportNotice[] {
  return keyChanges(row, guest).map(({ code, what, from, to }) => ({
    code,
    row: row.rowNumber,
    name: row.name,
    guest: guestText(guest),
    from,
    to,
    text: `Row ${row.rowNumber} updates the stored guest ${guestText(guest)}: ${what} "${from}" → "${to}"`,
  }));
}
