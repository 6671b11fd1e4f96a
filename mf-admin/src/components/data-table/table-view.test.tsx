import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from '../data-table';
import type { DataColumn, TableSelection } from './types';

interface Person {
  id: string;
  name: string;
}
const ANA = { id: '1', name: 'Ana' };
const LUIS = { id: '2', name: 'Luis' };

let rendered: string[] = [];
const COLUMNS: DataColumn<Person>[] = [
  {
    id: 'name',
    header: 'Name',
    isRowHeader: true,
    render: (person) => {
      rendered.push(person.name);
      return person.name;
    },
  },
];

function selection(selected: string[], changes: string[][] = [], allLabel?: string): TableSelection<Person> {
  return {
    selected: new Set(selected),
    onChange: (next) => changes.push([...next]),
    rowLabel: (person) => `Select ${person.name}`,
    allLabel,
  };
}

describe('DataTable as a table: selection', () => {
  it('ticks a row, or every row shown from the header (named by allLabel), "–" when some are ticked', async () => {
    const changes: string[][] = [];
    render(
      <DataTable
        label="People"
        columns={COLUMNS}
        rows={[ANA, LUIS]}
        rowId={(p) => p.id}
        emptyState="None"
        selection={selection(['2'], changes, 'Select every person')}
      />,
    );
    const all = within(screen.getAllByRole('columnheader')[0]!).getByRole('checkbox', {
      name: 'Select every person',
    });
    expect(all).toBePartiallyChecked();
    expect(screen.getByRole('row', { name: /Luis/ })).toHaveAttribute('data-selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ana' }));
    await userEvent.click(all);
    expect(changes).toEqual([
      ['2', '1'],
      ['1', '2'],
    ]);
  });

  it('has no header checkbox while loading or with no row; placeholder rows keep the checkbox column', () => {
    const { rerender } = render(
      <DataTable
        label="People"
        columns={COLUMNS}
        rows={[]}
        rowId={(p) => p.id}
        emptyState="None"
        loadingRows={2}
        selection={selection([])}
      />,
    );
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    for (const row of screen.getAllByRole('row').slice(1)) {
      expect(row.children).toHaveLength(2);
    }
    rerender(
      <DataTable
        label="People"
        columns={COLUMNS}
        rows={[]}
        rowId={(p) => p.id}
        emptyState="None"
        selection={selection([])}
      />,
    );
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByRole('cell', { name: 'None' })).toHaveAttribute('colspan', '2');
  });
});

describe('DataTable as a table: rows kept between renders', () => {
  beforeEach(() => {
    rendered = [];
  });

  it('renders again only the rows whose record, tick or dependencies changed', () => {
    const table = (rows: Person[], selected: string[], dependencies: unknown[]) => (
      <DataTable
        label="People"
        columns={COLUMNS}
        rows={rows}
        rowId={(p) => p.id}
        emptyState="None"
        selection={selection(selected)}
        dependencies={dependencies}
      />
    );
    const { rerender } = render(table([ANA, LUIS], [], ['me']));
    expect(rendered).toEqual(['Ana', 'Luis']);
    rendered = [];
    rerender(table([ANA, LUIS], [], ['me']));
    expect(rendered).toEqual([]);
    rerender(table([ANA, { ...LUIS }], ['1'], ['me']));
    expect(rendered).toEqual(['Ana', 'Luis']);
    rendered = [];
    rerender(table([ANA, LUIS], ['1'], ['someone else']));
    expect(rendered).toEqual(['Ana', 'Luis']);
  });
});
