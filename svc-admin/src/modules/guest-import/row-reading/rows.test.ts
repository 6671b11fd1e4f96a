import { UPLOAD_MAX_ROWS } from '@wedding/shared-contracts';
import { HttpError } from '@wedding/shared-contracts/server';
import type { RawRow } from '../file-parsing/raw-row';
import { findHeader } from './header';
import { headerKey } from './header-key';
import { readGuestRows } from './rows';

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
      // the day a guest was created: a backup restores it when it has no exact Created At
      createdDate: 8,
    });
    expect(map.unknown).toEqual([]);
    // the .xlsx export's columns after those (the RSVP's notes, then the backup's fields) are read too
    const xlsxMap = findHeader(
      sheet([
        ...exportHeader,
        'Dietary Restrictions',
        'Message',
        'Notes',
        'Invitation Status',
        'Save the Date Response',
        'Confirmation Date',
        'Admin Edits',
        'Created At',
      ]),
    );
    expect(xlsxMap.columns).toEqual({
      ...map.columns,
      dietaryRestrictions: 9,
      message: 10,
      notes: 11,
      invitationStatus: 12,
      saveTheDateResponse: 13,
      confirmationDate: 14,
      adminModified: 15,
      createdAt: 16,
    });
    expect(xlsxMap.unknown).toEqual([]);
    expect(xlsxMap.duplicates).toEqual([]);
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
        peopleGiven: true,
        invitationCode: 'JN-01',
        email: 'jose@example.com',
        phone: '+18095550101',
        notes: 'Mesa 4',
      },
    ]);
  });

  it('defaults: no companions means 1 person; a missing code stays absent (generated later)', () => {
    const result = readGuestRows(sheet(['nombre'], ['Ana']));
    expect(result.valid[0]).toEqual({
      rowNumber: 2,
      name: 'Ana',
      maxPeopleAllowed: 1,
      companions: 0,
      peopleGiven: false,
    });
    expect(result.warnings).toContain('The file has no tipo_invitado (category) column');
  });

  it('reads the reminder language (issue 16): the code or the name, in Spanish or English; blank leaves it unset', () => {
    const result = readGuestRows(
      sheet(
        ['nombre', 'Idioma'],
        ['Ana', 'Inglés'],
        ['Luis', 'es'],
        ['Eva', 'ENGLISH'],
        ['Mar', ''],
        ['Paz', 'fr'],
      ),
    );
    expect(result.valid.map((row) => [row.name, row.language])).toEqual([
      ['Ana', 'en'],
      ['Luis', 'es'],
      ['Eva', 'en'],
      ['Mar', undefined],
    ]);
    // named by the file's own header
    expect(result.errors).toEqual(['Row 6: Idioma "fr" is not es (Español) or en (English)']);
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
      // our own export's neutralised cells read back: the apostrophe off, the rest text (issue 15 item 4)
      { rowNumber: 7, cells: ["'-Marta", "'+18095550103", '', 'F'] },
      { rowNumber: 8, cells: ["'=SUM(A1)", '', "'=nota", 'G'] },
      // a value that starts with an apostrophe itself was exported with one more
      { rowNumber: 9, cells: ["''=x", '', '', 'H'] },
    ]);
    expect(result.errors).toEqual([
      'Row 2: the nombre cell holds a formula; type the value itself instead',
      'Row 3: the nombre cell "=HYPERLINK("http://x","y")" looks like a formula; formulas are not accepted',
      'Row 4: the nombre cell "@SUM(A1)" looks like a formula; formulas are not accepted',
      'Row 5: the codigo_unico cell "-D" looks like a formula; formulas are not accepted',
    ]);
    expect(result.valid.map((row) => [row.name, row.phone, row.notes])).toEqual([
      ['Eva', '+18095550102', '- sin gluten'],
      ['-Marta', '+18095550103', undefined],
      ['=SUM(A1)', undefined, '=nota'],
      ["'=x", undefined, undefined],
    ]);
  });

  it("a workbook's text cells are text as written: = + - @ and a leading apostrophe kept; formulas flagged", () => {
    const result = readGuestRows(
      [
        { rowNumber: 1, cells: ['Name', 'Notes', 'Invitation Code'] },
        { rowNumber: 2, cells: ['=SUM(A1)', '@nota', 'A'] },
        { rowNumber: 3, cells: ["'=typed", "'-x", 'B'] },
        { rowNumber: 4, cells: ['+34 test', '', 'C'] },
        { rowNumber: 5, cells: ['Ana', '', 'D'], formulaColumns: [0] },
      ],
      { source: 'workbook' },
    );
    expect(result.errors).toEqual(['Row 5: the Name cell holds a formula; type the value itself instead']);
    expect(result.valid.map((row) => [row.name, row.notes])).toEqual([
      ['=SUM(A1)', '@nota'],
      ["'=typed", "'-x"],
      ['+34 test', undefined],
    ]);
  });

  it("reads the backup's columns: statuses, dates to the millisecond, edits, RSVP notes", () => {
    const result = readGuestRows(
      sheet(
        [
          'Name',
          'Invitation Status',
          'Save the Date Response',
          'Confirmation Date',
          'Admin Edits',
          'Created At',
          'Created Date',
          'Dietary Restrictions',
          'Message',
        ],
        [
          'Ana',
          'Opened',
          'Yes',
          '2025-06-01T18:30:05.123Z',
          '2',
          '2025-05-01T08:00:00.007Z',
          '2025-05-01',
          'sin gluten',
          '¡Gracias!',
        ],
        ['Luis', 'sent', 'no', '2025-06-02', '0', '', '2025-05-03', '', ''],
        ['Eva', 'lost', 'maybe', '2025-02-30', '-1', 'ayer', '', '', ''],
      ),
    );
    expect(result.valid).toEqual([
      expect.objectContaining({
        name: 'Ana',
        invitationStatus: 'opened',
        saveTheDateResponse: 'yes',
        confirmationDate: new Date('2025-06-01T18:30:05.123Z'),
        adminModified: 2,
        createdAt: new Date('2025-05-01T08:00:00.007Z'),
        dietaryRestrictions: 'sin gluten',
        message: '¡Gracias!',
      }),
      expect.objectContaining({
        name: 'Luis',
        invitationStatus: 'sent',
        saveTheDateResponse: 'no',
        confirmationDate: new Date('2025-06-02T00:00:00.000Z'),
        adminModified: 0,
        // no Created At: the day of Created Date
        createdAt: new Date('2025-05-03T00:00:00.000Z'),
      }),
    ]);
    expect(result.valid[1]).not.toHaveProperty('message');
    expect(result.errors).toEqual([
      'Row 4: Invitation Status "lost" is not one of pending, sent, opened, responded',
      'Row 4: Save the Date Response "maybe" is not one of yes, no, pending',
      'Row 4: Confirmation Date "2025-02-30" is not a date (ISO 8601: 2025-06-01T18:30:00.000Z, or 2025-06-01)',
      'Row 4: Created At "ayer" is not a date (ISO 8601: 2025-06-01T18:30:00.000Z, or 2025-06-01)',
      'Row 4: Admin Edits must be a whole number from 0 (got "-1")',
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

describe('header variants (Spanish and English)', () => {
  const fieldsOf = (header: string[]) => findHeader(sheet(header)).columns;

  it('recognises common spellings of each column', () => {
    expect(
      fieldsOf([
        'Nombre y apellidos',
        'Nº personas',
        'Teléfono/Celular/WhatsApp',
        'Correo',
        'Observaciones',
        'Tipo de invitado',
      ]),
    ).toEqual({ name: 0, people: 1, phone: 2, email: 3, notes: 4, category: 5 });
    expect(fieldsOf(['Nombre completo', 'Número de acompañantes', 'Celular', 'Correo electrónico'])).toEqual({
      name: 0,
      companions: 1,
      phone: 2,
      email: 3,
    });
    expect(fieldsOf(['Nombre', 'Apellidos', 'Segundo apellido', 'Personas', 'WhatsApp', 'E-mail'])).toEqual({
      name: 0,
      surname: 1,
      surname2: 2,
      people: 3,
      phone: 4,
      email: 5,
    });
    expect(fieldsOf(['First name', 'Last name', 'No. of guests', 'Mobile phone', 'Email address'])).toEqual({
      name: 0,
      surname: 1,
      people: 2,
      phone: 3,
      email: 4,
    });
    expect(
      fieldsOf(['Nombre', 'N° de personas', 'Teléfono de contacto', 'Cantidad de invitados']),
    ).toMatchObject({
      name: 0,
      people: 1,
      phone: 2,
    });
  });

  it.each([
    [
      'name',
      ['Nombres', 'Nombres y apellidos', 'Nombre del invitado', 'Invitado', 'Full name', 'Guest name'],
    ],
    ['surname', ['Apellido', 'Primer apellido', 'Surname', 'Family name']],
    ['category', ['Tipo', 'Categoría', 'Grupo', 'Group', 'Category']],
    ['companions', ['Acompañante', 'Nº acompañantes', 'Cantidad de acompañantes', 'Companions']],
    [
      'people',
      ['Máx. personas', 'Total de personas', 'Nº de invitados', 'Pax', 'Attendees', 'Party size', 'People'],
    ],
    ['phone', ['Móvil', 'Tel.', 'Teléfono / WhatsApp', 'Phone number', 'Telephone', 'Cell', 'Mobile']],
    ['email', ['Correo electrónico', 'E-mail', 'Mail', 'Email address']],
    ['notes', ['Nota', 'Comentarios', 'Comments']],
    ['invitationCode', ['Código', 'Código de invitación', 'Code']],
  ] as const)('reads %s from each of %j', (field, headers) => {
    for (const header of headers) {
      const key = field === 'name' ? 0 : 1;
      const columns = findHeader(sheet(field === 'name' ? [header] : ['nombre', header])).columns;
      expect([header, columns[field]]).toEqual([header, key]);
    }
  });

  it('keeps ambiguous headers unrecognised (said in a warning), not guessed', () => {
    const map = findHeader(sheet(['Nombre', 'Invitados', 'Contacto', 'Dirección', 'Regalo']));
    expect(map.columns).toEqual({ name: 0 });
    expect(map.unknown).toEqual(['Invitados', 'Contacto', 'Dirección', 'Regalo']);
  });

  it('joins Apellidos to Nombre ("Ana" + "Peña Ruiz"), once, and says so', () => {
    const result = readGuestRows(
      sheet(
        ['Nombre', 'Apellidos', 'Segundo apellido'],
        ['Ana', 'Peña Ruiz', ''],
        ['Luis', 'Gómez', 'Soto'],
        ['Mario Soto', 'Soto', ''],
        ['Lucía', '', ''],
      ),
    );
    expect(result.valid.map((row) => row.name)).toEqual([
      'Ana Peña Ruiz',
      'Luis Gómez Soto',
      'Mario Soto',
      'Lucía',
    ]);
    expect(result.warnings[0]).toBe(
      'Names are the Nombre and Apellidos and Segundo apellido columns joined ("Ana" + "Peña Ruiz" → "Ana Peña Ruiz")',
    );
  });
});

describe('every loss is said', () => {
  it('names ignored columns by header, and values under no header by column letter', () => {
    const result = readGuestRows(
      sheet(
        ['nombre', 'Transporte', '', 'Regalo'],
        ['Ana', 'bus', 'nota suelta', ''],
        ['Luis', '', '', 'x', 'más'],
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      'Columns ignored (not recognised): Transporte, Regalo',
      'The file has no tipo_invitado (category) column',
      'Column C has no header; its values were ignored (1 row, first row 2)',
      'Column E has no header; its values were ignored (1 row, first row 3)',
    ]);
  });

  it('a phone read as a number of another country is a warning naming the row and the country', () => {
    const result = readGuestRows(
      sheet(
        ['nombre', 'telefono'],
        ['Pedro', '34 612 345 679'],
        ['Marta', '0034 612 345 678'],
        ['Eva', '+34 612 345 677'],
        ['Tom', '212 555 0101'],
      ),
    );
    expect(result.valid.map((row) => row.phone)).toEqual([
      '+34612345679',
      '+34612345678',
      '+34612345677',
      '+12125550101',
    ]);
    // with + or 00 the country was said; a US number shares +1 with the Dominican Republic, and is said too
    // (issue 36: a +1 reading was never checked)
    expect(result.warnings.filter((w) => w.startsWith('Row'))).toEqual([
      'Row 2: phone "34 612 345 679" is not a number of the Dominican Republic; it was stored as a number of Spain, +34 612 34 56 79. Check it (written with + and its country code, it gives no warning)',
      'Row 5: phone "212 555 0101" is not a number of the Dominican Republic; it was stored as a number of the United States, +1 212 555 0101. Check it (written with + and its country code, it gives no warning)',
    ]);
  });

  it('refuses a Dominican number with a digit too many rather than store it as Vietnamese', () => {
    const result = readGuestRows(sheet(['nombre', 'telefono'], ['Carla', '849-555-21000']));
    expect(result.valid).toEqual([]);
    expect(result.errors).toEqual([
      'Row 2: phone "849-555-21000" has more digits than a number of the Dominican Republic; check it (a number of another country needs + and its country code)',
    ]);
    // written as the foreign number it may be, it is taken
    expect(readGuestRows(sheet(['nombre', 'telefono'], ['Carla', '+84 955 521 000'])).valid[0]!.phone).toBe(
      '+84955521000',
    );
  });

  it('a party size given twice that disagrees: Expected Attendees wins, and the other is named', () => {
    const result = readGuestRows(
      sheet(['nombre', 'acompanantes', 'Expected Attendees'], ['Ana', '2', '4'], ['Luis', '1', '2']),
    );
    expect(result.valid.map((row) => row.maxPeopleAllowed)).toEqual([4, 2]);
    expect(result.warnings).toContain(
      'Row 2: the party is 4 (Expected Attendees); acompanantes "2" was not used',
    );
    expect(result.warnings.filter((w) => w.startsWith('Row 3'))).toEqual([]);
  });

  it("messages name the columns by the file's own headers", () => {
    const result = readGuestRows(sheet(['Nombre', 'Nº personas'], ['', '2'], ['Ana', '11']));
    expect(result.errors).toEqual([
      'Row 2: the name (Nombre) is empty',
      'Row 3: Nº personas must be a whole number from 1 to 10 (got "11")',
    ]);
  });
});

describe('values as spreadsheets write them', () => {
  it('strips WhatsApp direction marks, no-break spaces and typographic dashes before reading a phone', () => {
    const phones = [
      '\u200e+1 809\u2011555\u20110102\u202c', // WhatsApp copy: LRM, non-breaking hyphens, PDF
      '\u2066809 555 0103\u2069', // isolates
      '\u200f809\u00a0555\u00a00104', // RLM and NBSP
      '809\u2013555\u20130105', // en dashes
      '809\u2014555\u20120106', // em dash, figure dash
      '\ufeff809.555.0107\u200b', // BOM, zero-width space
    ];
    const result = readGuestRows(
      sheet(['nombre', 'telefono'], ...phones.map((phone, i) => [`G${i}`, phone])),
    );
    expect(result.errors).toEqual([]);
    expect(result.valid.map((row) => row.phone)).toEqual([
      '+18095550102',
      '+18095550103',
      '+18095550104',
      '+18095550105',
      '+18095550106',
      '+18095550107',
    ]);
    expect(result.warnings.filter((w) => w.startsWith('Row'))).toEqual([]);
  });

  it('invisible characters come out of every cell, so a hidden mark cannot hide a formula either', () => {
    const result = readGuestRows(
      sheet(['nombre', 'notas'], ['\u200eAna\u00a0Peña\u200f', 'x'], ['\u200b=1+1', '']),
    );
    expect(result.valid.map((row) => row.name)).toEqual(['Ana Peña']);
    expect(result.errors).toEqual([
      'Row 3: the nombre cell "=1+1" looks like a formula; formulas are not accepted',
    ]);
  });

  it('reads 00 as the international prefix', () => {
    const result = readGuestRows(
      sheet(['nombre', 'telefono'], ['Marta', '0034 612 345 678'], ['Ian', '0044 20 7946 0958']),
    );
    expect(result.valid.map((row) => row.phone)).toEqual(['+34612345678', '+442079460958']);
    expect(result.warnings.filter((w) => w.startsWith('Row'))).toEqual([]);
  });

  it('takes scientific notation only when every digit is there; a rounded one is a row error', () => {
    const result = readGuestRows(
      sheet(
        ['nombre', 'telefono'],
        ['Tomás', '8.095550104E+09'],
        ['Sofía', '8.30E+09'],
        ['Elena', '8095550103'],
        ['Numérico', '8095550109.0'],
      ),
    );
    expect(result.valid.map((row) => [row.name, row.phone])).toEqual([
      ['Tomás', '+18095550104'],
      ['Elena', '+18095550103'],
      ['Numérico', '+18095550109'],
    ]);
    expect(result.errors).toEqual([
      'Row 3: phone "8.30E+09" was rounded by the spreadsheet (a long number shown in scientific notation keeps only its first digits); format the telefono column as Text, type the whole number and import the file again',
    ]);
    expect(result.warnings).toContain(
      'Row 2: phone "8.095550104E+09" (scientific notation) was stored as +1 809 555 0104',
    );
  });

  it('counts: a decimal comma or point with zeros is whole; fractions and negatives are out of range, not formulas', () => {
    const result = readGuestRows(
      sheet(
        ['nombre', 'Personas', 'Confirmed People'],
        ['A', '2,0', ''],
        ['B', '3.00', '-0'],
        ['C', '2,5', ''],
        ['D', '-1', ''],
        ['E', '+2', ''],
        ['F', '1', '-3'],
      ),
    );
    expect(result.valid.map((row) => [row.name, row.maxPeopleAllowed, row.confirmedPeople])).toEqual([
      ['A', 2, undefined],
      ['B', 3, 0],
      ['E', 2, undefined],
    ]);
    expect(result.errors).toEqual([
      'Row 4: Personas must be a whole number from 1 to 10 (got "2,5")',
      'Row 5: Personas must be a whole number from 1 to 10 (got "-1")',
      'Row 7: Confirmed People must be a whole number from 0 to 10 (got "-3")',
    ]);
    const companions = readGuestRows(sheet(['nombre', 'acompanantes'], ['A', '-1'], ['B', '1,0']));
    expect(companions.errors).toEqual(['Row 2: acompanantes must be a whole number from 0 to 9 (got "-1")']);
    expect(companions.valid.map((row) => row.maxPeopleAllowed)).toEqual([2]);
  });

  it('refuses a formula saved without its result, with its row, instead of reading the cell as empty', () => {
    const result = readGuestRows([
      { rowNumber: 1, cells: ['nombre', 'acompanantes'] },
      { rowNumber: 2, cells: ['Ana', ''], formulaColumns: [1], uncalculatedColumns: [1] },
      // every cell of the row is such a formula: the row is not taken for a blank one
      { rowNumber: 3, cells: ['', ''], formulaColumns: [0], uncalculatedColumns: [0] },
      { rowNumber: 4, cells: ['Eva', '0'] },
    ]);
    expect(result.errors).toEqual([
      'Row 2: the acompanantes cell holds a formula without a saved result (the program that wrote the file does not calculate formulas); type the value itself instead',
      'Row 3: the nombre cell holds a formula without a saved result (the program that wrote the file does not calculate formulas); type the value itself instead',
    ]);
    expect(result.totalRows).toBe(3);
    expect(result.valid.map((row) => row.name)).toEqual(['Eva']);
  });
});

describe('phone guest rows (one module for both lists)', () => {
  const PHONE_HEADER = ['Name', 'Phone', 'Category', 'Max People', 'Companions'];

  it('reads the companions column on its own, not as the party size', () => {
    const { valid, warnings, errors } = readGuestRows(
      sheet(
        PHONE_HEADER,
        ['Ana Peña', '809-555-0101', 'Familia Sofía', '4', '2'],
        ['Luis Mar', '809-555-0102', 'Amigos Mateo', '', ''],
      ),
      { phoneGuests: true },
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(valid[0]).toMatchObject({
      phone: '+18095550101',
      maxPeopleAllowed: 4,
      companions: 2,
      peopleGiven: true,
      companionsGiven: true,
    });
    expect(valid[1]).toMatchObject({
      maxPeopleAllowed: 1,
      companions: 0,
      peopleGiven: false,
      companionsGiven: false,
    });
  });

  it('refuses by row: companions outside 0..10, no phone, a category not of the six', () => {
    const { errors, valid } = readGuestRows(
      sheet(
        PHONE_HEADER,
        ['Ana', '809-555-0101', 'Amigos Mateo', '2', '11'],
        ['Eva', '809-555-0103', 'Amigos Mateo', '2', '-1'],
        ['Sin Teléfono', '', 'Amigos Mateo', '2', ''],
        ['Primo', '809-555-0104', 'Primos', '2', ''],
      ),
      { phoneGuests: true },
    );
    expect(errors).toEqual([
      'Row 2: Companions must be a whole number from 0 to 10 (got "11")',
      'Row 3: Companions must be a whole number from 0 to 10 (got "-1")',
      'Row 4: a phone guest needs a WhatsApp number (Phone)',
      'Row 5: category "Primos" is not one of the six guest categories',
    ]);
    expect(valid).toEqual([]);
  });

  it('says which columns of the guest list it does not read', () => {
    const { valid, warnings, errors } = readGuestRows(
      sheet(
        ['nombre', 'telefono', 'email', 'codigo_unico', 'Message'],
        ['Ana', '809-555-0101', 'not-an-email', 'bad code!', 'Hola'],
      ),
      { phoneGuests: true },
    );
    expect(errors).toEqual([]);
    expect(warnings).toContain('Columns ignored (phone guests have none): email, codigo_unico, Message');
    expect(valid[0]).not.toHaveProperty('email');
    expect(valid[0]).not.toHaveProperty('invitationCode');
  });

  it('without the option a companions column still gives the party size (the guest list)', () => {
    const { valid } = readGuestRows(sheet(PHONE_HEADER, ['Ana', '809-555-0101', 'Amigos Mateo', '', '2']));
    expect(valid[0]).toMatchObject({ maxPeopleAllowed: 3, companions: 2 });
    expect(valid[0]).not.toHaveProperty('companionsGiven');
  });
});
