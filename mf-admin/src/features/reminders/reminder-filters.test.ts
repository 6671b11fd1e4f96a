import { GUEST_CATEGORIES, type Reminder } from '@wedding/shared-contracts';
import { filterReminders, groupOptions, NO_FILTERS, NO_GROUP } from './reminder-filters';

const reminder = (name: string, overrides: Partial<Reminder> = {}): Reminder => ({
  kind: 'guest',
  id: name,
  name,
  phone: '+18095550001',
  group: null,
  language: 'es',
  whatsappUrl: null,
  lastRemindedAt: null,
  ...overrides,
});

const luis = reminder('Luis Álvarez Gómez', { group: 'Familia Mateo' });
const ana = reminder('Ana María Peña', { kind: 'phone-guest', group: 'Amigos Sofía' });
const eva = reminder('Eva Luna', { kind: 'phone-guest' });
const pat = reminder('Pat Lee', { group: 'Vecinos' });
const all = [luis, ana, eva, pat];
const names = (list: Reminder[]) => list.map((item) => item.name);

describe('filterReminders', () => {
  it('keeps everyone with no filter', () => {
    expect(filterReminders(all, NO_FILTERS)).toEqual(all);
  });

  it('finds names by every word, anywhere, ignoring accents and case', () => {
    expect(names(filterReminders(all, { ...NO_FILTERS, search: 'alvarez' }))).toEqual([luis.name]);
    expect(names(filterReminders(all, { ...NO_FILTERS, search: ' PEÑA  maría ' }))).toEqual([ana.name]);
    expect(names(filterReminders(all, { ...NO_FILTERS, search: 'lu' }))).toEqual([luis.name, eva.name]);
    expect(filterReminders(all, { ...NO_FILTERS, search: 'zz' })).toEqual([]);
  });

  it('filters by list and by group, a group of its own or none', () => {
    expect(names(filterReminders(all, { ...NO_FILTERS, list: 'phone-guest' }))).toEqual([ana.name, eva.name]);
    expect(names(filterReminders(all, { ...NO_FILTERS, list: 'guest' }))).toEqual([luis.name, pat.name]);
    expect(names(filterReminders(all, { ...NO_FILTERS, group: 'Familia Mateo' }))).toEqual([luis.name]);
    expect(names(filterReminders(all, { ...NO_FILTERS, group: NO_GROUP }))).toEqual([eva.name]);
    expect(filterReminders(all, { search: 'ana', list: 'guest', group: '' })).toEqual([]);
  });
});

describe('groupOptions', () => {
  it('offers every group, the six categories, other groups found, then "Without a group" when someone has none', () => {
    const t = (message: string) => `t:${message}`;
    expect(groupOptions(all, t).map((option) => option.id)).toEqual([
      '',
      ...GUEST_CATEGORIES,
      'Vecinos',
      NO_GROUP,
    ]);
    expect(groupOptions([luis], t).map((option) => option.label)).toEqual([
      't:Every group',
      ...GUEST_CATEGORIES,
    ]);
  });
});
