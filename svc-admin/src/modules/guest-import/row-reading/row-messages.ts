// Messages that name rows ("Row 7: …"): their order, their cap, and the refusal of a file none of whose
// rows can be written.
import type { ImportResults, ImportRowRef } from '@wedding/shared-contracts';
import { HttpError } from '@wedding/shared-contracts/server';
import type { GuestRow, RowsResult } from './guest-row';

/** The row a message names (0 when it names none): messages are sorted by it. */
export const rowNumberOf = (message: string) => Number(/^Row (\d+)/.exec(message)?.[1] ?? 0);

/** Sorts messages by the row they name, in place (stable): each row number read once, not per comparison. */
export function sortByRow(messages: string[]): void {
  const sorted = messages
    .map((message, index) => ({ message, row: rowNumberOf(message), index }))
    .sort((a, b) => a.row - b.row || a.index - b.index);
  sorted.forEach(({ message }, index) => {
    messages[index] = message;
  });
}

/** Long lists are cut: the first `max` messages, then one line counting the rest. */
export function capMessages(messages: readonly string[], max = 500): string[] {
  if (messages.length <= max) return [...messages];
  return [...messages.slice(0, max), `…and ${messages.length - max} more`];
}

/** A file none of whose rows can be written: 400 "Nothing was imported…" with every row's problem. */
export function refuseWhenNoValidRow(rows: RowsResult): void {
  if (rows.valid.length > 0) return;
  const results = {
    imported: 0,
    updated: 0,
    errors: capMessages(rows.errors),
    totalRows: rows.totalRows,
    warnings: capMessages(rows.warnings),
  };
  throw new HttpError(
    400,
    `Nothing was imported: all ${rows.totalRows} rows have problems. First: ${rows.errors[0] ?? 'unknown'}`,
    { results },
  );
}

const refOf = (row: GuestRow): ImportRowRef => ({ row: row.rowNumber, name: row.name });

/**
 * Every row of a finished import by what became of it: added, updated (really changed), refused (a row an
 * error names: not written) or skipped (a repeat of an earlier row's guest). A row neither of these fit
 * its guest and changed nothing.
 */
export function rowsOfImport(
  rows: RowsResult,
  additions: readonly GuestRow[],
  updated: readonly GuestRow[],
  errors: readonly string[],
): NonNullable<ImportResults['rows']> {
  const refusedNumbers = new Set(errors.map(rowNumberOf).filter((row) => row > 0));
  const named = new Map<number, string>();
  for (const { row, name } of rows.invalid ?? []) named.set(row, name);
  for (const row of rows.valid) named.set(row.rowNumber, row.name);
  const written = (list: readonly GuestRow[]) =>
    list.filter((row) => !refusedNumbers.has(row.rowNumber)).map(refOf);
  return {
    added: written(additions),
    updated: written(updated),
    refused: [...refusedNumbers].sort((a, b) => a - b).map((row) => ({ row, name: named.get(row) ?? '' })),
    skipped: rows.skipped ?? [],
  };
}
