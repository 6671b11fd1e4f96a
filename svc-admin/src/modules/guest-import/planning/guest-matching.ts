// How a row without an invitation code finds the guest it updates: by phone, then e-mail, then name within
// its category, a row whose name contradicts the guest's never taking it.
import type { ImportMatchBy } from '@wedding/shared-contracts';
import type { GuestRow } from '../row-reading/guest-row';
import type { StoredGuest } from './stored-guest';

/** How a name (and a category) is compared: trimmed, spaces collapsed, case and accents ignored. */
export const matchKey = (text: string | null | undefined): string =>
  (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');

export const emailKey = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/** A name's words for namesAgree: normalised (matchKey), a dot after an initial dropped. */
const nameWords = (name: string | null | undefined) =>
  matchKey(name)
    .split(' ')
    .map((word) => word.replace(/\.+$/, ''))
    .filter(Boolean);

/** One word of a name fits another: the same, or an initial ("M." or "M") of it. */
const wordFits = (word: string, other: string) =>
  word === other ||
  (word.length === 1 && other.startsWith(word)) ||
  (other.length === 1 && word.startsWith(other));

/**
 * Whether two names can be one person's: equal once normalised (matchKey), or every word of one is a word
 * (or its initial) of the other ("Ana Peña" and "Ana Peña Ruiz", "M. Ruiz" and "Marta Ruiz"). A row found by
 * phone or e-mail whose name contradicts the guest's is not that guest (a shared phone, a reused address):
 * it never renames it.
 */
export function namesAgree(a: string | null | undefined, b: string | null | undefined): boolean {
  const wordsA = nameWords(a);
  const wordsB = nameWords(b);
  if (wordsA.length === 0 || wordsB.length === 0) return true;
  const within = (some: string[], all: string[]) =>
    some.every((word) => all.some((other) => wordFits(word, other)));
  return within(wordsA, wordsB) || within(wordsB, wordsA);
}

const nameCategoryKey = (name: string | null | undefined, category: string | null | undefined) =>
  `${matchKey(name)}\u0000${matchKey(category)}`;

/** Adds `value` to the list of `key`. */
export function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The stored list, indexed the ways a row can find its guest. */
export class GuestIndex {
  readonly byCode = new Map<string, StoredGuest>();
  readonly byPhone = new Map<string, StoredGuest[]>();
  readonly byEmail = new Map<string, StoredGuest[]>();
  readonly byName = new Map<string, StoredGuest[]>();
  /** By name alone: a row with a blank category finds the one guest of that name, whatever its category. */
  readonly byNameOnly = new Map<string, StoredGuest[]>();

  /** Indexes one more guest (one at a time: the caller may pause between two, time-slices.ts). */
  add(guest: StoredGuest): void {
    this.byCode.set(guest.invitationCode, guest);
    if (guest.phone) push(this.byPhone, guest.phone, guest);
    if (guest.email) push(this.byEmail, emailKey(guest.email), guest);
    push(this.byName, nameCategoryKey(guest.name, guest.category), guest);
    push(this.byNameOnly, matchKey(guest.name), guest);
  }

  /**
   * The guest a row without a code updates: the first criterion that finds anyone decides; when it finds
   * several, the later criteria may narrow them to one (a household sharing a phone, told apart by name).
   */
  match(
    row: GuestRow,
    /** Told each phone or e-mail that was passed over because its guest's name contradicts the row's. */
    contradicted?: (by: ImportMatchBy, guests: StoredGuest[]) => void,
  ): { guest: StoredGuest; by: ImportMatchBy } | { ambiguous: StoredGuest[]; by: ImportMatchBy } | null {
    const rowName = nameCategoryKey(row.name, row.category);
    // a row without a category finds the one guest of its name in any category; else (none, or several
    // of that name) those of its name without a category
    const sameName = row.category ? undefined : this.byNameOnly.get(matchKey(row.name));
    const nameOnly = sameName?.length === 1;
    const criteria: {
      by: ImportMatchBy;
      found: StoredGuest[] | undefined;
      fits: (guest: StoredGuest) => boolean;
    }[] = [
      {
        by: 'phone',
        found: row.phone ? this.byPhone.get(row.phone) : undefined,
        fits: (guest) => !!row.phone && guest.phone === row.phone,
      },
      {
        by: 'email',
        found: row.email ? this.byEmail.get(emailKey(row.email)) : undefined,
        fits: (guest) => !!row.email && emailKey(guest.email) === emailKey(row.email),
      },
      {
        by: 'name',
        found: nameOnly ? sameName : this.byName.get(rowName),
        fits: (guest) =>
          nameOnly
            ? matchKey(guest.name) === matchKey(row.name)
            : nameCategoryKey(guest.name, guest.category) === rowName,
      },
    ];
    for (const [index, { by, found }] of criteria.entries()) {
      if (!found?.length) continue;
      let candidates = found;
      if (by !== 'name') {
        // a phone or e-mail whose guest is someone else by name is not this row's guest
        candidates = found.filter((guest) => namesAgree(guest.name, row.name));
        if (candidates.length === 0) {
          contradicted?.(by, found);
          continue;
        }
      }
      for (const later of criteria.slice(index + 1)) {
        if (candidates.length === 1) break;
        const narrowed = candidates.filter(later.fits);
        if (narrowed.length > 0) candidates = narrowed;
      }
      return candidates.length === 1 ? { guest: candidates[0]!, by } : { ambiguous: candidates, by };
    }
    return null;
  }
}
