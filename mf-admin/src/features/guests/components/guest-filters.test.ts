import type { UnifiedGuest } from '@wedding/shared-contracts';
import { buildGuest } from '../../../lib/test-builders';
import {
  filterGuests,
  type GuestFilters,
  groupOptions,
  indexGuests,
  NO_FILTERS,
  NO_GROUP,
} from './guest-filters';

const guest = (overrides: Partial<UnifiedGuest>): UnifiedGuest => buildGuest({ name: 'Guest', ...overrides });

const GUESTS = [
  guest({ name: 'Ñoño Pérez', email: 'nono@example.com', invitationCode: 'NONO-1', maxPeopleAllowed: 2 }),
  guest({
    name: 'Álvaro Núñez',
    category: 'Familia Mateo',
    confirmationStatus: 'confirmado',
    maxPeopleAllowed: 4,
  }),
  guest({
    name: 'ana peña',
    category: 'Padres Novia',
    confirmationStatus: 'rechazado',
    invitationCode: 'ABC-9',
  }),
  guest({ name: 'Beatriz', category: 'Vecinos', maxPeopleAllowed: 3 }),
  guest({ name: '3 Primos', category: null }),
];
const index = indexGuests(GUESTS);
const names = (filters: Partial<GuestFilters>) =>
  filterGuests(index, { ...NO_FILTERS, ...filters }).map((g) => g.name);

describe('guest search and filters', () => {
  it('sorts by name the Spanish way, case and accents aside', () => {
    expect(names({})).toEqual(['3 Primos', 'Álvaro Núñez', 'ana peña', 'Beatriz', 'Ñoño Pérez']);
  });

  it('searches name, email, invitation code and group, case- and accent-insensitively', () => {
    expect(names({ search: 'PENA' })).toEqual(['ana peña']);
    expect(names({ search: 'nono@' })).toEqual(['Ñoño Pérez']);
    expect(names({ search: 'abc-9' })).toEqual(['ana peña']);
    expect(names({ search: 'familia mateo' })).toEqual(['Álvaro Núñez']);
    expect(names({ search: 'vecinos' })).toEqual(['Beatriz']);
    expect(names({ search: '  núñez   álvaro ' })).toEqual(['Álvaro Núñez']);
    expect(names({ search: 'nobody' })).toEqual([]);
  });

  it('filters by first letter (accents folded), companions by max people, status and group', () => {
    expect(names({ letter: 'A' })).toEqual(['Álvaro Núñez', 'ana peña']);
    expect(names({ letter: 'N' })).toEqual(['Ñoño Pérez']);
    expect(names({ companions: '1' })).toEqual(['3 Primos', 'ana peña']);
    expect(names({ companions: '2' })).toEqual(['Ñoño Pérez']);
    expect(names({ companions: '3+' })).toEqual(['Álvaro Núñez', 'Beatriz']);
    expect(names({ status: 'confirmado' })).toEqual(['Álvaro Núñez']);
    expect(names({ status: 'rechazado' })).toEqual(['ana peña']);
    expect(names({ status: 'pendiente' })).toEqual(['3 Primos', 'Beatriz', 'Ñoño Pérez']);
    expect(names({ group: 'Padres Novia' })).toEqual(['ana peña']);
    expect(names({ group: NO_GROUP })).toEqual(['3 Primos']);
    expect(names({ letter: 'A', status: 'confirmado', companions: '3+', search: 'alv' })).toEqual([
      'Álvaro Núñez',
    ]);
  });

  it('offers the six groups, then the others found, then "No group"', () => {
    expect(groupOptions(GUESTS, (message) => message).map((option) => option.label)).toEqual([
      'All groups',
      'Amigos Sofía',
      'Amigos Mateo',
      'Familia Sofía',
      'Familia Mateo',
      'Padres Novia',
      'Padres Novio',
      'Vecinos',
      'No group',
    ]);
  });

  it('stays fast with 5,000 guests', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      guest({ name: `Invitado ${i} Peña`, email: `g${i}@example.com` }),
    );
    const started = performance.now();
    const big = indexGuests(many);
    for (const search of ['p', 'pe', 'pen', 'pena', 'pena 49']) filterGuests(big, { ...NO_FILTERS, search });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
