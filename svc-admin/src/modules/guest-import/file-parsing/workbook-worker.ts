// Reads .xlsx / .xls / .ods workbooks with SheetJS, and CSV files with fast-csv, off the main thread, with a
// hard time limit, a memory cap, and a budget on what the rows expand to (upload-budget.ts).
//
// SheetJS parses synchronously: on the main thread a hostile workbook (a zip bomb, a sheet of a million
// cells, deeply nested XML) would freeze every other request of the service. Here one worker thread
// (workbook-thread.ts, kept by workbook-parser.ts) does the parsing, under a deadline and a heap cap.
//
// Zip bombs: a zip-based file is checked by zip-guard.ts before it is queued (declared and streamed sizes,
// ratio, headers), so a bomb never reaches the worker. Inside the worker SheetJS inflates with Node's zlib
// under the same byte budget, so whatever the guard let through cannot inflate past it either.
import { badRequest } from '@wedding/shared-contracts/server';
import type { ParsedFile, WorkbookSheet } from './workbook-messages';
import { WorkbookParser } from './workbook-parser';
import { checkZip, isExcelPackage, isOpenDocumentSpreadsheet, looksLikeZip, ZIP_LIMITS } from './zip-guard';

/** Default time limit of one workbook parse. */
export const WORKBOOK_PARSE_TIMEOUT_MS = 15_000;

const parser = new WorkbookParser();

export const stopWorkbookParser = (): Promise<void> => parser.stop();

export interface ParseOptions {
  /** Rows read per sheet. */
  maxRows: number;
  timeoutMs?: number;
  /** Test seam: checks of zip-guard.ts (off: only the worker's inflation budget stands). */
  zipCheck?: boolean;
  /** What a zip must hold: an Excel workbook (.xlsx, the default) or an OpenDocument spreadsheet (.ods). */
  zipKind?: 'xlsx' | 'ods';
}

/**
 * Every sheet of a workbook as raw rows (at most `maxRows` rows per sheet are read). A zip (.xlsx, .ods) is
 * first checked by zip-guard.ts and must hold the kind of spreadsheet its name says.
 */
export async function parseWorkbook(
  buffer: Buffer,
  { maxRows, timeoutMs = WORKBOOK_PARSE_TIMEOUT_MS, zipCheck = true, zipKind = 'xlsx' }: ParseOptions,
): Promise<WorkbookSheet[]> {
  if (zipCheck && looksLikeZip(buffer)) {
    const names = await checkZip(buffer, ZIP_LIMITS);
    if (zipKind === 'ods' && !isOpenDocumentSpreadsheet(names))
      throw badRequest('The file is a zip archive but not an OpenDocument spreadsheet (.ods).');
    if (zipKind === 'xlsx' && !isExcelPackage(names))
      throw badRequest('The file is a zip archive but not an Excel workbook (.xlsx).');
  }
  const parsed = await parser.parse(buffer, {
    format: 'workbook',
    maxRows,
    timeoutMs,
    maxUnzippedBytes: ZIP_LIMITS.maxUnzippedBytes,
    stubs: zipKind !== 'ods',
  });
  return parsed.sheets;
}

/**
 * A CSV file's rows (one sheet; reading stops after `maxRows` filled rows, and the sheet is marked
 * truncated), and how its text was decoded. Parsed in the same thread as workbooks, under the same budget.
 */
export async function parseCsvFile(
  buffer: Buffer,
  { maxRows, timeoutMs = WORKBOOK_PARSE_TIMEOUT_MS }: Pick<ParseOptions, 'maxRows' | 'timeoutMs'>,
): Promise<ParsedFile> {
  return parser.parse(buffer, { format: 'csv', maxRows, timeoutMs, maxUnzippedBytes: 0, stubs: false });
}
