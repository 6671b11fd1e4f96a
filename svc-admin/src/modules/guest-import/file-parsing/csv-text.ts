// CSV bytes → raw rows, in the parsing thread (workbook-thread.ts): a 5 MB CSV can be one line of 2.5
// million cells, which fast-csv would build, and the service copy, in one go. Read here, under the upload
// budget (upload-budget.ts), nothing over it reaches the service, and its event loop never waits on a parse.
//
// UTF-8 with or without BOM (also UTF-16 with BOM, and Windows-1252, which Excel's plain "CSV" format
// writes on Windows), comma, semicolon or tab separated, parsed with fast-csv.
import { parseString } from 'fast-csv';
import type { RawRow } from './raw-row';
import { columnLetter, HEADER_SEARCH_ROWS } from './sheet-layout';
import { type BudgetCount, Refusal } from './upload-budget';

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

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

const where = (row: number, columns: number) =>
  `row ${row} has a value in column ${columnLetter(columns - 1)}`;

/**
 * Refuses a record with a value past the budget's columns before fast-csv builds it: one pass over the
 * text, following quotes as detectDelimiter does (a stray quote can only make it count fewer columns; the
 * rows fast-csv makes are checked again). Empty cells at the end of a record do not count.
 */
export function checkCsvWidth(text: string, delimiter: string, budget: BudgetCount): void {
  const max = budget.budget.maxColumns;
  const separator = delimiter.charCodeAt(0);
  let quoted = false;
  let row = 1;
  let column = 1;
  let width = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) quoted = !quoted;
    else if (quoted) continue;
    else if (code === separator) {
      column++;
      continue;
    } else if (code === CR || code === LF) {
      // CRLF ends one record, as a lone CR or LF does
      if (!(code === LF && text.charCodeAt(i - 1) === CR)) row++;
      column = 1;
      width = 0;
      continue;
    }
    width = column;
    if (width > max) budget.row(width, () => where(row, width));
  }
}

export interface CsvRows {
  rows: RawRow[];
  /** How the file was read (its encoding), when worth saying. */
  note?: string;
  /** More than `maxRows` filled rows: reading stopped there. */
  truncated: boolean;
}

/** Parses CSV bytes into rows under `budget`; stops after `maxRows` filled rows. */
export function parseCsv(bytes: Buffer, maxRows: number, budget: BudgetCount): Promise<CsvRows> {
  const { text, note } = decodeText(bytes);
  if (text.trim() === '') throw new Refusal('The file is empty.');
  if (text.includes('\u0000')) throw new Refusal('The file is not a text (CSV) file: it holds binary data.');
  const delimiter = detectDelimiter(text);
  checkCsvWidth(text, delimiter, budget);
  return new Promise((resolve, reject) => {
    const rows: RawRow[] = [];
    let filled = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      stream.destroy();
      if (error) reject(error);
      else resolve({ rows, ...(note ? { note } : {}), truncated: filled >= maxRows });
    };
    const stream = parseString<string[], string[]>(text, { headers: false, delimiter, ignoreEmpty: false })
      .on('data', (parsed: string[]) => {
        if (settled) return;
        try {
          const cells = parsed.length > budget.budget.maxColumns ? withoutTrailingEmpty(parsed) : parsed;
          budget.row(cells.length, () => where(rows.length + 1, cells.length));
          for (const cell of cells) budget.text(cell);
          rows.push({ rowNumber: rows.length + 1, cells });
          if (cells.some((cell) => cell.trim() !== '')) filled++;
          if (filled >= maxRows) finish();
        } catch (error) {
          finish(error as Error);
        }
      })
      .on('error', (error: Error) =>
        finish(new Refusal(`The CSV file could not be read: ${error.message.slice(0, 160)}`)),
      )
      .on('end', () => finish());
  });
}

function withoutTrailingEmpty(cells: string[]): string[] {
  let width = cells.length;
  while (width > 0 && cells[width - 1] === '') width--;
  return cells.slice(0, width);
}
