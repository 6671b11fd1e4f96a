/** One row of a sheet as read: cell texts, and which cells held a formula (spreadsheets only). */
export interface RawRow {
  /** 1-based, as the spreadsheet program shows it (the header is usually row 1). */
  rowNumber: number;
  cells: string[];
  /** Column indexes whose cell was a formula (a workbook's: its other cells are values, typed as such). */
  formulaColumns?: number[];
  /**
   * Of those, the formulas saved without their result (a file written by a program that does not
   * calculate, such as a script with openpyxl): the cell's text is empty.
   */
  uncalculatedColumns?: number[];
}
