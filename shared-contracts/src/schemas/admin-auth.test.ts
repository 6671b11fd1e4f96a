import type { z } from 'zod';
import { loginBodySchema, setupBodySchema, setupCheckResponseSchema, setupFormSchema } from './admin-auth';
import { EXPECTED_TEXT } from './common';

const issues = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('loginBodySchema', () => {
  it('accepts credentials, trims the username, keeps the password as typed', () => {
    expect(loginBodySchema.parse({ username: ' admin ', password: ' secret ', extra: 1 })).toEqual({
      username: 'admin',
      password: ' secret ',
    });
  });

  it('requires both fields with the spec messages', () => {
    expect(issues(loginBodySchema, {})).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'password', message: 'Password is required' },
    ]);
    expect(issues(loginBodySchema, { username: '  ', password: '' })).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('rejects operator objects and arrays', () => {
    expect(issues(loginBodySchema, { username: { $ne: null }, password: { $gt: '' } })).toEqual([
      { path: 'username', message: EXPECTED_TEXT },
      { path: 'password', message: EXPECTED_TEXT },
    ]);
    expect(loginBodySchema.safeParse({ username: ['admin'], password: 'x' }).success).toBe(false);
  });

  it('normalises the username as a stored one (NFKC, no invisible characters)', () => {
    expect(loginBodySchema.parse({ username: 'ｒｏｏｔ２\u200b', password: 'x' }).username).toBe('root2');
    expect(issues(loginBodySchema, { username: '\u200b\ufeff', password: 'x' })).toEqual([
      { path: 'username', message: 'Username is required' },
    ]);
  });

  it('rejects oversized values', () => {
    expect(loginBodySchema.safeParse({ username: 'a'.repeat(65), password: 'x' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ username: 'a', password: 'x'.repeat(129) }).success).toBe(false);
  });
});

describe('setupBodySchema', () => {
  it('enforces the minimum lengths', () => {
    expect(issues(setupBodySchema, { username: 'ab', password: '12345' })).toEqual([
      { path: 'username', message: 'Username must be at least 3 characters' },
      { path: 'password', message: 'Password must be at least 6 characters' },
    ]);
    expect(setupBodySchema.parse({ username: 'abc', password: '123456' })).toEqual({
      username: 'abc',
      password: '123456',
    });
  });

  it('counts the username length after trimming', () => {
    expect(issues(setupBodySchema, { username: ' ab ', password: '123456' })).toEqual([
      { path: 'username', message: 'Username must be at least 3 characters' },
    ]);
  });

  it('stores the normalised username and counts invisible characters as nothing', () => {
    expect(setupBodySchema.parse({ username: 'ro\u200bot2', password: '123456' }).username).toBe('root2');
    expect(issues(setupBodySchema, { username: 'ab\u200b\u200d', password: '123456' })).toEqual([
      { path: 'username', message: 'Username must be at least 3 characters' },
    ]);
  });
});

describe('setupFormSchema', () => {
  it('shows "Passwords do not match" on confirmPassword', () => {
    expect(
      issues(setupFormSchema, { username: 'admin', password: '123456', confirmPassword: '1234567' }),
    ).toEqual([{ path: 'confirmPassword', message: 'Passwords do not match' }]);
  });

  it('requires confirmPassword to be at least 6 characters', () => {
    expect(
      issues(setupFormSchema, { username: 'admin', password: '123456', confirmPassword: '123' }),
    ).toContainEqual({
      path: 'confirmPassword',
      message: 'Password must be at least 6 characters',
    });
  });

  it('accepts matching passwords', () => {
    expect(
      setupFormSchema.safeParse({ username: 'admin', password: '123456', confirmPassword: '123456' }).success,
    ).toBe(true);
  });
});

describe('setupCheckResponseSchema', () => {
  it('reads usersExist', () => {
    expect(setupCheckResponseSchema.parse({ usersExist: false })).toEqual({ usersExist: false });
    expect(setupCheckResponseSchema.safeParse({ usersExist: 'no' }).success).toBe(false);
  });
});
