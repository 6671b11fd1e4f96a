// An uploaded file → raw rows, read in a worker thread (workbook-worker.ts) under the upload budget
// (upload-budget.ts). CSV: fast-csv (csv-text.ts). Workbooks (.xlsx, .xls, .ods): SheetJS.
import { UPLOAD_MAX_ROWS } from '@wedding/shared-contracts';
import { badRequest } from '@wedding/shared-contracts/server';
import { PEOPLE_SHEET_NAMES } from '../../guests/people-sheet';
import { findHeader, HEADER_SEARCH_ROWS } from '../row-reading/header';
import { type SpreadsheetKind, spreadsheetKind } from './file-type';
import type { RawRow } from './raw-row';
import { parseCsvFile, parseWorkbook, WORKBOOK_PARSE_TIMEOUT_MS } from './workbook-worker';

export { decodeText, detectDelimiter } from './csv-text';

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
}

export interface Sheet {
  kind: SpreadsheetKind;
  rows: RawRow[];
  /** Notes about how the file was read (encoding, which sheet). */
  notes: string[];
  /** A workbook's people sheet (guests/people-sheet.ts), when it has one: who is coming, by name. */
  people?: { name: string; rows: RawRow[] };
}

/** Whether `name` is a people sheet's, as our exports name it. */
const isPeopleSheet = (name: string) => PEOPLE_SHEET_NAMES.includes(name.trim().toLowerCase());

export interface ReadOptions {
  allowed: readonly SpreadsheetKind[];
  /** Time limit of the whole parse. */
  timeoutMs?: number;
}

const tooManyRows = () =>
  badRequest(
    `The file has more than ${UPLOAD_MAX_ROWS.toLocaleString('en-US')} guest rows; at most ${UPLOAD_MAX_ROWS.toLocaleString('en-US')} can be imported at once.`,
  );

/** Checks the file's type by extension and content, then reads its rows (the first sheet with guests). */
export async function readSpreadsheet(file: UploadedFile, options: ReadOptions): Promise<Sheet> {
  const { allowed, timeoutMs = WORKBOOK_PARSE_TIMEOUT_MS } = options;
  const kind = spreadsheetKind(file.originalname, file.buffer, allowed);
  // header rows + the cap + one more, to notice a sheet over the cap without reading all of it
  const maxRows = HEADER_SEARCH_ROWS + UPLOAD_MAX_ROWS + 1;
  if (kind === 'csv') {
    const { sheets, notes } = await parseCsvFile(file.buffer, { maxRows, timeoutMs });
    const sheet = sheets[0]!;
    if (sheet.truncated) throw tooManyRows();
    return { kind, rows: sheet.rows, notes };
  }
  const sheets = await parseWorkbook(file.buffer, {
    maxRows,
    timeoutMs,
    zipKind: kind === 'ods' ? 'ods' : 'xlsx',
  });
  // the people sheet is read with its guests, never as them
  const people = sheets.find((sheet) => isPeopleSheet(sheet.name));
  const guestSheets = sheets.filter((sheet) => sheet !== people);
  const usable = guestSheets.filter((sheet) =>
    sheet.rows.some((row) => row.cells.some((cell) => cell.trim())),
  );
  if (usable.length === 0) throw badRequest('The workbook is empty.');
  // the first sheet whose header names a name column; else the first one (its header error is clear)
  const chosen =
    usable.find((sheet) => {
      try {
        findHeader(sheet.rows);
        return true;
      } catch {
        return false;
      }
    }) ?? usable[0]!;
  const filled = chosen.rows.filter((row) => row.cells.some((cell) => cell.trim() !== '')).length;
  if (chosen.truncated && filled > UPLOAD_MAX_ROWS) throw tooManyRows();
  const notes = guestSheets.length > 1 ? [`Guests were read from the sheet "${chosen.name}".`] : [];
  if (!people) return { kind, rows: chosen.rows, notes };
  if (people.truncated)
    throw badRequest(
      `The sheet "${people.name}" has more than ${UPLOAD_MAX_ROWS.toLocaleString('en-US')} rows; split the file.`,
    );
  return { kind, rows: chosen.rows, notes, people: { name: people.name, rows: people.rows } };
}
