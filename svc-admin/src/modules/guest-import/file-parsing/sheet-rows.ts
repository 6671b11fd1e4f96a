// A workbook sheet as the parsing thread (workbook-thread.ts) sends it: each row's cell texts up to its last
// filled cell, counted against the upload budget (upload-budget.ts) as they are made, so a sheet over it
// is refused before anything is sent.
//
// SheetJS (dense) gives each row an array as long as its last cell: one value in column XFD makes it 16,384
// long, nearly all holes. Each row is read from its end back to its last filled cell, so empty cells
// after it (formatted ones included) are never made, and a value past the budget's columns refuses the
// file at the first row that has one. The sheet's range ('!ref') is no help here: formatted empty cells
// widen it as much as values do.
import type { CellObject, WorkSheet } from 'xlsx';
import { columnLetter } from './sheet-layout';
import type { BudgetCount } from './upload-budget';
import { cellText, type FormatNumber } from './workbook-cells';
import type { WorkbookSheet } from './workbook-messages';

/** A value, or a formula (one saved without its result is reported by the import, not dropped). */
const isFilled = (cell: CellObject | undefined, format: FormatNumber) =>
  cell !== undefined && (Boolean(cell.f) || cellText(cell, format) !== '');

/** Columns of `line` up to its last filled cell. */
function filledWidth(line: readonly (CellObject | undefined)[], format: FormatNumber): number {
  let width = line.length;
  while (width > 0 && !isFilled(line[width - 1], format)) width--;
  return width;
}

export function readSheet(
  name: string,
  sheet: WorkSheet | undefined,
  budget: BudgetCount,
  format: FormatNumber,
): WorkbookSheet {
  const data = sheet?.['!data'] ?? [];
  const rows: WorkbookSheet['rows'] = [];
  for (let r = 0; r < data.length; r++) {
    const line = data[r];
    if (!line) continue;
    const width = filledWidth(line, format);
    budget.row(
      width,
      () => `the sheet "${name}" has a value in column ${columnLetter(width - 1)}, row ${r + 1}`,
    );
    const cells: string[] = [];
    const formulaColumns: number[] = [];
    const uncalculatedColumns: number[] = [];
    for (let c = 0; c < width; c++) {
      const cell = line[c];
      const text = cellText(cell, format);
      budget.text(text);
      cells.push(text);
      if (cell?.f) {
        formulaColumns.push(c);
        if (cell.t === 'z' || cell.v === undefined) uncalculatedColumns.push(c);
      }
    }
    const row: WorkbookSheet['rows'][number] = { rowNumber: r + 1, cells };
    if (formulaColumns.length) row.formulaColumns = formulaColumns;
    if (uncalculatedColumns.length) row.uncalculatedColumns = uncalculatedColumns;
    rows.push(row);
  }
  const truncated = Boolean(sheet?.['!fullref']) && sheet?.['!fullref'] !== sheet?.['!ref'];
  return { name, rows, truncated };
}
