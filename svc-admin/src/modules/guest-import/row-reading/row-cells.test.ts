import { columnNames, type FileReading, rowCells } from './row-cells';

const HEADER = ['Nombre completo', '', 'Notas'];
const columns = { name: 0, people: 1, notes: 2 };

const file = (workbook: boolean): FileReading => ({
  columns,
  names: columnNames(columns, HEADER),
  workbook,
  phoneGuests: false,
  warnings: [],
});

describe('columnNames', () => {
  it("names a column by the file's header, else by the import's own name for it", () => {
    const names = columnNames(columns, HEADER);
    expect(names.headerOf('name')).toBe('Nombre completo');
    expect(names.label('name')).toBe('Nombre completo');
    expect(names.headerOf('people')).toBe('');
    expect(names.label('people')).toBe('Expected Attendees');
    expect(names.headerOf('email')).toBe('');
  });
});

describe('rowCells', () => {
  it('reads a text cell cleaned, a hand-written formula refused, our export’s apostrophe taken off', () => {
    const row = rowCells({ rowNumber: 4, cells: ['\u00A0Ana\u200B ', '-1', "'=SUM(A1)"] }, file(false));
    expect(row.where).toBe('Row 4');
    expect(row.cell('name')).toBe('Ana');
    // a count is a number there, however signed; the notes' apostrophe marks text
    expect(row.cell('people')).toBe('-1');
    expect(row.cell('notes')).toBe('=SUM(A1)');
    expect(row.cell('email')).toBe('');
    expect(row.errors).toEqual([]);

    const formula = rowCells({ rowNumber: 5, cells: ['=A1', '', '+34 note'] }, file(false));
    expect(formula.cell('name')).toBe('');
    expect(formula.cell('notes')).toBe('+34 note');
    expect(formula.errors).toEqual([
      'Row 5: the Nombre completo cell "=A1" looks like a formula; formulas are not accepted',
    ]);
  });

  it('reads the full-width formula starters as the ASCII ones: our apostrophe taken off, a bare one refused', () => {
    const exported = rowCells({ rowNumber: 6, cells: ['Ana', '', "'＝SUM(A1)"] }, file(false));
    expect(exported.cell('notes')).toBe('＝SUM(A1)');
    expect(exported.errors).toEqual([]);
    const bare = rowCells({ rowNumber: 7, cells: ['＝A1', '', '＠cmd'] }, file(false));
    expect(bare.cell('name')).toBe('');
    expect(bare.cell('notes')).toBe('');
    expect(bare.errors).toEqual([
      'Row 7: the Nombre completo cell "＝A1" looks like a formula; formulas are not accepted',
      'Row 7: the Notas cell "＠cmd" looks like a formula; formulas are not accepted',
    ]);
  });

  it("refuses a workbook's flagged formulas, saying when one has no saved result", () => {
    const row = rowCells(
      { rowNumber: 2, cells: ['Ana', '', "'=x"], formulaColumns: [0, 1], uncalculatedColumns: [1] },
      file(true),
    );
    expect(row.cell('name')).toBe('');
    expect(row.cell('people')).toBe('');
    // a workbook's text cell is text as written
    expect(row.cell('notes')).toBe("'=x");
    expect(row.errors).toEqual([
      'Row 2: the Nombre completo cell holds a formula; type the value itself instead',
      'Row 2: the Expected Attendees cell holds a formula without a saved result (the program that wrote the file does not calculate formulas); type the value itself instead',
    ]);
  });
});
