// The phone guests' import keeps its results (issue 36 item 6): after "Done", "Show the last import’s
// results" opens them again, with the phone guests' wording. (Their import has no dry run: no preview.)
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { loggedIn, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => dismissToast());
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

it('the phone guests’ last import results open again after "Done"', async () => {
  const user = userEvent.setup({ delay: null });
  mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/invitados': { body: { data: [] } },
    'POST /api/admin/invitados/import': {
      body: {
        results: {
          imported: 1,
          updated: 0,
          totalRows: 2,
          errors: ['Row 3: a phone guest needs a WhatsApp number (Phone)'],
          warnings: [],
        },
      },
    },
  });
  renderAt('/admin/phone-guests', <AdminRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import phone guests' });
  await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['x'], 'a.csv'));
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  const results = await screen.findByRole('dialog', { name: 'Import Results' });
  expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  await user.click(within(results).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Show the last import’s results' }));
  const again = await screen.findByRole('dialog', { name: 'Import Results' });
  expect(again).toHaveTextContent('Each row updated the phone guest with its WhatsApp number');
  expect(again).toHaveTextContent('Row 3: a phone guest needs a WhatsApp number (Phone)');
});
