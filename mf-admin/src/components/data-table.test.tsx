import '../lib/test-polyfills';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { type DataColumn, DataTable } from './data-table';

interface Person {
  id: string;
  name: string;
  role: string;
}

const PEOPLE: Person[] = [
  { id: '1', name: 'Ana', role: 'Admin' },
  { id: '2', name: 'Luis', role: 'Moderator' },
];

const edited: string[] = [];

const COLUMNS: DataColumn<Person>[] = [
  { id: 'name', header: 'Name', isRowHeader: true, render: (person) => person.name },
  { id: 'role', header: 'Role', render: (person) => person.role },
  {
    id: 'actions',
    header: 'Actions',
    render: (person) => (
      <>
        <Button size="sm" onPress={() => edited.push(person.name)} aria-label={`Edit ${person.name}`}>
          Edit
        </Button>
        <Button size="sm" aria-label={`Delete ${person.name}`}>
          Delete
        </Button>
      </>
    ),
  },
];

describe('DataTable', () => {
  it('is a semantic table: column headers, a row header per row, cells', () => {
    render(
      <DataTable label="People" columns={COLUMNS} rows={PEOPLE} rowId={(p) => p.id} emptyState="None" />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Role', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ana', 'Luis']);
    expect(
      within(screen.getByRole('row', { name: /Luis/ })).getByRole('cell', { name: 'Moderator' }),
    ).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('puts every row action in the Tab order, in reading order, and Enter uses it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <DataTable label="People" columns={COLUMNS} rows={PEOPLE} rowId={(p) => p.id} emptyState="None" />
      </>,
    );
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      await user.tab();
      order.push(
        document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
      );
    }
    expect(order).toEqual(['Before', 'Edit Ana', 'Delete Ana', 'Edit Luis', 'Delete Luis']);
    await user.keyboard('{Enter}');
    expect(edited).toEqual([]);
    screen.getByRole('button', { name: 'Edit Luis' }).focus();
    await user.keyboard('{Enter}');
    expect(edited).toEqual(['Luis']);
  });

  it('shows the empty state in one cell across the table, and busy placeholder rows while loading', () => {
    const { rerender } = render(
      <DataTable
        label="People"
        columns={COLUMNS}
        rows={[]}
        rowId={(p) => p.id}
        emptyState="No people found"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No people found' });
    expect(cell.getAttribute('colspan')).toBe('3');
    rerender(
      <DataTable
        label="People"
        columns={COLUMNS}
        rows={[]}
        rowId={(p) => p.id}
        emptyState="No people found"
        loadingRows={2}
      />,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText('No people found')).toBeNull();
  });
});
