import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableCheckbox } from './table-checkbox';

describe('TableCheckbox', () => {
  it('is a native checkbox named by its label, inside the label that takes the tap', async () => {
    const changes: boolean[] = [];
    const { rerender } = render(
      <TableCheckbox label="Select Ana" checked={false} onChange={(checked) => changes.push(checked)} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Select Ana' });
    expect(box.tagName).toBe('INPUT');
    expect(box.closest('label')).not.toBeNull();
    await userEvent.click(box.closest('label')!);
    rerender(<TableCheckbox label="Select Ana" checked onChange={(checked) => changes.push(checked)} />);
    await userEvent.click(box);
    expect(changes).toEqual([true, false]);
  });

  it('shows "some ticked" (indeterminate) and clears it', () => {
    const { rerender } = render(
      <TableCheckbox label="Select all" checked={false} indeterminate onChange={() => {}} />,
    );
    expect(screen.getByRole('checkbox')).toBePartiallyChecked();
    rerender(<TableCheckbox label="Select all" checked onChange={() => {}} />);
    expect(screen.getByRole('checkbox')).not.toBePartiallyChecked();
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});
