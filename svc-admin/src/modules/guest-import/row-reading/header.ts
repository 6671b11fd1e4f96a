// Finding the header row of a sheet and mapping its columns to guest fields (the Spanish import columns
// and the English export headers).
import { badRequest } from '@wedding/shared-contracts/server';
import type { RawRow } from '../file-parsing/raw-row';
import { HEADER_SEARCH_ROWS } from '../file-parsing/sheet-layout';
import { cleanCell } from './cell-values';
import { type GuestField, HEADER_ALIASES } from './guest-fields';
import { headerKey } from './header-key';
import { fieldByWords } from './header-words';
import { HOST_FIELD_BY_KEY, hostFieldByWords } from './host-fields';

export { columnLetter, HEADER_SEARCH_ROWS } from '../file-parsing/sheet-layout';

export const EXPECTED_COLUMNS_TEXT =
  'nombre (or Name), tipo_invitado (or Guest Group), acompanantes (or Expected Attendees), codigo_unico (or Invitation Code), and optionally email, telefono (or Phone) and notas (or Notes)';

/** The spellings of guest-fields.ts, then the registry's headers and aliases (host-fields.ts). */
const FIELD_BY_KEY = new Map<string, GuestField>([
  ...HOST_FIELD_BY_KEY,
  ...Object.entries(HEADER_ALIASES).flatMap(([field, keys]) =>
    keys.map((key): [string, GuestField] => [key, field as GuestField]),
  ),
]);

/**
 * The field a header names, if any: one of the spellings above, or a header recognised by its words (the
 * spec's fields first, then the registry's: "Nº de mesa").
 */
export const fieldOfHeader = (text: string): GuestField | undefined =>
  FIELD_BY_KEY.get(headerKey(text)) ?? fieldByWords(text) ?? hostFieldByWords(text);

export interface ColumnMap {
  /** Index of the header row among the raw rows. */
  headerIndex: number;
  columns: Partial<Record<Exclude<GuestField, 'ignored'>, number>>;
  /** Header texts of the columns nobody reads. */
  unknown: string[];
  duplicates: string[];
  /** Indexes of every column with a header (recognised or not): values elsewhere have no column. */
  headed: number[];
}

function mapHeader(cells: string[]): Omit<ColumnMap, 'headerIndex'> {
  const columns: ColumnMap['columns'] = {};
  const unknown: string[] = [];
  const duplicates: string[] = [];
  const headed: number[] = [];
  cells.forEach((cell, index) => {
    const text = cleanCell(cell);
    if (!text) return;
    headed.push(index);
    const field = fieldOfHeader(text);
    if (!field) unknown.push(text);
    else if (field === 'ignored') return;
    else if (columns[field] !== undefined) duplicates.push(text);
    else columns[field] = index;
  });
  return { columns, unknown, duplicates, headed };
}

/** Finds the header row (the first of the first rows that names a name column) or fails with a 400. */
export function findHeader(rows: readonly RawRow[]): ColumnMap {
  const candidates = rows.slice(0, HEADER_SEARCH_ROWS);
  for (const [headerIndex, row] of candidates.entries()) {
    const mapped = mapHeader(row.cells);
    if (mapped.columns.name !== undefined) return { headerIndex, ...mapped };
  }
  const firstFilled = candidates.find((row) => row.cells.some((cell) => cell.trim() !== ''));
  const found = firstFilled?.cells.filter((cell) => cell.trim() !== '').slice(0, 12) ?? [];
  throw badRequest(
    `The file's columns were not recognised. The first row must name the columns: ${EXPECTED_COLUMNS_TEXT}.` +
      (found.length ? ` Found: ${found.join(', ')}.` : ' The first rows are empty.'),
  );
}
