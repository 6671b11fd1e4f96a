import { screen } from '@testing-library/react';
import AdminRoutes from '../../../app/admin-routes';
import { ADMIN, loggedIn, mockApi, renderAt } from '../../../lib/testing';

const ANALYSIS = 'GET /api/admin/database-analysis';

describe('database analysis page', () => {
  it('shows the counts to an admin', async () => {
    mockApi({
      'GET /api/admin/auth/check': loggedIn({ ...ADMIN, adminRole: 'admin' }),
      [ANALYSIS]: {
        body: { collections: [{ name: 'users', documents: 2 }], generatedAt: '2025-06-01T12:00:00.000Z' },
      },
    });
    renderAt('/admin/database-analysis', <AdminRoutes />);
    expect(await screen.findByRole('heading', { name: 'Database Analysis' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'users' })).toBeInTheDocument();
  });

  // the counts are for admins and super admins (ADMIN_ROUTE_ACCESS): the server answers a moderator 403
  it('shows Access Denied with Back to Dashboard on a 403', async () => {
    mockApi({
      'GET /api/admin/auth/check': loggedIn({ ...ADMIN, adminRole: 'moderator' }),
      [ANALYSIS]: { status: 403, body: { error: 'Admin access required' } },
    });
    renderAt('/admin/database-analysis', <AdminRoutes />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('Only Admins and Super Admins can see the database analysis'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });
});
