import type { RawRow } from '../file-parsing/raw-row';
import { readGuestRows } from './rows';

const HEADER = ['nombre', 'tipo_invitado', 'acompanantes', 'codigo_unico', 'email', 'telefono', 'notas'];
const sheet = (...lines: string[][]): RawRow[] =>
  [HEADER, ...lines].map((cells, index) => ({ rowNumber: index + 1, cells }));
const row = (name: string, group: string, email = '', phone = '', code = '') => [
  name,
  group,
  '0',
  code,
  email,
  phone,
  '',
];

describe('repeats inside one file', () => {
  it('folds accents, case and spacing in names; a repeated guest is kept once, naming both rows', () => {
    const result = readGuestRows(
      sheet(row('Andrés Ibarra', 'Familia Mateo'), row('  ANDRES   ibarra ', 'Familia Mateo')),
    );
    expect(result.valid.map((r) => r.rowNumber)).toEqual([2]);
    expect(result.skipped).toEqual([{ row: 3, name: 'ANDRES   ibarra', otherRow: 2 }]);
    expect(result.warnings).toEqual([
      'Row 3 repeats row 2: same name "Andrés Ibarra" / "ANDRES   ibarra" and group "Familia Mateo", no e-mail or phone; it is one guest: row 2 is imported, row 3 is not',
    ]);
    expect(result.notices).toEqual([
      expect.objectContaining({ code: 'repeatedGuest', row: 3, otherRow: 2, name: 'ANDRES   ibarra' }),
    ]);
  });

  it('one name in two groups without a phone or e-mail, or with different ones, stays two rows with a warning', () => {
    const result = readGuestRows(
      sheet(
        row('Ana Peña', 'Familia Sofía'),
        row('Ana Pena', 'Amigos Mateo'),
        row('Ana Peña', 'Familia Sofía', 'ana@x.com'),
      ),
    );
    expect(result.valid.map((r) => r.rowNumber)).toEqual([2, 3, 4]);
    expect(result.notices?.map(({ code, row, otherRow }) => [code, row, otherRow])).toEqual([
      ['repeatedName', 3, 2],
      ['repeatedName', 4, 2],
    ]);
  });

  it('a repeated e-mail or phone under another name is a warning, both rows kept', () => {
    const result = readGuestRows(
      sheet(
        row('Rosa Vidal', 'Amigos Mateo', 'casa@x.com', '809 555 0202'),
        row('Tomás Vidal', 'Amigos Mateo', 'CASA@x.com', '8095550202'),
      ),
    );
    expect(result.valid).toHaveLength(2);
    expect(result.warnings).toEqual([
      'Row 3 repeats row 2: same e-mail casa@x.com ("Rosa Vidal" and "Tomás Vidal"); they are imported as separate rows, not one guest',
      'Row 3 repeats row 2: same phone +18095550202 ("Rosa Vidal" and "Tomás Vidal"); they are imported as separate rows, not one guest',
    ]);
  });

  it('phone guests: only repeated names are warned (a phone on two rows is their import’s error), nothing skipped', () => {
    const result = readGuestRows(
      [
        ['Nombre', 'Teléfono', 'Categoría'],
        ['Luis Gómez', '809 555 0101', 'Amigos Mateo'],
        ['Luis Gomez', '809 555 0101', 'Amigos Mateo'],
      ].map((cells, index) => ({ rowNumber: index + 1, cells })),
      { phoneGuests: true },
    );
    expect(result.valid).toHaveLength(2);
    expect(result.skipped).toEqual([]);
    expect(result.notices?.map(({ code, row, otherRow }) => [code, row, otherRow])).toEqual([
      ['repeatedName', 3, 2],
    ]);
  });
});
