import { isSortable, toggled } from './types';

describe('data table types', () => {
  it('toggled: a new selection with the row ticked or unticked, the old one left as it was', () => {
    const before = new Set(['a']);
    expect([...toggled(before, 'b', true)]).toEqual(['a', 'b']);
    expect([...toggled(before, 'a', false)]).toEqual([]);
    expect([...toggled(before, 'a', true)]).toEqual(['a']);
    expect([...before]).toEqual(['a']);
  });

  it('isSortable: a column with a sortValue, or marked sortable (the caller sorts)', () => {
    const render = () => null;
    expect(isSortable({ id: 'a', header: 'A', render, sortValue: () => 1 })).toBe(true);
    expect(isSortable({ id: 'b', header: 'B', render, sortable: true })).toBe(true);
    expect(isSortable({ id: 'c', header: 'C', render })).toBe(false);
  });
});
