import type { z } from 'zod';
import {
  adminUserCreateBodySchema,
  adminUserSchema,
  adminUsersListQuerySchema,
  adminUsersListResponseSchema,
  adminUserUpdateBodySchema,
  isAdminUserLocked,
} from './users';

const issues = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

const now = new Date('2025-06-01T12:00:00.000Z').toJSON();
const user = {
  id: '507f1f77bcf86cd799439011',
  username: 'admin',
  phoneNumber: null,
  adminRole: 'super_admin',
  isActive: true,
  lastLoginAt: null,
  failedLoginAttempts: 0,
  lockedUntil: null,
  lastFailedLoginAt: null,
  createdAt: now,
  updatedAt: now,
};

describe('adminUsersListQuerySchema', () => {
  it('defaults page 1 and limit 20', () => {
    expect(adminUsersListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(adminUsersListQuerySchema.parse({ page: '', limit: '', search: '', role: '' })).toEqual({
      page: 1,
      limit: 20,
    });
  });

  it('parses query-string numbers, search and role', () => {
    expect(
      adminUsersListQuerySchema.parse({ page: '3', limit: '50', search: ' ana ', role: 'admin' }),
    ).toEqual({
      page: 3,
      limit: 50,
      search: 'ana',
      role: 'admin',
    });
  });

  it('takes a sort column and direction (beside the spec), refusing others', () => {
    expect(adminUsersListQuerySchema.parse({ sort: 'lastLogin', order: 'desc' })).toEqual({
      page: 1,
      limit: 20,
      sort: 'lastLogin',
      order: 'desc',
    });
    expect(adminUsersListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
    expect(adminUsersListQuerySchema.safeParse({ sort: 'username', order: 'up' }).success).toBe(false);
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: { $gt: 0 } }, 'page'],
    [{ page: ['1', '2'] }, 'page'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ search: 'x'.repeat(101) }, 'search'],
    [{ search: { $regex: '.*' } }, 'search'],
    [{ search: ['a'] }, 'search'],
    [{ role: 'root' }, 'role'],
    [{ role: { $ne: null } }, 'role'],
  ])('rejects %p on %s', (input, path) => {
    expect(issues(adminUsersListQuerySchema, input).map((issue) => issue.path)).toEqual([path]);
  });
});

describe('adminUserCreateBodySchema', () => {
  it('accepts a user, phone optional (blank dropped)', () => {
    expect(
      adminUserCreateBodySchema.parse({
        username: 'maria',
        password: 'secret1',
        adminRole: 'admin',
        phoneNumber: '',
      }),
    ).toEqual({ username: 'maria', password: 'secret1', adminRole: 'admin' });
    expect(
      adminUserCreateBodySchema.parse({
        username: 'maria',
        password: 'secret1',
        adminRole: 'moderator',
        phoneNumber: '+1 809-555-1234',
      }).phoneNumber,
    ).toBe('+1 809-555-1234');
  });

  it('gives the spec messages and requires a role', () => {
    expect(issues(adminUserCreateBodySchema, { username: 'ab', password: '123' })).toEqual([
      { path: 'username', message: 'Username must be at least 3 characters' },
      { path: 'password', message: 'Password must be at least 6 characters' },
      { path: 'adminRole', message: 'Role is required' },
    ]);
    expect(
      issues(adminUserCreateBodySchema, { username: 'abc', password: '123456', adminRole: 'owner' }),
    ).toEqual([{ path: 'adminRole', message: 'Role must be one of super_admin, admin, moderator' }]);
  });

  it('rejects a phone number with letters or operators', () => {
    const base = { username: 'abc', password: '123456', adminRole: 'admin' };
    expect(adminUserCreateBodySchema.safeParse({ ...base, phoneNumber: 'call me' }).success).toBe(false);
    expect(adminUserCreateBodySchema.safeParse({ ...base, phoneNumber: { $ne: null } }).success).toBe(false);
  });
});

describe('adminUserUpdateBodySchema', () => {
  it('allows every field to be absent', () => {
    expect(adminUserUpdateBodySchema.parse({})).toEqual({});
  });

  it('keeps the current password when blank, removes the phone when blank', () => {
    expect(adminUserUpdateBodySchema.parse({ password: '', phoneNumber: '' })).toEqual({
      password: undefined,
      phoneNumber: null,
    });
    expect(adminUserUpdateBodySchema.parse({ phoneNumber: null }).phoneNumber).toBeNull();
  });

  it('applies the create bounds to given fields', () => {
    expect(issues(adminUserUpdateBodySchema, { username: 'ab', password: '123', isActive: 'yes' })).toEqual([
      { path: 'username', message: 'Username must be at least 3 characters' },
      { path: 'isActive', message: 'isActive must be true or false' },
      { path: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });
});

describe('admin user responses', () => {
  it('parses a user and the list', () => {
    expect(adminUserSchema.parse(user)).toEqual(user);
    expect(
      adminUsersListResponseSchema.parse({ users: [user], total: 1, hasMore: false }).users,
    ).toHaveLength(1);
  });

  it('never carries a password', () => {
    expect(adminUserSchema.parse({ ...user, password: 'hash' })).not.toHaveProperty('password');
  });

  it('tells whether a user is locked', () => {
    const at = new Date('2025-06-01T12:00:00.000Z');
    expect(isAdminUserLocked({ lockedUntil: '2025-06-01T12:30:00.000Z' }, at)).toBe(true);
    expect(isAdminUserLocked({ lockedUntil: '2025-06-01T11:30:00.000Z' }, at)).toBe(false);
    expect(isAdminUserLocked({ lockedUntil: null }, at)).toBe(false);
  });
});
