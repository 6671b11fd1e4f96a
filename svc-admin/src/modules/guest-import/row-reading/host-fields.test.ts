import { GUEST_FIELDS } from '@wedding/shared-contracts';
import type { RawRow } from '../file-parsing/raw-row';
import { findHeader } from './header';
import { hostFieldsIn } from './host-fields';
import { readGuestRows } from './rows';

const TABLE = GUEST_FIELDS.find((field) => field.id === 'table')!;

const sheet = (...lines: string[][]): RawRow[] =>
  lines.map((cells, index) => ({ rowNumber: index + 1, cells }));

describe("the registry's fields: headers", () => {
  it.each([
    'Mesa',
    'mesa',
    'MESA',
    'Table',
    'TABLE',
    'table number',
    'Table Number',
    'Table No.',
    'Nº de mesa',
    'N° de mesa',
    'Nº mesa',
    'Número de mesa',
    'numero_de_mesa',
    'No. de mesa',
    'Nro. mesa',
  ])('reads %j as the table column', (header) => {
    const map = findHeader(sheet(['nombre', header]));
    expect(map.columns).toEqual({ name: 0, table: 1 });
    expect(map.unknown).toEqual([]);
  });

  it('takes the first of two table columns and names the other as repeated', () => {
    const map = findHeader(sheet(['Mesa', 'nombre', 'Table']));
    expect(map.columns).toEqual({ table: 0, name: 1 });
    expect(map.duplicates).toEqual(['Table']);
  });

  it('leaves the spec’s headers as they were', () => {
    const map = findHeader(sheet(['Nombre', 'Nº de personas', 'Número de acompañantes', 'Mesas y sillas']));
    expect(map.columns).toEqual({ name: 0, people: 1, companions: 2 });
    expect(map.unknown).toEqual(['Mesas y sillas']);
  });
});

describe("the registry's fields: cells", () => {
  const read = (cells: string[], options: Parameters<typeof readGuestRows>[1] = {}) =>
    readGuestRows(
      sheet(['nombre', 'Nº de mesa'], ...cells.map((cell, i) => [`Invitado ${i}`, cell])),
      options,
    );

  it('reads a whole number from 1 to 200; a blank cell gives none', () => {
    const result = read(['12', '', '1', '200', '7.0', '8,0', ' 9 ']);
    expect(result.errors).toEqual([]);
    expect(result.valid.map((row) => row.fields)).toEqual([
      { table: 12 },
      undefined,
      { table: 1 },
      { table: 200 },
      { table: 7 },
      { table: 8 },
      { table: 9 },
    ]);
    // a row without a value carries no `fields` at all
    expect(result.valid[1]).not.toHaveProperty('fields');
  });

  it("refuses anything else as the row's error, with the registry's message", () => {
    const result = read(['0', '201', 'abc', '3.5', '-2', '12 personas']);
    expect(result.valid).toEqual([]);
    expect(result.invalidRows).toBe(6);
    expect(result.errors).toEqual([
      `Row 2: ${TABLE.message} (got "0")`,
      `Row 3: ${TABLE.message} (got "201")`,
      `Row 4: ${TABLE.message} (got "abc")`,
      `Row 5: ${TABLE.message} (got "3.5")`,
      `Row 6: ${TABLE.message} (got "-2")`,
      `Row 7: ${TABLE.message} (got "12 personas")`,
    ]);
  });

  it('reads a signed number in a CSV as a count, not a formula; a real formula is still refused', () => {
    const result = read(['+5', '=5']);
    expect(result.valid.map((row) => [row.rowNumber, row.fields])).toEqual([[2, { table: 5 }]]);
    expect(result.errors).toEqual([
      'Row 3: the Nº de mesa cell "=5" looks like a formula; formulas are not accepted',
    ]);
  });

  it('phone guests read it too', () => {
    const result = readGuestRows(
      sheet(['Nombre', 'Teléfono', 'Categoría', 'Mesa'], ['Luis', '809 555 0101', 'Amigos Mateo', '4']),
      { phoneGuests: true },
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.valid[0]?.fields).toEqual({ table: 4 });
  });
});

describe('hostFieldsIn', () => {
  it("names a row's values as each list stores them", () => {
    expect(hostFieldsIn('unified_guests', { table: 3 })).toEqual({ [TABLE.names.unified_guests]: 3 });
    expect(hostFieldsIn('invitados', { table: 3 })).toEqual({ [TABLE.names.invitados]: 3 });
    expect(hostFieldsIn('invitados', undefined)).toEqual({});
    expect(hostFieldsIn('unified_guests', {})).toEqual({});
  });
});
