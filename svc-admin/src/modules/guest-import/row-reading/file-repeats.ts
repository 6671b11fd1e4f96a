// Repeats inside one file (one person, one record). A warning names both rows of every
// repeated e-mail, phone (E.164) or name (compared by matchKey: accents, case and spacing folded, so
// "ANDRES  Ibarra" repeats "Andrés Ibarra").
//
// What is written for a repeated row: a row is the SAME GUEST as an earlier one when both have the same
// normalised name and the same e-mail or the same phone, or (neither having an e-mail nor a phone) the same
// category, which is how the import finds a stored guest (planning/guest-matching.ts). Such a row is not
// imported: the earlier row is the guest's, and the warning says "row 3 is imported, row 7 is not" (the
// result lists row 7 as skipped). A row with an invitation code names its guest itself: two rows with
// different codes are never one guest, and when only the later row has a code, that row is kept and the
// earlier one skipped. Rows that only share an e-mail, a phone or a name stay separate rows, with the
// warning. Phone guests (`invitados`) are one per phone, and a phone on two rows is refused by their import:
// their files get the repeated-name warnings only, and no row is skipped.
import type { ImportNotice, ImportRowRef } from '@wedding/shared-contracts';
import { emailKey, matchKey, push } from '../planning/guest-matching';
import type { Steps } from '../time-slices';
import type { GuestRow } from './guest-row';

type Key = 'email' | 'phone' | 'name';

const KEY_TEXT: Record<Key, string> = { email: 'e-mail', phone: 'phone', name: 'name' };
const KEY_CODE = { email: 'repeatedEmail', phone: 'repeatedPhone', name: 'repeatedName' } as const;

export interface FileRepeats {
  /** The rows to import: the valid rows less the skipped ones, in row order. */
  kept: GuestRow[];
  skipped: ImportRowRef[];
  warnings: string[];
  notices: ImportNotice[];
}

const keyOf = (row: GuestRow, key: Key): string => {
  if (key === 'email') return emailKey(row.email);
  if (key === 'phone') return row.phone ?? '';
  return matchKey(row.name);
};

const noContact = (row: GuestRow) => !row.email && !row.phone;

/** The keys by which `later` is the guest of `earlier` (name first), or null when it is not. */
function sameGuestKeys(earlier: GuestRow, later: GuestRow): Key[] | null {
  if (earlier.invitationCode && later.invitationCode) return null;
  if (!keyOf(later, 'name') || keyOf(earlier, 'name') !== keyOf(later, 'name')) return null;
  const shared = (['email', 'phone'] as const).filter(
    (key) => keyOf(later, key) !== '' && keyOf(earlier, key) === keyOf(later, key),
  );
  if (shared.length > 0) return ['name', ...shared];
  if (noContact(earlier) && noContact(later) && matchKey(earlier.category) === matchKey(later.category)) {
    return ['name'];
  }
  return null;
}

/** How a key's value is written in a message (a name as both rows spell it, when they differ). */
function shown(key: Key, earlier: GuestRow, later: GuestRow): string {
  if (key === 'email') return later.email ?? '';
  if (key === 'phone') return later.phone ?? '';
  return earlier.name === later.name ? `"${later.name}"` : `"${earlier.name}" / "${later.name}"`;
}

function sameGuestNotice(kept: GuestRow, skipped: GuestRow, keys: Key[]): ImportNotice {
  const same = keys.map((key) => `${KEY_TEXT[key]} ${shown(key, kept, skipped)}`);
  if (keys.length === 1) same.push(`group "${kept.category ?? ''}", no e-mail or phone`);
  const [first, second] = [kept, skipped].sort((a, b) => a.rowNumber - b.rowNumber) as [GuestRow, GuestRow];
  return {
    code: 'repeatedGuest',
    row: second.rowNumber,
    otherRow: first.rowNumber,
    name: skipped.name,
    value: keys.map((key) => (key === 'name' ? kept.name : keyOf(skipped, key))).join(', '),
    text: `Row ${second.rowNumber} repeats row ${first.rowNumber}: same ${same.join(' and ')}; it is one guest: row ${kept.rowNumber} is imported, row ${skipped.rowNumber} is not`,
  };
}

function keyNotice(key: Key, earlier: GuestRow, later: GuestRow): ImportNotice {
  const names = key === 'name' ? '' : ` ("${earlier.name}" and "${later.name}")`;
  return {
    code: KEY_CODE[key],
    row: later.rowNumber,
    otherRow: earlier.rowNumber,
    name: later.name,
    value: key === 'name' ? later.name : keyOf(later, key),
    text: `Row ${later.rowNumber} repeats row ${earlier.rowNumber}: same ${KEY_TEXT[key]} ${shown(key, earlier, later)}${names}; they are imported as separate rows, not one guest`,
  };
}

/** The repeats among `rows` (the file's valid rows, in row order): see the rules above. */
export function* findRepeats(rows: readonly GuestRow[], phoneGuests: boolean): Steps<FileRepeats> {
  const keys: Key[] = phoneGuests ? ['name'] : ['email', 'phone', 'name'];
  const first = new Map<Key, Map<string, GuestRow>>(keys.map((key) => [key, new Map()]));
  /** The rows kept so far, by normalised name: where a row's earlier guest is looked for. */
  const keptByName = new Map<string, GuestRow[]>();
  const skipped = new Map<GuestRow, GuestRow>();
  const notices: ImportNotice[] = [];
  for (const row of rows) {
    yield;
    const name = keyOf(row, 'name');
    let guest: { earlier: GuestRow; keys: Key[] } | undefined;
    for (const earlier of phoneGuests ? [] : (keptByName.get(name) ?? [])) {
      const same = sameGuestKeys(earlier, row);
      if (same) guest = { earlier, keys: same };
      if (guest) break;
    }
    if (guest) {
      const { earlier } = guest;
      // the row with an invitation code is the one kept
      const [kept, dropped] = row.invitationCode ? [row, earlier] : [earlier, row];
      skipped.set(dropped, kept);
      notices.push(sameGuestNotice(kept, dropped, guest.keys));
      if (kept === row) {
        // the coded row takes the earlier row's place: later repeats name it
        keptByName.set(name, [...(keptByName.get(name) ?? []).filter((r) => r !== earlier), row]);
        for (const [key, values] of first) {
          if (values.get(keyOf(earlier, key)) === earlier) values.set(keyOf(earlier, key), row);
        }
      }
      continue;
    }
    for (const key of keys) {
      const value = keyOf(row, key);
      if (!value) continue;
      const earlier = first.get(key)!.get(value);
      if (earlier) notices.push(keyNotice(key, earlier, row));
      else first.get(key)!.set(value, row);
    }
    if (name) push(keptByName, name, row);
  }
  notices.sort((a, b) => a.row - b.row);
  return {
    kept: rows.filter((row) => !skipped.has(row)),
    skipped: [...skipped]
      .map(([row, kept]) => ({ row: row.rowNumber, name: row.name, otherRow: kept.rowNumber }))
      .sort((a, b) => a.row - b.row),
    warnings: notices.map((notice) => notice.text),
    notices,
  };
}
