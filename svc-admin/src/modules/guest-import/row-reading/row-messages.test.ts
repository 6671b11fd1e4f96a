import { HttpError } from '@wedding/shared-contracts/server';
import type { RowsResult } from './guest-row';
import { capMessages, refuseWhenNoValidRow, rowNumberOf, sortByRow } from './row-messages';

describe('row messages', () => {
  it('reads the row a message names, 0 when none', () => {
    expect(rowNumberOf('Row 12: the name is empty')).toBe(12);
    expect(rowNumberOf('Columns ignored (repeated): email')).toBe(0);
  });

  it('sorts messages by their row, those naming none first, keeping the order of one row’s messages', () => {
    const messages = [
      'Row 10 repeats row 3: x',
      'Row 3: b',
      'Columns ignored: Mesa',
      'Row 3: a',
      'Row 10: y',
    ];
    sortByRow(messages);
    expect(messages).toEqual([
      'Columns ignored: Mesa',
      'Row 3: b',
      'Row 3: a',
      'Row 10 repeats row 3: x',
      'Row 10: y',
    ]);
  });

  it('cuts a long list after `max` messages with one line counting the rest', () => {
    expect(capMessages(['a', 'b'], 2)).toEqual(['a', 'b']);
    expect(capMessages(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b', '…and 2 more']);
  });

  it('refuses a file without one valid row, with every problem; lets any other through', () => {
    const rows: RowsResult = {
      totalRows: 2,
      valid: [],
      errors: ['Row 2: the name (nombre) is empty', 'Row 3: the name (nombre) is empty'],
      warnings: ['The file has no tipo_invitado (category) column'],
      invalidRows: 2,
    };
    let refusal: unknown;
    try {
      refuseWhenNoValidRow(rows);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(400);
    expect((refusal as HttpError).message).toBe(
      'Nothing was imported: all 2 rows have problems. First: Row 2: the name (nombre) is empty',
    );
    const valid = { rowNumber: 2, name: 'Ana', maxPeopleAllowed: 1, companions: 0, peopleGiven: false };
    expect(() => refuseWhenNoValidRow({ ...rows, valid: [valid] })).not.toThrow();
  });
});
