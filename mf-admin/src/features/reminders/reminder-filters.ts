// The reminders screen's search and filters: by name (accents and case ignored, every word anywhere in the
// name), by list (invitation list or phone guests) and by group (the guest's category).
import { GUEST_CATEGORIES, type Reminder, type ReminderKind } from '@wedding/shared-contracts';
import { msg } from '../../lib/i18n/use-t';

export type ListFilter = 'all' | ReminderKind;
/** The group filter's value for guests without a group ('' is every group). */
export const NO_GROUP = '\u0000none';

export interface ReminderFilters {
  search: string;
  list: ListFilter;
  /** '' for every group, NO_GROUP for guests without one, else the group's text. */
  group: string;
}

export const NO_FILTERS: ReminderFilters = { search: '', list: 'all', group: '' };

/** Whether `filters` leave anybody out (a blank search leaves nobody out). */
export const isFiltered = (filters: ReminderFilters): boolean =>
  filters.search.trim() !== '' || filters.list !== 'all' || filters.group !== '';

export const LIST_OPTIONS: readonly { id: ListFilter; label: string }[] = [
  { id: 'all', label: msg('Both lists') },
  { id: 'guest', label: msg('Invitation list') },
  { id: 'phone-guest', label: msg('Phone guest list') },
];

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Lower case, without accents: "Álvarez" and "alvarez" are found alike. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('es');

/** The reminders `filters` keep, in the order given. */
export function filterReminders(reminders: readonly Reminder[], filters: ReminderFilters): Reminder[] {
  const words = folded(filters.search).split(/\s+/u).filter(Boolean);
  return reminders.filter((reminder) => {
    if (filters.list !== 'all' && reminder.kind !== filters.list) return false;
    if (filters.group === NO_GROUP ? reminder.group : filters.group && reminder.group !== filters.group)
      return false;
    const name = folded(reminder.name);
    return words.every((word) => name.includes(word));
  });
}

/** The group filter's choices: every group, the six categories, other groups found, then "Without a group". */
export function groupOptions(
  reminders: readonly Reminder[],
  t: (message: string) => string,
): { id: string; label: string }[] {
  const others = new Set<string>();
  let withoutGroup = false;
  for (const { group } of reminders) {
    if (!group) withoutGroup = true;
    else if (!(GUEST_CATEGORIES as readonly string[]).includes(group)) others.add(group);
  }
  return [
    { id: '', label: t('Every group') },
    ...GUEST_CATEGORIES.map((category) => ({ id: category, label: category })),
    ...[...others].sort(collator.compare).map((group) => ({ id: group, label: group })),
    ...(withoutGroup ? [{ id: NO_GROUP, label: t('Without a group') }] : []),
  ];
}
