import { GUEST_FIELDS } from '@wedding/shared-contracts';
import type { GuestRow } from '../guest-import/row-reading/guest-row';
import { changesOf, newPhoneGuest } from './phone-guest-changes';
import type { StoredPhoneGuest } from './stored-phone-guest';

const TABLE = GUEST_FIELDS.find((field) => field.id === 'table')!;
const NAME = TABLE.names.invitados;

const row = (fields?: GuestRow['fields']): GuestRow & { phone: string } => ({
  rowNumber: 2,
  name: 'Luis Gómez',
  phone: '+18095550101',
  category: 'Amigos Mateo',
  maxPeopleAllowed: 2,
  companions: 1,
  peopleGiven: true,
  companionsGiven: true,
  ...(fields ? { fields } : {}),
});

const stored = (mesa?: number): StoredPhoneGuest => ({
  _id: 'id',
  nombreCompleto: 'Luis Gómez',
  telefonoWhatsapp: '+18095550101',
  categoria: 'Amigos Mateo',
  maxPersonasPermitidas: 2,
  acompanantesAsignados: 1,
  estadoConfirmacion: 'pendiente',
  ...(mesa === undefined ? {} : { [NAME]: mesa }),
});

describe("a phone guest import's changes to the registry's fields", () => {
  it('a new phone guest is written with the value, by its stored name; without one, none', () => {
    const now = new Date('2026-03-01T00:00:00.000Z');
    expect(newPhoneGuest(row({ table: 12 }), now)).toMatchObject({
      nombreCompleto: 'Luis Gómez',
      [NAME]: 12,
    });
    const plain = newPhoneGuest(row(), now);
    expect(plain).not.toHaveProperty(NAME);
    expect(plain).not.toHaveProperty('fields');
  });

  it('sets a given value that differs; a value already stored or a blank cell changes nothing', () => {
    expect(changesOf(row({ table: 12 }), stored())).toEqual({ [NAME]: 12 });
    expect(changesOf(row({ table: 12 }), stored(3))).toEqual({ [NAME]: 12 });
    expect(changesOf(row({ table: 12 }), stored(12))).toEqual({});
    expect(changesOf(row(), stored(12))).toEqual({});
  });
});
