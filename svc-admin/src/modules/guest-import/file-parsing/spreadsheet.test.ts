import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpError } from '@wedding/shared-contracts/server';
import * as XLSX from 'xlsx';
import { IMPORT_KINDS, spreadsheetKind } from './file-type';
import { decodeText, detectDelimiter, readSpreadsheet } from './spreadsheet';
import { parseWorkbook, stopWorkbookParser } from './workbook-worker';

afterAll(() => stopWorkbookParser());

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

function workbook(rows: unknown[][], bookType: XLSX.BookType = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Invitados');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

describe('file type by content and extension', () => {
  const csv = Buffer.from('nombre\nAna\n');
  const xlsx = workbook([['nombre'], ['Ana']]);

  it('accepts matching content', () => {
    expect(spreadsheetKind('Lista.CSV', csv, ['csv', 'xlsx'])).toBe('csv');
    expect(spreadsheetKind('lista.xlsx', xlsx, ['csv', 'xlsx'])).toBe('xlsx');
    expect(spreadsheetKind('lista.xls', workbook([['nombre'], ['Ana']], 'biff8'), ['xls'])).toBe('xls');
  });

  it('refuses a CSV renamed .xlsx, a workbook renamed .csv, a zip that is no workbook, other extensions', () => {
    expect(() => spreadsheetKind('guests.xlsx', csv, ['xlsx'])).toThrow(
      'The file is named .xlsx but its content is a text (CSV) file.',
    );
    expect(() => spreadsheetKind('guests.csv', xlsx, ['csv'])).toThrow(
      'The file is named .csv but its content is a zip file',
    );
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('photo.jpg....')]);
    expect(() => spreadsheetKind('guests.xlsx', zip, ['xlsx'])).toThrow(
      'The file is a zip archive but not an Excel workbook (.xlsx).',
    );
    expect(() => spreadsheetKind('guests.txt', csv, ['csv', 'xlsx', 'xls'])).toThrow(
      'Only .csv, .xlsx, .xls files can be imported (got ".txt").',
    );
    expect(() => spreadsheetKind('guests.xlsx', xlsx, ['csv'])).toThrow(
      'Only .csv files are accepted here (got ".xlsx").',
    );
    expect(() => spreadsheetKind('guests.csv', Buffer.alloc(0), ['csv'])).toThrow('The file is empty.');
  });
});

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../../test/fixtures', name));

describe('.ods (OpenDocument, as LibreOffice writes it)', () => {
  it('is told apart by content: an .ods is a zip holding an OpenDocument spreadsheet', () => {
    expect(spreadsheetKind('lista.ods', fixture('guests-values.ods'), IMPORT_KINDS)).toBe('ods');
    expect(() => spreadsheetKind('lista.ods', fixture('guests-values.xlsx'), IMPORT_KINDS)).toThrow(
      'The file is a zip archive but not an OpenDocument spreadsheet (.ods).',
    );
    expect(() => spreadsheetKind('lista.ods', fixture('guests-values.csv'), IMPORT_KINDS)).toThrow(
      'The file is named .ods but its content is a text (CSV) file.',
    );
    expect(() => spreadsheetKind('lista.xlsx', fixture('guests-values.ods'), IMPORT_KINDS)).toThrow(
      'The file is a zip archive but not an Excel workbook (.xlsx).',
    );
    expect(() => spreadsheetKind('lista.ods', fixture('guests-values.ods'), ['xlsx', 'xls', 'csv'])).toThrow(
      'Only .xlsx, .xls, .csv files can be imported (got ".ods").',
    );
  });

  it('reads through the same worker: text, numbers written out, the row numbers LibreOffice shows', async () => {
    const sheet = await readSpreadsheet(
      { originalname: 'lista.ods', buffer: fixture('guests-values.ods') },
      { allowed: IMPORT_KINDS },
    );
    expect(sheet.kind).toBe('ods');
    const byRow = new Map(sheet.rows.map((row) => [row.rowNumber, row.cells]));
    expect(byRow.get(2)?.slice(0, 4)).toEqual([
      'Nombre',
      'Apellidos',
      'Nº personas',
      'Teléfono/Celular/WhatsApp',
    ]);
    expect(byRow.get(3)?.slice(0, 4)).toEqual(['Ana', 'Peña Ruiz', '2', '809.555.0101']);
    expect(byRow.get(10)?.slice(0, 3)).toEqual(['Juan', 'Pérez', '-1']);
    expect(byRow.get(11)?.[3]).toBe('8095550103');
  });
});

describe('numbers and formulas as spreadsheet programs save them', () => {
  it('a number shown in scientific notation: its digits when it has more than shown, else the text shown', async () => {
    // LibreOffice read "8.30E+09" and "8.095550104E+09" from a CSV as numbers formatted 0.00E+00
    const [sheet] = await parseWorkbook(fixture('guests-values.xlsx'), { maxRows: 100 });
    const byRow = new Map(sheet!.rows.map((row) => [row.rowNumber, row.cells]));
    expect(byRow.get(12)?.[3]).toBe('8.30E+09');
    expect(byRow.get(13)?.[3]).toBe('8095550104');
  });

  it('a formula saved without its result (openpyxl) is flagged, not dropped as an empty cell', async () => {
    const [sheet] = await parseWorkbook(fixture('formula-no-cached-value.xlsx'), { maxRows: 100 });
    expect(sheet!.rows).toEqual([
      { rowNumber: 1, cells: ['nombre', 'acompanantes', 'codigo_unico'] },
      { rowNumber: 2, cells: ['Ana Formula', '', 'F-1'], formulaColumns: [1], uncalculatedColumns: [1] },
      { rowNumber: 3, cells: ['', '1', 'F-2'], formulaColumns: [0], uncalculatedColumns: [0] },
      { rowNumber: 4, cells: ['Eva Valor', '0', 'F-3'] },
    ]);
  });
});

