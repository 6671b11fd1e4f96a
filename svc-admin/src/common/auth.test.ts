import { HttpError } from '@wedding/shared-contracts/server';
import type { Request, Response } from 'express';
import { hasRole, requireAdmin, requireRole, requireRouteRole } from './auth';

const run = (handler: ReturnType<typeof requireRole>, user?: Request['user']) => {
  const next = jest.fn();
  handler({ user } as Request, {} as Response, next);
  return next.mock.calls[0]?.[0] as HttpError | undefined;
};

describe('route guards', () => {
  it('ranks roles super_admin ⊇ admin ⊇ moderator', () => {
    expect(hasRole('super_admin', 'moderator')).toBe(true);
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('admin', 'super_admin')).toBe(false);
    expect(hasRole('moderator', 'admin')).toBe(false);
  });

  it('requireAdmin: 401 without a user, passes with one', () => {
    expect(run(requireAdmin)).toMatchObject({ status: 401, message: 'Authentication required' });
    expect(run(requireAdmin, { id: '1', username: 'a', adminRole: 'moderator' })).toBeUndefined();
  });

  it("requireRole('super_admin'): 401 anonymous, 403 with the spec message for others", () => {
    const guard = requireRole('super_admin');
    expect(run(guard)).toMatchObject({ status: 401 });
    const refused = run(guard, { id: '1', username: 'a', adminRole: 'admin' });
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 403, message: 'Super admin access required' });
    expect(run(guard, { id: '1', username: 'a', adminRole: 'super_admin' })).toBeUndefined();
    expect(run(requireRole('admin'), { id: '1', username: 'a', adminRole: 'super_admin' })).toBeUndefined();
  });

  describe('requireRouteRole: the permission table on the matched route', () => {
    const onRoute = (method: string, baseUrl: string, path: string, user?: Request['user']) => {
      const next = jest.fn();
      requireRouteRole(
        { method, baseUrl, route: { path }, user } as unknown as Request,
        {} as Response,
        next,
      );
      return next.mock.calls[0]?.[0] as Error | undefined;
    };
    const moderator = { id: '1', username: 'm', adminRole: 'moderator' } as const;
    const admin = { id: '2', username: 'a', adminRole: 'admin' } as const;

    it('refuses a moderator the bulk replace with 403 Admin access required; lets an admin in', () => {
      expect(onRoute('POST', '/api/admin/guests', '/bulk-replace')).toMatchObject({ status: 401 });
      expect(onRoute('POST', '/api/admin/guests', '/bulk-replace', moderator)).toMatchObject({
        status: 403,
        message: 'Admin access required',
      });
      expect(onRoute('POST', '/api/admin/guests', '/bulk-replace', admin)).toBeUndefined();
    });

    it('lets a moderator edit one guest and read the list (a GET route also answers HEAD)', () => {
      expect(onRoute('PUT', '/api/admin/guests', '/:id', moderator)).toBeUndefined();
      expect(onRoute('GET', '/api/admin/unified-guests', '/', moderator)).toBeUndefined();
      expect(onRoute('HEAD', '/api/admin/unified-guests', '/', moderator)).toBeUndefined();
    });

    it('keeps the users routes for super admins', () => {
      expect(onRoute('DELETE', '/api/admin/users', '/:id', admin)).toMatchObject({
        status: 403,
        message: 'Super admin access required',
      });
    });

    it('fails closed on a route the table does not know', () => {
      const error = onRoute('POST', '/api/admin/guests', '/purge', admin);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(HttpError);
      expect(error?.message).toBe('No access rule for POST /api/admin/guests/purge');
    });
  });
});
