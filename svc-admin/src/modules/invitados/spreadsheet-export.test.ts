import { GUEST_FIELDS } from '@wedding/shared-contracts';
import { PHONE_GUEST_COLUMNS, phoneGuestExportRow } from './spreadsheet-export';
import type { StoredPhoneGuest } from './stored-phone-guest';

const TABLE = GUEST_FIELDS.find((field) => field.id === 'table')!;

const guest: StoredPhoneGuest = {
  _id: 'id',
  nombreCompleto: 'Luis Gómez',
  telefonoWhatsapp: '+18095550101',
  categoria: 'Amigos Mateo',
  maxPersonasPermitidas: 2,
  acompanantesAsignados: 1,
  estadoConfirmacion: 'pendiente',
};

describe("the phone guests' export", () => {
  it("ends with the registry's fields, after the list's own columns", () => {
    expect(PHONE_GUEST_COLUMNS.slice(-GUEST_FIELDS.length)).toEqual(
      GUEST_FIELDS.map((field) => field.header),
    );
    expect(PHONE_GUEST_COLUMNS.slice(0, 2)).toEqual(['Name', 'Phone']);
    expect(PHONE_GUEST_COLUMNS.at(-GUEST_FIELDS.length - 1)).toBe('Language');
  });

  it("a guest's row: the table number in its column, '' without one", () => {
    const column = PHONE_GUEST_COLUMNS.indexOf(TABLE.header);
    const withTable = phoneGuestExportRow({ ...guest, [TABLE.names.invitados]: 7 });
    expect(withTable).toHaveLength(PHONE_GUEST_COLUMNS.length);
    expect(withTable[column]).toBe(7);
    expect(phoneGuestExportRow(guest)[column]).toBe('');
  });
});
