// Where things are in a sheet, for the import and for the parsing thread (workbook-thread.ts), which loads
// nothing it does not need: this file imports nothing.

/** The header row is looked for among the first rows (a title line above it is common). */
export const HEADER_SEARCH_ROWS = 10;

/** A column's letter as a spreadsheet program shows it (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}
