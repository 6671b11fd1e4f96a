// An uploaded file → raw rows. CSV: UTF-8 with or without BOM (also UTF-16 with BOM, and Windows-1252,
// which Excel's plain "CSV" format writes on Windows), comma, semicolon or tab separated, parsed with
// fast-csv. Workbooks (.xlsx, .xls, .ods): SheetJS in a worker thread (workbook-worker.ts).
import { UPLOAD_MAX_ROWS } from '@wedding/shared-contracts';
import { badRequest } from '@wedding/shared-contracts/server';
import { parseString } from 'fast-csv';
import { type SpreadsheetKind, spreadsheetKind } from './file-type';
import { findHeader, HEADER_SEARCH_ROWS } from './header';
import type { RawRow } from './raw-row';
import { parseWorkbook, WORKBOOK_PARSE_TIMEOUT_MS } from './workbook-worker';

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
}

export interface Sheet {
  kind: SpreadsheetKind;
  rows: RawRow[];
  /** Notes about how the file was read (encoding, which sheet). */
  notes: string[];
}

export interface ReadOptions {
  allowed: readonly SpreadsheetKind[];
  /** Time limit of the whole parse. */
  timeoutMs?: number;
}

const tooManyRows = () =>
  badRequest(
    `The file has more than ${UPLOAD_MAX_ROWS.toLocaleString('en-US')} guest rows; at most ${UPLOAD_MAX_ROWS.toLocaleString('en-US')} can be imported at once.`,
  );

/** Decodes CSV bytes; a file that is not valid UTF-8 is read as Windows-1252 (and said so). */
export function decodeText(buffer: Buffer): { text: string; note?: string } {
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(buffer.subarray(3)) };
  }
  if (buffer[0] === 0xff && buffer[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(buffer.subarray(2)) };
  if (buffer[0] === 0xfe && buffer[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(buffer.subarray(2)) };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buffer) };
  } catch {
    return {
      text: new TextDecoder('windows-1252').decode(buffer),
      note: 'The file is not UTF-8; it was read as Windows-1252 (Excel "CSV"). Check the accents in the preview, or save it as "CSV UTF-8".',
    };
  }
}

/** The separator used most in the first lines (outside quotes): comma, semicolon or tab. */
export function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  let lines = 0;
  for (let i = 0; i < text.length && lines < HEADER_SEARCH_ROWS; i++) {
    const char = text[i]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n') lines++;
    else if (!quoted && char in counts) counts[char]!++;
  }
  const best = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : ',';
}

/** Parses CSV text into rows; stops early past the row cap or the deadline. */
export function parseCsvText(text: string, deadline: number): Promise<RawRow[]> {
  if (text.includes('\u0000')) {
    return Promise.reject(badRequest('The file is not a text (CSV) file: it holds binary data.'));
  }
  const delimiter = detectDelimiter(text);
  return new Promise((resolve, reject) => {
    const rows: RawRow[] = [];
    let filled = 0;
    let settled = false;
    const stop = (error: Error) => {
      if (settled) return;
      settled = true;
      stream.destroy();
      reject(error);
    };
    const stream = parseString<string[], string[]>(text, { headers: false, delimiter, ignoreEmpty: false })
      .on('data', (cells: string[]) => {
        if (settled) return;
        const row = { rowNumber: rows.length + 1, cells };
        rows.push(row);
        if (cells.some((cell) => cell.trim() !== '')) filled++;
        // the cap, plus room for the header and title lines above it (readGuestRows counts exactly)
        if (filled > UPLOAD_MAX_ROWS + HEADER_SEARCH_ROWS) stop(tooManyRows());
        else if (rows.length % 500 === 0 && Date.now() > deadline) stop(timeUp());
      })
      .on('error', (error: Error) =>
        stop(badRequest(`The CSV file could not be read: ${error.message.slice(0, 160)}`)),
      )
      .on('end', () => {
        if (settled) return;
        settled = true;
        resolve(rows);
      });
  });
}

const timeUp = () =>
  badRequest('The file took too long to read and was rejected. Split it into smaller files and try again.');

/** Checks the file's type by extension and content, then reads its rows (the first sheet with guests). */
export async function readSpreadsheet(file: UploadedFile, options: ReadOptions): Promise<Sheet> {
  const { allowed, timeoutMs = WORKBOOK_PARSE_TIMEOUT_MS } = options;
  const kind = spreadsheetKind(file.originalname, file.buffer, allowed);
  const deadline = Date.now() + timeoutMs;
  if (kind === 'csv') {
    const { text, note } = decodeText(file.buffer);
    if (text.trim() === '') throw badRequest('The file is empty.');
    const rows = await parseCsvText(text, deadline);
    return { kind, rows, notes: note ? [note] : [] };
  }
  // header rows + the cap + one more, to notice a sheet over the cap without reading all of it
  const maxRows = HEADER_SEARCH_ROWS + UPLOAD_MAX_ROWS + 1;
  const sheets = await parseWorkbook(file.buffer, {
    maxRows,
    timeoutMs,
    zipKind: kind === 'ods' ? 'ods' : 'xlsx',
  });
  const usable = sheets.filter((sheet) => sheet.rows.some((row) => row.cells.some((cell) => cell.trim())));
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
  const notes = sheets.length > 1 ? [`Guests were read from the sheet "${chosen.name}".`] : [];
  return { kind, rows: chosen.rows, notes };
}
