import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportResults } from '@wedding/shared-contracts';
import { ImportResultsDialog } from './import-results-dialog';

const WARNINGS = [
  'Columns ignored (not recognised): Mesa',
  'Row 6: phone "34 612 345 679" is not a number of the Dominican Republic; it was stored as a number of Spain, +34 612 34 56 79. Check it (written with + and its country code, it gives no warning)',
];

describe('the import results dialog', () => {
  it('lists the warnings under their own heading, after the rows skipped', async () => {
    const results: ImportResults = {
      imported: 3,
      updated: 0,
      errors: ['Row 7: phone "849-555-21000" has more digits than a number of the Dominican Republic'],
      totalRows: 4,
      warnings: WARNINGS,
    };
    const onClose = jest.fn();
    render(<ImportResultsDialog results={results} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Import Results' });
    expect(dialog).toHaveTextContent('Some values were read differently than written, or not read at all');
    // rows match their guest by code, phone, e-mail or name: not only by invitation code
    expect(dialog).toHaveTextContent(
      'Each row updated the guest it matched (by invitation code, phone, e-mail or name) or was added as a new guest.',
    );
    expect(dialog).not.toHaveTextContent('added or updated by invitation code');
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Rows skipped (1)', 'Warnings (2)']);
    const lists = within(dialog).getAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(WARNINGS);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows no warnings section when there are none, or when a refused file came without them', () => {
    const results = { imported: 0, updated: 0, errors: ['Row 2: x'], totalRows: 1 } as ImportResults;
    render(<ImportResultsDialog results={results} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Import Results' });
    expect(within(dialog).queryByText(/^Warnings/)).toBeNull();
    expect(dialog).not.toHaveTextContent('check the warnings');
    expect(within(dialog).getAllByRole('list')).toHaveLength(1);
  });
});
