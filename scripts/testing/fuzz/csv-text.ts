// CSV text: the import's columns with valid and hostile cells (written), and the cells of an export (read).
import { GUEST_CATEGORIES } from '@wedding/shared-contracts';
import fc from 'fast-check';
import { WEIRD_STRINGS } from './hostile-values';
import { emailAddress, phoneNumber } from './schema-values';

/** A CSV field, quoted. */
export const csvCell = (value: string): string => `"${value.replaceAll('"', '""')}"`;

/** Cells a spreadsheet program would run as a formula (OWASP CSV injection). */
export const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_HEADERS = [
  'nombre',
  'tipo_invitado',
  'acompanantes',
  'codigo_unico',
  'email',
  'telefono',
  'notas',
  'estado',
  'personas_confirmadas',
];

const csvValue = fc.oneof(
  fc.constantFrom('Ana Pérez', 'Familia Mateo', 'Amigos Sofía', '2', '1', '10', '0', 'ABC-123', 'confirmado'),
  fc.constantFrom(...WEIRD_STRINGS).filter((value) => value.length < 300),
  phoneNumber,
  emailAddress,
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

const blankOr = (arbitrary: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 3, arbitrary }, { weight: 1, arbitrary: fc.constant('') });

/** A row in CSV_HEADERS order that an import should accept, with hostile text where text is free. */
const validCsvRow: fc.Arbitrary<string[]> = fc.tuple(
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('Ana Pérez', '<b>x</b>', "O'Brien", 'José "Pepe" Núñez') },
    {
      weight: 3,
      arbitrary: fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
        .filter((text) => /^\p{L}/u.test(text)),
    },
  ),
  fc.constantFrom(...GUEST_CATEGORIES),
  fc.integer({ min: 0, max: 9 }).map(String),
  blankOr(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{3,11}$/)),
  blankOr(emailAddress.filter((email) => email.length <= 254)),
  blankOr(phoneNumber),
  blankOr(
    fc.oneof(
      fc.constantFrom(...WEIRD_STRINGS).filter((text) => text.length < 300 && !FORMULA_START.test(text)),
      fc.string().filter((text) => !FORMULA_START.test(text)),
    ),
  ),
  fc.constantFrom('', 'pendiente', 'confirmado', 'rechazado', 'Confirmed'),
  blankOr(fc.integer({ min: 0, max: 10 }).map(String)),
);

/** CSV text: our header (or a shuffled/garbled one) and rows of valid and hostile cells. */
export const csvText = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(CSV_HEADERS) },
      { weight: 1, arbitrary: fc.shuffledSubarray([...CSV_HEADERS, '__proto__', '$where', 'constructor']) },
      { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 12 }), { maxLength: 12 }) },
    ),
    fc.oneof(
      { weight: 3, arbitrary: fc.array(validCsvRow, { minLength: 1, maxLength: 25 }) },
      {
        weight: 2,
        arbitrary: fc.array(fc.oneof(validCsvRow, fc.array(csvValue, { maxLength: 10 })), { maxLength: 25 }),
      },
    ),
    fc.constantFrom(',', ';', '\t'),
    fc.constantFrom('\n', '\r\n', '\r'),
  )
  .map(([header, rows, separator, newline]) =>
    [header, ...rows].map((cells) => cells.map(csvCell).join(separator)).join(newline),
  );
/** The cells of CSV text (RFC 4180 quoting; separators , ; or tab as written by our export). */
export function csvCells(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}
