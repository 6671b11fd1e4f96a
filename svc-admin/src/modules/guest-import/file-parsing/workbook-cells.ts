// A workbook cell's text as the import reads it (in the workbook thread, workbook-thread.ts).
import type { CellObject } from 'xlsx';

/** SheetJS's number formatter (XLSX.SSF.format), passed in: this file stays free of SheetJS itself. */
export type FormatNumber = (format: string, value: number) => string;

/**
 * A cell's text. 'z' is an empty cell (sheetStubs: a formula saved without its result is one, with f set);
 * an error cell is empty too.
 */
export function cellText(cell: CellObject | undefined, format: FormatNumber): string {
  if (!cell || cell.t === 'z' || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'e') return '';
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  if (cell.t === 'd' || cell.v instanceof Date) return (cell.v as Date).toISOString().slice(0, 10);
  if (typeof cell.v === 'number') return numberText(cell.v, cell.z, format);
  return String(cell.v);
}

/**
 * A number with every digit written out (a phone number typed as a number: 8095551234, never 8.1e+9).
 * Shown in scientific notation and holding no more digits than shown ('8.30E+09' for 8300000000), it is
 * the rounded text a CSV round trip left: the text shown is passed on, for the import to refuse.
 */
function numberText(value: number, numberFormat: CellObject['z'], format: FormatNumber): string {
  if (!Number.isInteger(value)) return String(value);
  const digits = Number.isSafeInteger(value) ? String(value) : BigInt(value).toString();
  if (Math.abs(value) >= 1e6 && typeof numberFormat === 'string' && /E[+-]/i.test(numberFormat)) {
    let shown = '';
    try {
      shown = format(numberFormat, value);
    } catch {
      shown = '';
    }
    const mantissa = (shown.split(/e/i)[0] || '').replace(/[^0-9]/g, '').replace(/^0+/, '');
    if (shown && Number(shown) === value && mantissa.length < digits.replace(/^-/, '').length) return shown;
  }
  return digits;
}
