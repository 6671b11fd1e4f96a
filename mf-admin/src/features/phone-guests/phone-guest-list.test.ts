import type { Invitado } from '@wedding/shared-contracts';
import { filterPhoneGuests, NO_FILTERS, phoneGuestStats, searchPhoneGuests } from './phone-guest-list';

const at = '2025-06-01T12:00:00.000Z';
const guest = (overrides: Partial<Invitado>): Invitado => ({
  id: 'x',
  nombreCompleto: 'Ana Pérez',
  telefonoWhatsapp: '+18095551234',
  categoria: 'Familia Sofía',
  maxPersonasPermitidas: 4,
  acompanantesAsignados: 3,
  estadoConfirmacion: 'pendiente',
  personasConfirmadas: null,
  fechaConfirmacion: null,
  notas: null,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

const guests = [
  guest({ id: '1', nombreCompleto: 'José Núñez', estadoConfirmacion: 'confirmado', personasConfirmadas: 3 }),
  guest({ id: '2', nombreCompleto: 'María', telefonoWhatsapp: '+34612345678', categoria: 'Padres Novia' }),
  guest({
    id: '3',
    nombreCompleto: 'Pedro',
    telefonoWhatsapp: '+17875550101',
    estadoConfirmacion: 'rechazado',
  }),
  // confirmed people of a guest who is not confirmado do not count
  guest({ id: '4', nombreCompleto: 'Lucía', telefonoWhatsapp: '+18295550000', personasConfirmadas: 2 }),
  guest({ id: '5', nombreCompleto: 'Carmen', estadoConfirmacion: 'confirmado', personasConfirmadas: null }),
];

describe('phoneGuestStats', () => {
  it('counts guests per status and the people of confirmed guests', () => {
    expect(phoneGuestStats(guests)).toEqual({
      total: 5,
      confirmed: 2,
      declined: 1,
      pending: 2,
      attendees: 3,
    });
    expect(phoneGuestStats([])).toEqual({ total: 0, confirmed: 0, declined: 0, pending: 0, attendees: 0 });
  });
});

describe('searchPhoneGuests', () => {
  const ids = (query: string) => searchPhoneGuests(guests, query).map((found) => found.id);

  it('matches the name, ignoring case and accents', () => {
    expect(ids('jose')).toEqual(['1']);
    expect(ids('NÚÑEZ')).toEqual(['1']);
    expect(ids('lucia')).toEqual(['4']);
  });

  it('matches the category', () => {
    expect(ids('padres')).toEqual(['2']);
    expect(ids('familia sofia')).toEqual(['1', '3', '4', '5']);
  });

  it('matches the phone however it is written', () => {
    expect(ids('+34')).toEqual(['2']);
    expect(ids('787-555')).toEqual(['3']);
    expect(ids('(829) 555')).toEqual(['4']);
    expect(ids('8095551234')).toEqual(['1', '5']);
  });

  it('returns everyone for a blank query and no one when nothing matches', () => {
    expect(ids('  ')).toEqual(['1', '2', '3', '4', '5']);
    expect(ids('zzz')).toEqual([]);
  });
});

describe('filterPhoneGuests', () => {
  const list = [
    guest({ id: 'a', estadoConfirmacion: 'confirmado', categoria: 'Amigos Mateo' }),
    guest({ id: 'b', estadoConfirmacion: 'pendiente', categoria: 'Amigos Mateo' }),
    guest({ id: 'c', estadoConfirmacion: 'confirmado', categoria: 'Padres Novia' }),
  ];
  const ids = (filters: Parameters<typeof filterPhoneGuests>[1]) =>
    filterPhoneGuests(list, filters).map((guest) => guest.id);

  it('keeps the guests of the status and category chosen, both or either', () => {
    expect(ids(NO_FILTERS)).toEqual(['a', 'b', 'c']);
    expect(ids({ status: 'confirmado', category: 'all' })).toEqual(['a', 'c']);
    expect(ids({ status: 'all', category: 'Amigos Mateo' })).toEqual(['a', 'b']);
    expect(ids({ status: 'confirmado', category: 'Amigos Mateo' })).toEqual(['a']);
    expect(ids({ status: 'rechazado', category: 'all' })).toEqual([]);
  });
});
