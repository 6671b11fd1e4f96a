import { UPLOAD_MAX_ROWS } from '@wedding/shared-contracts';
import { HttpError } from '@wedding/shared-contracts/server';
import { findHeader, headerKey, type RawRow, readGuestRows } from './rows';

const sheet = (...lines: string[][]): RawRow[] =>
  lines.map((cells, index) => ({ rowNumber: index + 1, cells }));

const HEADER = ['nombre', 'tipo_invitado', 'acompanantes', 'codigo_unico', 'email', 'telefono', 'notas'];

function fails(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('headers', () => {
  it('compares header texts without case, accents, spaces or punctuation', () => {
    expect(headerKey('Código Único')).toBe('codigounico');
    expect(headerKey('  tipo_invitado ')).toBe('tipoinvitado');
    expect(headerKey('Guest Group')).toBe('guestgroup');
  });

  it('maps the Spanish import columns and the English export headers', () => {
    expect(findHeader(sheet(HEADER)).columns).toEqual({
      name: 0,
      category: 1,
      companions: 2,
      invitationCode: 3,
      email: 4,
      phone: 5,
      notes: 6,
    });
    const exportHeader = [
      'Name',
      'Email',
      'Phone',
      'Guest Group',
      'Expected Attendees',
      'Confirmation Status',
      'Confirmed People',
      'Invitation Code',
      'Created Date',
    ];
    const map = findHeader(sheet(exportHeader));
    expect(map.columns).toEqual({
      name: 0,
      email: 1,
      phone: 2,
      category: 3,
      people: 4,
      confirmationStatus: 5,
      confirmedPeople: 6,
      invitationCode: 7,
    });
    expect(map.unknown).toEqual([]);
    // the .xlsx export's two columns after those (the RSVP's notes) are ours too: read by nobody, no warning
    const xlsxMap = findHeader(sheet([...exportHeader, 'Dietary Restrictions', 'Message']));
    expect(xlsxMap.columns).toEqual(map.columns);
    expect(xlsxMap.unknown).toEqual([]);
  });

  it('finds the header under a title line', () => {
    const map = findHeader(sheet(['Lista de invitados'], [], HEADER, ['Ana']));
    expect(map.headerIndex).toBe(2);
  });

  it('refuses a file whose columns it does not know, naming what it found', () => {
    const error = fails(() => readGuestRows(sheet(['first', 'last', 'phone'], ['Ana', 'Peña', '1'])));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/columns were not recognised/);
    expect(error.message).toMatch(/nombre \(or Name\)/);
    expect(error.message).toMatch(/Found: first, last, phone/);
  });

  it('refuses a header without rows', () => {
    expect(fails(() => readGuestRows(sheet(HEADER, ['', '', ''], []))).message).toBe(
      'The file has a header row but no guests under it.',
    );
  });
});

