import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderCell } from './header-cell';
import type { TableSort } from './types';

function renderHeader(sort: TableSort | null, onSortChange?: (next: TableSort | null) => void) {
  return render(
    <table>
      <thead>
        <tr>
          <HeaderCell column="name" label="Name" sort={sort} onSortChange={onSortChange} />
        </tr>
      </thead>
    </table>,
  );
}

describe('HeaderCell', () => {
  it('without onSortChange: the name alone, no button, no aria-sort', () => {
    renderHeader(null);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(within(header).queryByRole('button')).toBeNull();
  });

  it('sorts once from its button and once from a click anywhere in the cell, to the next sort', async () => {
    const sorts: (TableSort | null)[] = [];
    const { unmount } = renderHeader(null, (next) => sorts.push(next));
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button', { name: 'Name' }));
    await userEvent.click(header);
    expect(sorts).toEqual([
      { column: 'name', direction: 'ascending' },
      { column: 'name', direction: 'ascending' },
    ]);
    unmount();
    renderHeader({ column: 'name', direction: 'descending' }, (next) => sorts.push(next));
    expect(screen.getByRole('columnheader')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('columnheader'));
    expect(sorts.at(-1)).toBeNull();
  });
});
