import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atPhoneWidth } from '../lib/testing';
import { Button } from './button';
import { type DataColumn, DataTable, sortRows, useRememberedSort } from './data-table';

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

interface Guest {
  id: string;
  name: string;
  people: number | null;
}
const GUESTS: Guest[] = [
  { id: '1', name: 'Óscar', people: 2 },
  { id: '2', name: 'ana', people: null },
  { id: '3', name: 'Beto', people: 10 },
  { id: '4', name: 'Álvaro', people: 2 },
];
const SORTABLE: DataColumn<Guest>[] = [
  { id: 'name', header: 'Name', isRowHeader: true, render: (g) => g.name, sortValue: (g) => g.name },
  {
    id: 'people',
    header: 'People',
    align: 'end',
    render: (g) => g.people ?? '—',
    sortValue: (g) => g.people,
  },
  { id: 'note', header: 'Note', render: () => 'x' },
];
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

function Sorted() {
  const [sort, setSort] = useRememberedSort('test-table');
  return (
    <DataTable
      label="Guests"
      columns={SORTABLE}
      rows={GUESTS}
      rowId={(g) => g.id}
      emptyState="None"
      sort={sort}
      onSortChange={setSort}
    />
  );
}

describe('DataTable sorting (issue 16 item 3)', () => {
  it('sortRows: accents and case ignored, numbers as numbers, empty values last both ways, ties in list order', () => {
    const by = (column: string, direction: 'ascending' | 'descending') =>
      sortRows(GUESTS, SORTABLE, { column, direction }).map((g) => g.name);
    expect(by('name', 'ascending')).toEqual(['Álvaro', 'ana', 'Beto', 'Óscar']);
    expect(by('name', 'descending')).toEqual(['Óscar', 'Beto', 'ana', 'Álvaro']);
    expect(by('people', 'ascending')).toEqual(['Óscar', 'Álvaro', 'Beto', 'ana']);
    expect(by('people', 'descending')).toEqual(['Beto', 'Óscar', 'Álvaro', 'ana']);
    expect(sortRows(GUESTS, SORTABLE, null)).toEqual(GUESTS);
  });

  it('a header button sorts ascending, descending, then back; aria-sort says which; the keyboard works', async () => {
    const user = userEvent.setup();
    const view = render(<Sorted />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    const peopleHeader = screen.getByRole('columnheader', { name: /People/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Óscar', 'ana', 'Beto', 'Álvaro']);

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Álvaro', 'ana', 'Beto', 'Óscar']);
    within(nameHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Óscar', 'Beto', 'ana', 'Álvaro']);
    await user.keyboard(' ');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Óscar', 'ana', 'Beto', 'Álvaro']);

    await user.click(within(peopleHeader).getByRole('button', { name: 'People' }));
    expect(peopleHeader).toHaveAttribute('aria-sort', 'ascending');
    // remembered while the page is open: the screen left and opened again keeps it
    view.unmount();
    render(<Sorted />);
    expect(screen.getByRole('columnheader', { name: /People/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Óscar', 'Álvaro', 'Beto', 'ana']);
  });
});

const PERSON_COLUMNS: DataColumn<Person>[] = COLUMNS.map((column) =>
  column.id === 'actions'
    ? column
    : { ...column, sortValue: (person: Person) => person[column.id as 'name'] },
);

function PhoneCards({
  selected,
  onChange,
}: {
  selected: Set<string>;
  onChange(next: ReadonlySet<string>): void;
}) {
  const [sort, setSort] = useRememberedSort('phone-cards');
  return (
    <DataTable
      label="People"
      columns={PERSON_COLUMNS}
      rows={PEOPLE}
      rowId={(p) => p.id}
      emptyState="None"
      sort={sort}
      onSortChange={setSort}
      selection={{ selected, onChange, rowLabel: (p) => `Select ${p.name}` }}
    />
  );
}

describe('DataTable on a phone (under 768 px): cards', () => {
  atPhoneWidth();

  it('shows each row as a card: its name, every other column labelled, the actions last; no table', async () => {
    const changes: ReadonlySet<string>[] = [];
    render(<PhoneCards selected={new Set()} onChange={(next) => changes.push(next)} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'AnaRoleAdminEditDelete',
      'LuisRoleModeratorEditDelete',
    ]);
    expect(within(cards[1]!).getByRole('term')).toHaveTextContent('Role');
    expect(within(cards[1]!).getByRole('definition')).toHaveTextContent('Moderator');
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Edit Luis' }));
    expect(edited).toContain('Luis');
    // the checkboxes: one per card, and "Select all"
    await userEvent.click(within(cards[0]!).getByRole('checkbox', { name: 'Select Ana' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(changes.map((set) => [...set])).toEqual([['1'], ['1', '2']]);
  });

  it('sorts from a "Sort by" list (the headers are not there)', async () => {
    render(<PhoneCards selected={new Set()} onChange={() => {}} />);
    const names = () =>
      within(screen.getByRole('list', { name: 'People' }))
        .getAllByRole('listitem')
        .map((card) => card.textContent?.slice(0, 4));
    await userEvent.click(screen.getByRole('button', { name: /Sort by$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Name ▼' }));
    expect(names()).toEqual(['Luis', 'AnaR']);
    await userEvent.click(screen.getByRole('button', { name: /Sort by$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'List order' }));
    expect(names()).toEqual(['AnaR', 'Luis']);
  });
});
