import type { CellObject, WorkSheet } from 'xlsx';
import * as XLSX from 'xlsx';
import { checkCsvWidth, parseCsv } from './csv-text';
import { readSheet } from './sheet-rows';
import { BudgetCount, Refusal, UPLOAD_BUDGET, type UploadBudget } from './upload-budget';

const format = (numberFormat: string, value: number): string => XLSX.SSF.format(numberFormat, value);
const small: UploadBudget = { maxColumns: 4, maxCells: 20, maxTextChars: 100 };

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A dense sheet as SheetJS builds it: rows of cells, holes where nothing is. */
function denseSheet(rows: (CellObject | undefined)[][]): WorkSheet {
  return { '!data': rows, '!ref': 'A1:XFD1' } as unknown as WorkSheet;
}

const text = (v: string): CellObject => ({ t: 's', v });

describe('the upload budget', () => {
  it('is generous for a real list: 10,000 rows of 17 columns of 30 characters fit easily', () => {
    const budget = new BudgetCount();
    const cell = 'x'.repeat(30);
    for (let r = 0; r < 10_011; r++) {
      budget.row(17, () => 'a row');
      for (let c = 0; c < 17; c++) budget.text(cell);
    }
    expect(UPLOAD_BUDGET).toEqual({ maxColumns: 256, maxCells: 1_000_000, maxTextChars: 16_000_000 });
  });

  it('refuses a row past its columns, naming where', () => {
    const budget = new BudgetCount(small);
    budget.row(4, () => 'row 1');
    expect(refusal(() => budget.row(5, () => 'row 2 has a value in column E'))).toBe(
      "The file has more than 4 columns (row 2 has a value in column E); a guest list needs a few dozen. Delete the columns after the guests' data, or copy only the guests to a new file, and try again.",
    );
  });

  it('counts cells over every row, an empty row as one', () => {
    const budget = new BudgetCount(small);
    for (let r = 0; r < 5; r++) budget.row(4, () => '');
    expect(refusal(() => budget.row(0, () => ''))).toMatch(/^The file has more than 20 cells; /);
  });

  it('counts the characters of every cell (a shared string counts at each reference)', () => {
    const budget = new BudgetCount(small);
    const shared = 'y'.repeat(40);
    budget.text(shared);
    budget.text(shared);
    expect(refusal(() => budget.text(shared))).toMatch(
      /^The file has more than 100 characters of text in its cells; a list of 10,000 guests has about 2 million\./,
    );
  });
});

describe('a workbook sheet read under the budget', () => {
  it('drops empty and stub cells after the last filled one, keeps those before it', () => {
    const line: (CellObject | undefined)[] = [text('Ana'), { t: 'z' }, text('A-1')];
    line[9] = { t: 'z' };
    const sheet = readSheet('S', denseSheet([[text('nombre')], line]), new BudgetCount(small), format);
    expect(sheet.rows).toEqual([
      { rowNumber: 1, cells: ['nombre'] },
      { rowNumber: 2, cells: ['Ana', '', 'A-1'] },
    ]);
  });

  it('never makes the trailing empty cells of a row that reaches XFD with formatting only', () => {
    const line: (CellObject | undefined)[] = [text('Ana')];
    line[16_383] = { t: 'z' };
    const sheet = readSheet('S', denseSheet([line]), new BudgetCount(small), format);
    expect(sheet.rows[0]!.cells).toEqual(['Ana']);
  });

  it('refuses a value in column XFD at the first row that has one, naming the sheet and column', () => {
    const line: (CellObject | undefined)[] = [text('nombre')];
    line[16_383] = text('x');
    expect(refusal(() => readSheet('Hoja 1', denseSheet([line]), new BudgetCount(), format))).toMatch(
      /^The file has more than 256 columns \(the sheet "Hoja 1" has a value in column XFD, row 1\)/,
    );
  });

  it('counts a formula saved without its result as filled', () => {
    const sheet = readSheet(
      'S',
      denseSheet([[text('nombre'), { t: 'z', f: 'A1' }]]),
      new BudgetCount(),
      format,
    );
    expect(sheet.rows[0]).toEqual({
      rowNumber: 1,
      cells: ['nombre', ''],
      formulaColumns: [1],
      uncalculatedColumns: [1],
    });
  });

  it('shares one budget between the sheets of a file', () => {
    const budget = new BudgetCount(small);
    const rows = [[text('z'.repeat(60))]];
    readSheet('One', denseSheet(rows), budget, format);
    expect(refusal(() => readSheet('Two', denseSheet(rows), budget, format))).toMatch(
      /more than 100 characters/,
    );
  });
});

describe('a CSV read under the budget', () => {
  const wide = (columns: number) => `nombre${',x'.repeat(columns - 1)}`;

  it('refuses a record with a value past the columns before parsing it', () => {
    expect(refusal(() => checkCsvWidth(`nombre\r\n${wide(300)}\r\n`, ',', new BudgetCount()))).toMatch(
      /^The file has more than 256 columns \(row 2 has a value in column IW\)/,
    );
  });

  it('takes empty cells at the end, separators in quotes, and every kind of line end', () => {
    const budget = new BudgetCount();
    checkCsvWidth(`nombre${','.repeat(1000)}\r\n"${','.repeat(1000)}"\nAna\rLuis\r\n`, ',', budget);
    checkCsvWidth(`${wide(256)}\r${wide(256)}\n${wide(256)}`, ',', budget);
  });

  it('keeps rows as parsed, drops the empty cells after the budget, and refuses the rest', async () => {
    const parsed = await parseCsv(
      Buffer.from(`nombre;notas\r\n;\r\nAna${';'.repeat(300)}\r\n`),
      100,
      new BudgetCount(),
    );
    expect(parsed.rows.map((row) => row.cells)).toEqual([['nombre', 'notas'], ['', ''], ['Ana']]);
    const many = `nombre\n${'Ana\n'.repeat(30)}`;
    await expect(parseCsv(Buffer.from(many), 100, new BudgetCount(small))).rejects.toThrow(
      /more than 20 cells/,
    );
  });

  it('stops after `maxRows` filled rows and says so', async () => {
    const parsed = await parseCsv(Buffer.from('nombre\nAna\n\nLuis\nEva\n'), 2, new BudgetCount());
    expect(parsed).toMatchObject({ truncated: true, rows: [{ rowNumber: 1 }, { rowNumber: 2 }] });
  });
});
