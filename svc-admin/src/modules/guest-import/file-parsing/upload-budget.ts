// What an uploaded spreadsheet may expand to, counted while it is parsed in the parsing thread
// (workbook-thread.ts), before any row is posted to the service.
//
// A file's size says little about what it becomes: an .xlsx cell refers to its text by an index in the
// shared strings, so one 256 kB string named by 4,000 cells is a 200 kB file; a cell in column XFD makes
// every row 16,384 cells long; a CSV line of commas is millions of cells. Inside the thread those cost
// little (the references share one string), but rows are copied when they cross to the service
// (postMessage clones each string and each array slot on its own), on the service's own heap and event
// loop. So the rows the thread sends are bounded by what they hold, not by the file: the cells, their
// characters, and the columns of any row. Nothing over budget is ever sent.
//
// Budget for real guest lists: at most 10,000 rows (UPLOAD_MAX_ROWS) of a few dozen columns, cells of a few
// hundred characters (a name is at most 120, notes 2,000). A 10,000-row list of our export's 17 columns is
// about 170,000 cells and 1.5 million characters; the budgets are 6 and 10 times that. Measured at the
// budget on this project's 2-core machine: 1,000,000 short cells cost the service 75 MB and a 110 ms block
// as they arrive, 16 million characters 20 MB and 160 ms (unbounded, the same 200 kB file was 1 G
// characters: 1.3 GB and a 5 s block).

/** Rows × columns a file may expand to; `maxCells` counts every row as at least one cell. */
export interface UploadBudget {
  /** Columns of any one row, up to its last filled cell (empty cells after it are dropped). */
  maxColumns: number;
  /** Cells of every row of every sheet together. */
  maxCells: number;
  /** Characters of cell text of every row of every sheet together (what the shared strings expand to). */
  maxTextChars: number;
}

export const UPLOAD_BUDGET: UploadBudget = {
  maxColumns: 256,
  maxCells: 1_000_000,
  maxTextChars: 16_000_000,
};

/** A file the parsing thread refuses (over budget, or unreadable); its message is the 400's, for the admin. */
export class Refusal extends Error {
  override readonly name = 'Refusal';
}

const count = (value: number) => value.toLocaleString('en-US');

const SPLIT = 'Split the guest list into smaller files, or copy only the guests to a new file.';

/** Counts what one file expands to; each method throws Refusal past the budget. */
export class BudgetCount {
  private cells = 0;
  private chars = 0;

  constructor(readonly budget: UploadBudget = UPLOAD_BUDGET) {}

  /** A row `width` cells wide (up to its last filled cell); `where` names it in the message. */
  row(width: number, where: () => string): void {
    if (width > this.budget.maxColumns) {
      throw new Refusal(
        `The file has more than ${count(this.budget.maxColumns)} columns (${where()}); a guest list needs a few dozen. Delete the columns after the guests' data, or copy only the guests to a new file, and try again.`,
      );
    }
    // an empty row still costs a row to copy
    this.cells += Math.max(1, width);
    if (this.cells > this.budget.maxCells) {
      throw new Refusal(
        `The file has more than ${count(this.budget.maxCells)} cells; a list of 10,000 guests has a few hundred thousand. ${SPLIT}`,
      );
    }
  }

  /** A cell's text. */
  text(text: string): void {
    this.chars += text.length;
    if (this.chars > this.budget.maxTextChars) {
      throw new Refusal(
        `The file has more than ${count(this.budget.maxTextChars)} characters of text in its cells; a list of 10,000 guests has about 2 million. ${SPLIT}`,
      );
    }
  }
}