describe('rows', () => {
  it('reads a valid row: accents kept, companions + 1 people, phone in E.164, category matched without accents', () => {
    const result = readGuestRows(
      sheet(HEADER, [
        'José Núñez',
        'amigos sofia',
        '2',
        'JN-01',
        'Jose@Example.com',
        '809-555-0101',
        'Mesa 4',
      ]),
    );
    expect(result.errors).toEqual([]);
    expect(result.valid).toEqual([
      {
        rowNumber: 2,
        name: 'José Núñez',
        category: 'Amigos Sofía',
        maxPeopleAllowed: 3,
        companions: 2,
        invitationCode: 'JN-01',
        email: 'jose@example.com',
        phone: '+18095550101',
        notes: 'Mesa 4',
      },
    ]);
  });

  it('defaults: no companions means 1 person; a missing code stays absent (generated later)', () => {
    const result = readGuestRows(sheet(['nombre'], ['Ana']));
    expect(result.valid[0]).toEqual({ rowNumber: 2, name: 'Ana', maxPeopleAllowed: 1, companions: 0 });
    expect(result.warnings).toContain('The file has no tipo_invitado (category) column');
  });

  it('reads an exported file: Expected Attendees is the total, statuses in English', () => {
    const result = readGuestRows(
      sheet(
        [
          'Name',
          'Guest Group',
          'Expected Attendees',
          'Confirmation Status',
          'Confirmed People',
          'Invitation Code',
        ],
        ['Ana', 'Familia Mateo', '4', 'Confirmed', '3', 'A1'],
        ['Luis', 'Familia Mateo', '2', 'Declined', '', 'B2'],
      ),
    );
    expect(result.errors).toEqual([]);
    expect(
      result.valid.map((row) => [row.maxPeopleAllowed, row.confirmationStatus, row.confirmedPeople]),
    ).toEqual([
      [4, 'confirmado', 3],
      [2, 'rechazado', undefined],
    ]);
  });

  it('gives one reason per problem with the spreadsheet row number', () => {
    const result = readGuestRows(
      sheet(
        HEADER,
        ['', 'Amigos Mateo', '1', 'X1', '', '', ''],
        ['Ana', 'Amigos Mateo', 'dos', 'X2', 'not-an-email', 'abc', ''],
        ['Luis', 'Amigos Mateo', '10', 'bad code!', '', '', ''],
        ['Eva', 'Vecinos', '0', 'X4', '', '', ''],
      ),
    );
    expect(result.errors).toEqual([
      'Row 2: the name (nombre) is empty',
      'Row 3: "not-an-email" is not a valid email address',
      'Row 3: "abc" is not a valid phone number',
      'Row 3: acompanantes must be a whole number from 0 to 9 (got "dos")',
      'Row 4: acompanantes must be a whole number from 0 to 9 (got "10")',
      'Row 4: invitation code "bad code!" may only hold letters, digits, - and _ (at most 64)',
    ]);
    expect(result.invalidRows).toBe(3);
    expect(result.valid.map((row) => row.name)).toEqual(['Eva']);
    expect(result.warnings).toContain(
      'Row 5: category "Vecinos" is not one of the six guest categories (kept as written)',
    );
    expect(result.totalRows).toBe(4);
  });

  it('rejects every row that repeats an invitation code', () => {
    const result = readGuestRows(
      sheet(['nombre', 'codigo_unico'], ['Ana', 'DUP'], ['Luis', 'OK'], ['Eva', 'DUP']),
    );
    expect(result.errors).toEqual([
      'Row 2: invitation code "DUP" is repeated in rows 2, 4',
      'Row 4: invitation code "DUP" is repeated in rows 2, 4',
    ]);
    expect(result.valid.map((row) => row.name)).toEqual(['Luis']);
  });

  it('rejects formulas: flagged spreadsheet cells and = @ + - in text cells (not in phones or notes)', () => {
    const result = readGuestRows([
      { rowNumber: 1, cells: ['nombre', 'telefono', 'notas', 'codigo_unico'] },
      { rowNumber: 2, cells: ['Ana', '', '', 'A'], formulaColumns: [0] },
      { rowNumber: 3, cells: ['=HYPERLINK("http://x","y")', '', '', 'B'] },
      { rowNumber: 4, cells: ['@SUM(A1)', '', '', 'C'] },
      { rowNumber: 5, cells: ['Luis', '+1 809 555 0101', '- sin gluten', '-D'] },
      { rowNumber: 6, cells: ['Eva', '+1 809 555 0102', '- sin gluten', 'E'] },
      // our own export's neutralised cells read back
      { rowNumber: 7, cells: ["'-Marta", "'+18095550103", '', 'F'] },
    ]);
    expect(result.errors).toEqual([
      'Row 2: the nombre cell holds a formula; type the value itself instead',
      'Row 3: the nombre cell "=HYPERLINK("http://x","y")" looks like a formula; formulas are not accepted',
      'Row 4: the nombre cell "@SUM(A1)" looks like a formula; formulas are not accepted',
      'Row 5: the codigo_unico cell "-D" looks like a formula; formulas are not accepted',
      'Row 7: the nombre cell "-Marta" looks like a formula; formulas are not accepted',
    ]);
    expect(result.valid.map((row) => [row.name, row.phone, row.notes])).toEqual([
      ['Eva', '+18095550102', '- sin gluten'],
    ]);
  });

  it(`accepts ${UPLOAD_MAX_ROWS} data rows and refuses one more`, () => {
    const rows = (count: number) =>
      sheet(['nombre'], ...Array.from({ length: count }, (_, i) => [`Guest ${i}`]));
    expect(readGuestRows(rows(UPLOAD_MAX_ROWS)).valid).toHaveLength(UPLOAD_MAX_ROWS);
    const error = fails(() => readGuestRows(rows(UPLOAD_MAX_ROWS + 1)));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The file has 10,001 guest rows; at most 10,000 can be imported at once.');
  });

  it('skips blank rows without counting them', () => {
    const result = readGuestRows(sheet(['nombre'], ['Ana'], ['  '], [''], ['Luis']));
    expect(result.totalRows).toBe(2);
    expect(result.valid.map((row) => row.rowNumber)).toEqual([2, 5]);
  });
});
