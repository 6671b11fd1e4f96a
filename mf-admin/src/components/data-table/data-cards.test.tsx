import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atPhoneWidth } from '../../lib/testing';
import { DataTable } from '../data-table';
import type { DataColumn } from './types';

interface Guest {
  id: string;
  name: string;
  group: string;
  status: string;
}
const GUESTS: Guest[] = [{ id: '1', name: 'Ana', group: 'Familia', status: 'Confirmed' }];
const COLUMNS: DataColumn<Guest>[] = [
  { id: 'name', header: 'Name', isRowHeader: true, sortable: true, render: (g) => g.name },
  { id: 'group', header: 'Group', sortable: true, render: (g) => g.group },
  { id: 'status', header: 'Status', sortable: true, render: (g) => g.status },
];

describe('DataTable on a phone: the cards', () => {
  atPhoneWidth();

  it('shows the fields and the "Sort by" options in cardOrder, the rest after them', async () => {
    render(
      <DataTable
        label="Guests"
        columns={COLUMNS}
        rows={GUESTS}
        rowId={(g) => g.id}
        emptyState="None"
        onSortChange={() => {}}
        presorted
        cardOrder={['name', 'status']}
      />,
    );
    const card = within(screen.getByRole('list', { name: 'Guests' })).getByRole('listitem');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Status', 'Group']);
    await userEvent.click(screen.getByRole('button', { name: /Sort by$/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'List order',
      'Name ▲',
      'Name ▼',
      'Status ▲',
      'Status ▼',
      'Group ▲',
      'Group ▼',
    ]);
  });

  it('says so when there is no row, with no "Select all"', () => {
    render(
      <DataTable
        label="Guests"
        columns={COLUMNS}
        rows={[]}
        rowId={(g) => g.id}
        emptyState="No guests found"
        selection={{ selected: new Set(), onChange: () => {}, rowLabel: (g) => g.name }}
      />,
    );
    expect(screen.getByText('No guests found')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
