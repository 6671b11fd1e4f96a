import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpError } from '@wedding/shared-contracts/server';
import * as XLSX from 'xlsx';
import {
  bombSheet,
  deflated,
  excelLikeXlsx,
  lyingXlsxBomb,
  odsBomb,
  odsRepeatBomb,
  realisticGuests,
  repeatedEntry,
  stored,
  workbookParts,
  xlsxBomb,
  zipOf,
} from '../../../../test/zip-bombs';
import { readSpreadsheet } from './spreadsheet';
import { parseWorkbook, stopWorkbookParser } from './workbook-worker';
import { checkZip, isExcelPackage, isOpenDocumentSpreadsheet, OdsCellCounter, ZIP_LIMITS } from './zip-guard';

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

const HEADER = ['nombre', 'tipo_invitado', 'acompanantes', 'codigo_unico', 'email', 'telefono', 'notas'];
const TOO_LARGE = /^The workbook was rejected: unzipped it is larger than 32 MB/;
const LYING = /^The workbook was rejected: its zip headers do not match its content/;

describe('real workbooks pass', () => {
  it('a 5,000-guest and a 10,000-guest .xlsx (zlib, as Excel writes them), and SheetJS-compressed ones', async () => {
    for (const count of [5_000, 10_000]) {
      const rows = [HEADER, ...realisticGuests(count)];
      const excelLike = await excelLikeXlsx(rows);
      const names = await checkZip(excelLike);
      expect(isExcelPackage(names)).toBe(true);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Invitados');
      await checkZip(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
    }
  }, 60_000);

  it('reads every row of a 5,000-guest .xlsx through the guard and the bounded inflater', async () => {
    const sheets = await parseWorkbook(await excelLikeXlsx([HEADER, ...realisticGuests(5_000)]), {
      maxRows: 10_100,
    });
    expect(sheets[0]!.rows).toHaveLength(5_001);
    expect(sheets[0]!.rows[5_000]!.cells[3]).toBe(realisticGuests(5_000)[4_999]![3]);
  }, 30_000);
});

describe('bombs are refused before anything is inflated in memory', () => {
  it('a sheet that says it unzips to 1.5 GB: 400 at once', async () => {
    const started = Date.now();
    const error = await rejection(checkZip(xlsxBomb()));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(TOO_LARGE);
    expect(error.message).toMatch(/Open it in Excel and save it again as \.xlsx, or save it as \.csv\.$/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('the same bomb lying in its headers (central directory and data descriptor say 64 kB): 400', async () => {
    const error = await rejection(checkZip(lyingXlsxBomb()));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(LYING);
    // both headers lying alike, no data descriptor
    const both = zipOf([...workbookParts(), { ...bombSheet(256), claimedSize: 10_000 }]);
    expect((await rejection(checkZip(both))).message).toMatch(LYING);
  });

  it('a lie caught by the streamed count when the declared sizes are under the limits', async () => {
    // 8 MiB declared as 2 MiB: within every declared limit; inflation stops right past 2 MiB
    const sheet = { ...bombSheet(8), claimedSize: 2 * 1024 * 1024 };
    const limits = { ...ZIP_LIMITS, maxRatio: 10_000 };
    const error = await rejection(checkZip(zipOf([...workbookParts(), sheet]), limits));
    expect(error.message).toMatch(LYING);
    // and by the running total, whatever each entry declares
    const total = await rejection(
      checkZip(zipOf([...workbookParts(), bombSheet(8)]), { ...limits, maxUnzippedBytes: 4 * 1024 * 1024 }),
    );
    expect(total.message).toMatch(/^The workbook was rejected: unzipped it is larger than 4 MB/);
  });

  it('an entry compressed more than 100 to 1 (above 1 MB): 400, even within the size limit', async () => {
    const error = await rejection(checkZip(zipOf([...workbookParts(), bombSheet(8)])));
    expect(error.message).toMatch(/^The workbook was rejected: it is compressed more than 100 to 1/);
    // a small, very regular part is fine
    const small = repeatedEntry('xl/styles.xml', {
      prefix: '<a>',
      chunk: ' '.repeat(900_000),
      copies: 1,
      suffix: '</a>',
    });
    await checkZip(zipOf([...workbookParts(), small]));
  });

  it('an .ods bomb, and one dressed up as an .xlsx: 400', async () => {
    for (const bomb of [odsBomb(), odsBomb(1536, { excelDecoys: true })]) {
      expect((await rejection(checkZip(bomb))).message).toMatch(TOO_LARGE);
    }
    const error = await rejection(
      readSpreadsheet(
        { originalname: 'guests.xlsx', buffer: odsBomb(1536, { excelDecoys: true }) },
        {
          allowed: ['xlsx'],
        },
      ),
    );
    expect(error.message).toMatch(TOO_LARGE);
  });

  it('an .ods bomb uploaded as .ods meets the same guard: 400 before the worker', async () => {
    const error = await rejection(
      readSpreadsheet({ originalname: 'guests.ods', buffer: odsBomb() }, { allowed: ['ods'] }),
    );
    expect(error.message).toMatch(TOO_LARGE);
    expect((await rejection(parseWorkbook(odsBomb(), { maxRows: 100, zipKind: 'ods' }))).message).toMatch(
      TOO_LARGE,
    );
  });

  it('an .ods repeating a row a million times (a repeat bomb of 1 kB): 400 before the worker builds it', async () => {
    const REPEATS =
      /^The workbook was rejected: its rows and cells repeat into more than 300,000 filled cells/;
    for (const bomb of [odsRepeatBomb(), odsRepeatBomb(20_000, 16_384)]) {
      expect(bomb.length).toBeLessThan(2_000);
      const started = Date.now();
      const error = await rejection(
        readSpreadsheet({ originalname: 'guests.ods', buffer: bomb }, { allowed: ['ods'] }),
      );
      expect(error.message).toMatch(REPEATS);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    // within the limit it is read (the sheet's row cap applies)
    const sheets = await parseWorkbook(odsRepeatBomb(50), { maxRows: 100, zipKind: 'ods' });
    expect(sheets[0]!.rows).toHaveLength(51);
  });

  it('counts the filled cells repeats make, across chunk boundaries; empty repeats cost nothing', () => {
    const xml =
      '<table:table-row table:number-rows-repeated="3"><table:table-cell office:value-type="float" office:value="1" table:number-columns-repeated="4"/><table:table-cell><text:p>x</text:p></table:table-cell><table:table-cell table:number-columns-repeated="1016"/></table:table-row>' +
      '<t:table-row t:number-rows-repeated="1048552"><t:table-cell t:number-columns-repeated="1024"/></t:table-row><table:table-row-group/>';
    for (const size of [7, 64, xml.length]) {
      const counter = new OdsCellCounter(1_000);
      for (let i = 0; i < xml.length; i += size)
        expect(counter.push(Buffer.from(xml.slice(i, i + size)))).toBe(true);
      expect(counter.cells).toBe(15);
    }
    const small = new OdsCellCounter(14);
    expect(small.push(Buffer.from(xml))).toBe(false);
  });

  it('a real .ods from LibreOffice passes the guard', async () => {
    const ods = readFileSync(path.join(__dirname, '../../../../test/fixtures/guests-values.ods'));
    expect(isOpenDocumentSpreadsheet(await checkZip(ods))).toBe(true);
  });

  it('more than 1,000 files: 400', async () => {
    const many = zipOf(Array.from({ length: 1_001 }, (_, i) => stored(`f${i}.xml`, '<a/>')));
    expect((await rejection(checkZip(many))).message).toBe(
      'The workbook was rejected: it holds more than 1,000 files. Open it in Excel and save it again as .xlsx, or save it as .csv.',
    );
  });

  it('a local header naming another file, or another method, than the central directory: 400', async () => {
    const renamed = zipOf([
      ...workbookParts(),
      { ...deflated('xl/worksheets/sheet1.xml', '<worksheet/>'), localName: 'xl/worksheets/sheet9.xml' },
    ]);
    expect((await rejection(checkZip(renamed))).message).toMatch(LYING);
    // a bomb filed as "stored" in the central directory (sizes agree: nothing to inflate, ratio 1) but
    // "deflated" in the local header, which SheetJS follows
    const bomb = bombSheet(1536);
    const methodLie = zipOf([
      ...workbookParts(),
      { ...bomb, method: 0, size: bomb.data.length, localMethod: 8 },
    ]);
    expect((await rejection(checkZip(methodLie))).message).toMatch(LYING);
  });

  it('a zip that is not an Excel workbook inside (OpenDocument, Numbers): not read', async () => {
    const ods = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(ods, XLSX.utils.aoa_to_sheet([['nombre'], ['Ana']]), 'S');
    const odsFile = XLSX.write(ods, { type: 'buffer', bookType: 'ods' }) as Buffer;
    expect(isExcelPackage(await checkZip(odsFile))).toBe(false);
    expect(isOpenDocumentSpreadsheet(await checkZip(odsFile))).toBe(true);
    // one named .ods must be an OpenDocument spreadsheet: a workbook is not read as one
    const xlsxFile = await excelLikeXlsx([HEADER, ['Ana']]);
    expect(isOpenDocumentSpreadsheet(await checkZip(xlsxFile))).toBe(false);
    expect((await rejection(parseWorkbook(xlsxFile, { maxRows: 10, zipKind: 'ods' }))).message).toBe(
      'The file is a zip archive but not an OpenDocument spreadsheet (.ods).',
    );
    expect((await parseWorkbook(odsFile, { maxRows: 10, zipKind: 'ods' }))[0]!.rows).toHaveLength(2);
    const dressed = zipOf([...workbookParts(), deflated('META-INF/manifest.xml', '<manifest/>')]);
    const error = await rejection(parseWorkbook(dressed, { maxRows: 10 }));
    expect(error.message).toBe('The file is a zip archive but not an Excel workbook (.xlsx).');
    expect(isExcelPackage([...workbookParts().map((part) => part.name), 'Index/Document.iwa'])).toBe(false);
  });

  it('a broken zip: the usual "could not be read"', async () => {
    const error = await rejection(checkZip(xlsxBomb(4).subarray(0, 3_000)));
    expect(error.message).toBe(
      'The workbook could not be read (it is not a valid zip archive). Open it in Excel and save it again as .xlsx, or save it as .csv.',
    );
  });
});

describe('the worker inflates under the same budget', () => {
  it('a bomb that gets past the guard stops at the budget, the worker ends, the next parse works', async () => {
    // the end record says 5 entries on this disk to SheetJS but 4 in all to yauzl: the guard sees the 4
    // harmless parts, SheetJS also reads the fifth, a 1.5 GB sheet
    const sneaky = zipOf([...workbookParts(), bombSheet(1536)], { entriesOnDisk: 5, totalEntries: 4 });
    await checkZip(sneaky);
    const started = Date.now();
    const error = await rejection(parseWorkbook(sneaky, { maxRows: 100 }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(TOO_LARGE);
    expect(Date.now() - started).toBeLessThan(10_000);
    // and with the guard off altogether
    expect((await rejection(parseWorkbook(xlsxBomb(), { maxRows: 100, zipCheck: false }))).message).toMatch(
      TOO_LARGE,
    );
    const again = await parseWorkbook(await excelLikeXlsx([HEADER, ['Ana']]), { maxRows: 10 });
    expect(again[0]!.rows).toHaveLength(2);
  }, 30_000);
});
