// Messages that name rows ("Row 7: …"): their order, their cap, and the refusal of a file none of whose
// rows can be written.
import { HttpError } from '@wedding/shared-contracts/server';
import type { RowsResult } from './guest-row';

/** The row a message names (0 when it names none): messages are sorted by it. */
export const rowNumberOf = (message: string) => Number(/^Row (\d+)/.exec(message)?.[1] ?? 0);

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
