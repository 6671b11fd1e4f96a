import { HttpError } from '@wedding/shared-contracts/server';
import type { Request, Response } from 'express';
import { hasRole, requireAdmin, requireRole } from './auth';

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
});
