// From a sheet's raw rows to guest rows: finds the header row (header.ts), says which columns are not
// read, and checks every data row (read-row.ts). Pure: no I/O, so every rule is unit-tested.
// docs/spreadsheets.md documents the columns.
import { UPLOAD_MAX_ROWS } from '@wedding/shared-contracts';
import { badRequest } from '@wedding/shared-contracts/server';
import type { RawRow } from '../file-parsing/raw-row';
import { runAtOnce, runInSlices, type Steps } from '../time-slices';
import { cleanCell } from './cell-values';
import { findRepeats } from './file-repeats';
import type { GuestField } from './guest-fields';
import type { GuestRow, RowsResult } from './guest-row';
import { type ColumnMap, columnLetter, findHeader } from './header';
import { readRow } from './read-row';
import { columnNames } from './row-cells';
import { rowNumberOf } from './row-messages';

/** Columns of the guest list that phone guests do not have. */
const PHONE_GUEST_UNUSED = [
  'email',
  'invitationCode',
  'invitationStatus',
  'saveTheDateResponse',
  'adminModified',
  'dietaryRestrictions',
  'message',
] as const satisfies readonly GuestField[];

export interface ReadRowsOptions {
  /**
   * Where the cells come from. 'text' (a CSV, the default): every cell is text, so a cell starting with
   * = + - @ may be a formula written by hand (refused), and our own export's apostrophe before such a cell
   * is taken off (the cell is then text, accepted). 'workbook' (.xlsx, .xls, .ods): cells are typed; a
   * formula is flagged by the reader (`formulaColumns`), and a text cell is text as written, a leading
   * apostrophe included (a spreadsheet program's quote prefix is never part of the cell's text).
   */
  source?: 'text' | 'workbook';
  /**
   * Rows of phone guests (`invitados`): each needs a phone (the guest is found by it), a category is one of
   * the six (kept as written otherwise), the companions column is read on its own (0..10,
   * `companionsGiven`: phone guests keep `acompanantesAsignados` beside their maximum), and the columns phone
   * guests do not have (e-mail, invitation code, the invitation's statuses, RSVP notes) are not read.
   */
  phoneGuests?: boolean;
}

/** Whether a row holds nothing: every cell blank and no formula in a column that is read. */
const isBlankRow = (row: RawRow, read: ReadonlySet<number>) =>
  row.cells.every((cell) => cleanCell(cell) === '') &&
  !(row.formulaColumns ?? []).some((index) => read.has(index));

/** The rows under the header that hold something. */
function* filledRows(rows: readonly RawRow[], map: ColumnMap): Steps<RawRow[]> {
  const read = new Set(Object.values(map.columns));
  const filled: RawRow[] = [];
  for (const row of rows.slice(map.headerIndex + 1)) {
    if (!isBlankRow(row, read)) filled.push(row);
    yield;
  }
  return filled;
}

/** Values in columns without a header: nobody reads them, and a warning per column says so. */
function* headlessWarnings(dataRows: readonly RawRow[], map: ColumnMap): Steps<string[]> {
  const headed = new Set(map.headed);
  const headless = new Map<number, number[]>();
  for (const row of dataRows) {
    row.cells.forEach((text, index) => {
      if (headed.has(index) || cleanCell(text) === '') return;
      const list = headless.get(index) ?? [];
      list.push(row.rowNumber);
      headless.set(index, list);
    });
    yield;
  }
  return [...headless]
    .sort((a, b) => a[0] - b[0])
    .map(([index, rowNumbers]) => {
      const count = rowNumbers.length;
      return `Column ${columnLetter(index)} has no header; its values were ignored (${count} ${count === 1 ? 'row' : 'rows'}, first row ${rowNumbers[0]})`;
    });
}

/**
 * A code used by more than one row: every one of those rows is rejected (which one is meant cannot be
 * guessed). Returns how many rows this made fail.
 */
function refuseRepeatedCodes(parsed: { row: GuestRow; failed: boolean }[], errors: string[]): number {
  let newlyFailed = 0;
  const rowsByCode = new Map<string, number[]>();
  for (const { row } of parsed) {
    if (!row.invitationCode) continue;
    const list = rowsByCode.get(row.invitationCode) ?? [];
    list.push(row.rowNumber);
    rowsByCode.set(row.invitationCode, list);
  }
  for (const item of parsed) {
    const rowsWithCode = item.row.invitationCode ? rowsByCode.get(item.row.invitationCode) : undefined;
    if (!rowsWithCode || rowsWithCode.length < 2) continue;
    errors.push(
      `Row ${item.row.rowNumber}: invitation code "${item.row.invitationCode}" is repeated in rows ${rowsWithCode.join(', ')}`,
    );
    if (!item.failed) {
      item.failed = true;
      newlyFailed++;
    }
  }
  return newlyFailed;
}