describe('CSV text', () => {
  it('reads UTF-8 with and without BOM, UTF-16 with BOM, and falls back to Windows-1252', () => {
    expect(decodeText(Buffer.from('\uFEFFPeña', 'utf8')).text).toBe('Peña');
    expect(decodeText(Buffer.from('Peña', 'utf8'))).toEqual({ text: 'Peña' });
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Peña', 'utf16le')])).text).toBe(
      'Peña',
    );
    const latin = decodeText(Buffer.from([0x50, 0x65, 0xf1, 0x61]));
    expect(latin.text).toBe('Peña');
    expect(latin.note).toMatch(/Windows-1252/);
  });

  it('detects comma, semicolon and tab separators outside quotes', () => {
    expect(detectDelimiter('nombre,tipo\nAna,Amigos')).toBe(',');
    expect(detectDelimiter('nombre;tipo;acompanantes\n"Peña, Ana";Amigos;1')).toBe(';');
    expect(detectDelimiter('nombre\ttipo\nAna\tAmigos')).toBe('\t');
    expect(detectDelimiter('nombre\nAna')).toBe(',');
  });

  it('parses quoted cells, CRLF and semicolons into raw rows with row numbers', async () => {
    const text = '\uFEFFnombre;notas\r\n"Peña; Ana";"dice ""hola"""\r\n;\r\nLuis;\r\n';
    const sheet = await readSpreadsheet(
      { originalname: 'a.csv', buffer: Buffer.from(text) },
      { allowed: ['csv'] },
    );
    expect(sheet.rows.map((row) => [row.rowNumber, row.cells])).toEqual([
      [1, ['nombre', 'notas']],
      [2, ['Peña; Ana', 'dice "hola"']],
      [3, ['', '']],
      [4, ['Luis', '']],
    ]);
  });

  it('refuses a text file with binary data', async () => {
    const binary = await rejection(
      readSpreadsheet(
        { originalname: 'a.csv', buffer: Buffer.from('\uFEFFnombre\u0000x') },
        { allowed: ['csv'] },
      ),
    );
    expect(binary.message).toMatch(/^The file is named .csv but its content is a binary file/);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('nombre\u0000\nAna', 'utf16le')]);
    const error = await rejection(
      readSpreadsheet({ originalname: 'a.csv', buffer: utf16 }, { allowed: ['csv'] }),
    );
    expect(error.message).toBe('The file is not a text (CSV) file: it holds binary data.');
  });
});

describe('workbooks (worker thread)', () => {
  it('reads cells as text, numbers plainly, and flags formula cells', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['nombre', 'acompanantes', 'telefono'],
      ['Peña', 2, 18095550101],
    ]);
    sheet.A3 = { t: 's', v: 'Ana', f: 'CONCAT("A","na")' };
    sheet['!ref'] = 'A1:C3';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const sheets = await parseWorkbook(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer, {
      maxRows: 100,
    });
    expect(sheets[0]!.rows).toEqual([
      { rowNumber: 1, cells: ['nombre', 'acompanantes', 'telefono'] },
      { rowNumber: 2, cells: ['Peña', '2', '18095550101'] },
      { rowNumber: 3, cells: ['Ana'], formulaColumns: [0] },
    ]);
  });

  it('stops a parse past its time limit with a clear 400, and reads again afterwards', async () => {
    const big = workbook(Array.from({ length: 20000 }, (_, i) => [`Guest ${i}`, i, `note ${i}`]));
    const error = await rejection(parseWorkbook(big, { maxRows: 30000, timeoutMs: 1 }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/took longer than 0 s to read and was rejected/);
    const again = await parseWorkbook(workbook([['nombre'], ['Ana']]), { maxRows: 10 });
    expect(again[0]!.rows).toHaveLength(2);
  });

  it('keeps nothing alive once idle: the warm worker never holds the process open', async () => {
    await parseWorkbook(workbook([['nombre'], ['Ana']]), { maxRows: 10 });
    // the worker stays warm for the next parse, but neither it nor its message port keeps the event loop
    // running (a service that stops, or a script that ends, exits at once instead of 5 minutes later)
    expect(process.getActiveResourcesInfo()).not.toContain('MessagePort');
    expect(process.getActiveResourcesInfo()).not.toContain('Worker');
  });

  it('refuses garbage inside a zip-shaped workbook with a clear 400', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('[Content_Types].xml xl/workbook.xml garbage'),
    ]);
    const error = await rejection(
      readSpreadsheet({ originalname: 'a.xlsx', buffer: fake }, { allowed: ['xlsx'] }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^The workbook could not be read/);
  });
});
