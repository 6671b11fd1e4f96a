// Search, the four filters and the order of the guest table (spec §2 "Admin guest management"). Pure and
// fast: each guest's search text is built once per list, so typing stays smooth with thousands of guests.
import { type ConfirmationStatus, GUEST_CATEGORIES, type UnifiedGuest } from '@wedding/shared-contracts';

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const NO_GROUP = '__none__';

export type CompanionsFilter = '' | '1' | '2' | '3+';

export interface GuestFilters {
  search: string;
  /** '' or one of LETTERS. */
  letter: string;
  /** By max people: 1, 2, 3 or more. */
  companions: CompanionsFilter;
  status: '' | ConfirmationStatus;
  /** '' (all), a category, or NO_GROUP. */
  group: string;
}

export const NO_FILTERS: GuestFilters = { search: '', letter: '', companions: '', status: '', group: '' };

export const hasFilters = (filters: GuestFilters) =>
  filters.search.trim() !== '' ||
  filters.letter !== '' ||
  filters.companions !== '' ||
  filters.status !== '' ||
  filters.group !== '';

/** Lower case without accents: "Peña" and "pena" match. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface IndexedGuest {
  guest: UnifiedGuest;
  /** Name, email, invitation code and group (category), folded. */
  text: string;
  /** The name's first letter, A–Z, or ''. */
  letter: string;
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Each guest with its search text, sorted by name. */
export function indexGuests(guests: readonly UnifiedGuest[]): IndexedGuest[] {
  return guests
    .map((guest) => {
      const name = fold(guest.name.trim());
      const first = name.charAt(0).toUpperCase();
      return {
        guest,
        text: [name, guest.email ?? '', guest.invitationCode, guest.category ?? ''].map(fold).join('\n'),
        letter: first >= 'A' && first <= 'Z' ? first : '',
      };
    })
    .sort((a, b) => collator.compare(a.guest.name, b.guest.name));
}

function matchesCompanions(maxPeople: number, filter: CompanionsFilter): boolean {
  if (filter === '1') return maxPeople === 1;
  if (filter === '2') return maxPeople === 2;
  if (filter === '3+') return maxPeople >= 3;
  return true;
}

export function filterGuests(index: readonly IndexedGuest[], filters: GuestFilters): UnifiedGuest[] {
  const words = fold(filters.search.trim()).split(/\s+/).filter(Boolean);
  const result: UnifiedGuest[] = [];
  for (const item of index) {
    const { guest } = item;
    if (filters.letter && item.letter !== filters.letter) continue;
    if (!matchesCompanions(guest.maxPeopleAllowed, filters.companions)) continue;
    if (filters.status && guest.confirmationStatus !== filters.status) continue;
    if (filters.group) {
      const group = guest.category?.trim() || NO_GROUP;
      if (group !== filters.group) continue;
    }
    if (words.length && !words.every((word) => item.text.includes(word))) continue;
    result.push(guest);
  }
  return result;
}

/** The group filter's choices: the six categories, then other texts found in the list, then none. */
export function groupOptions(
  guests: readonly UnifiedGuest[],
  t: (message: string) => string,
): { id: string; label: string }[] {
  const others = new Set<string>();
  let withoutGroup = false;
  for (const guest of guests) {
    const group = guest.category?.trim();
    if (!group) withoutGroup = true;
    else if (!(GUEST_CATEGORIES as readonly string[]).includes(group)) others.add(group);
  }
  return [
    { id: '', label: t('All groups') },
    ...GUEST_CATEGORIES.map((category) => ({ id: category, label: category })),
    ...[...others].sort(collator.compare).map((group) => ({ id: group, label: group })),
    ...(withoutGroup ? [{ id: NO_GROUP, label: t('No group') }] : []),
  ];
}