/**
 * Checks every data row under the header. Rows repeating an invitation code are all rejected (which one
 * is meant cannot be guessed). At most UPLOAD_MAX_ROWS data rows, else a 400.
 *
 * Nothing of the file is lost without a word: `warnings` names the columns that are not read (by their
 * header, or by their letter when they have none), and the rows where a value was read differently than
 * written in a way that matters (a phone stored as a number of another country, scientific notation, a
 * party size given twice).
 */
export function readGuestRows(rows: readonly RawRow[], options: ReadRowsOptions = {}): RowsResult {
  return runAtOnce(readingGuestRows(rows, options));
}

/** readGuestRows in slices (time-slices.ts): a file of thousands of rows never holds the event loop long. */
export function readGuestRowsInSlices(
  rows: readonly RawRow[],
  options: ReadRowsOptions = {},
): Promise<RowsResult> {
  return runInSlices(readingGuestRows(rows, options));
}

function* readingGuestRows(rows: readonly RawRow[], options: ReadRowsOptions): Steps<RowsResult> {
  const workbook = options.source === 'workbook';
  const phoneGuests = options.phoneGuests === true;
  const map = findHeader(rows);
  const { columns } = map;
  const warnings: string[] = [];
  if (phoneGuests) {
    const unused = PHONE_GUEST_UNUSED.filter((field) => columns[field] !== undefined);
    if (unused.length) {
      const headers = unused.map((field) => cleanCell(rows[map.headerIndex]?.cells[columns[field]!] ?? ''));
      warnings.push(`Columns ignored (phone guests have none): ${headers.join(', ')}`);
      for (const field of unused) delete columns[field];
    }
  }
  if (map.unknown.length) warnings.push(`Columns ignored (not recognised): ${map.unknown.join(', ')}`);
  if (map.duplicates.length) warnings.push(`Columns ignored (repeated): ${map.duplicates.join(', ')}`);
  if (columns.category === undefined) {
    warnings.push(
      phoneGuests
        ? 'The file has no category column (Category or tipo_invitado); a new phone guest needs one'
        : 'The file has no tipo_invitado (category) column',
    );
  }

  const dataRows = yield* filledRows(rows, map);
  if (dataRows.length === 0) throw badRequest('The file has a header row but no guests under it.');
  if (dataRows.length > UPLOAD_MAX_ROWS) {
    throw badRequest(
      `The file has ${dataRows.length.toLocaleString('en-US')} guest rows; at most ${UPLOAD_MAX_ROWS.toLocaleString('en-US')} can be imported at once.`,
    );
  }

  warnings.push(...(yield* headlessWarnings(dataRows, map)));

  const names = columnNames(columns, rows[map.headerIndex]?.cells ?? []);
  const file = { columns, names, workbook, phoneGuests, warnings };
  let joinedExample: string | undefined;
  const errors: string[] = [];
  const parsed: { row: GuestRow; failed: boolean }[] = [];
  let invalidRows = 0;
  for (const raw of dataRows) {
    const { row, errors: rowErrors, joined } = readRow(raw, file);
    joinedExample ??= joined;
    errors.push(...rowErrors);
    parsed.push({ row, failed: rowErrors.length > 0 });
    if (rowErrors.length) invalidRows++;
    yield;
  }

  if (joinedExample) {
    const { headerOf } = names;
    warnings.unshift(
      `Names are the ${headerOf('name')} and ${[headerOf('surname'), headerOf('surname2')].filter(Boolean).join(' and ')} columns joined (${joinedExample})`,
    );
  }
  invalidRows += refuseRepeatedCodes(parsed, errors);

  errors.sort((a, b) => rowNumberOf(a) - rowNumberOf(b));
  const valid = parsed.filter((item) => !item.failed).map((item) => item.row);
  const repeats = yield* findRepeats(valid, phoneGuests);
  warnings.push(...repeats.warnings);
  return {
    totalRows: dataRows.length,
    valid: repeats.kept,
    errors,
    warnings,
    invalidRows,
    invalid: parsed.filter((item) => item.failed).map(({ row }) => ({ row: row.rowNumber, name: row.name })),
    skipped: repeats.skipped,
    notices: repeats.notices,
  };
}
