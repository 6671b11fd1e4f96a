// Admin authentication: login, first-admin setup, session check (spec §2 admin login/setup, §5, §7).

import { ADMIN_ROLES, FIELD_MAX, LIMITS } from '../constants';
import { normalizeUsername } from '../username';
import { z } from '../zod';
import { EXPECTED_TEXT, requiredText } from './common';

export const ADMIN_AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameMin: `Username must be at least ${LIMITS.usernameMin} characters`,
  passwordMin: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  /** A new password found in the list of common passwords (checked by svc-admin). */
  passwordCommon: 'This password is too common and easy to guess. Please choose a different one.',
} as const;

/** What svc-admin answers on the auth routes (the `error` or `message` field). */
export const ADMIN_AUTH_SERVER_MESSAGES = {
  /** Wrong username, wrong password, locked or inactive account: one message for all (spec §8 fallback too). */
  invalidCredentials: 'Invalid credentials',
  authenticationRequired: 'Authentication required',
  loginSuccessful: 'Login successful',
  loggedOut: 'Logged out',
  setupCompleted: 'Setup has already been completed',
  setupSuccessful: 'Admin account created successfully',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  crossSiteRefused: 'Cross-site requests are not allowed',
  /** Another sign-in to the same account held it past the wait (record-lock.ts): nothing was checked. */
  busy: 'Another sign-in to this account is in progress. Please try again.',
  /** Too many sign-ins are waiting (a flood of wrong passwords): refused at once, nothing was checked. */
  loginsBusy: 'Too many sign-ins are being tried right now. Please try again in a moment.',
} as const;

const usernameTooLong = `Username must be at most ${FIELD_MAX.username} characters`;
const passwordTooLong = `Password must be at most ${FIELD_MAX.password} characters`;

/**
 * A username with the create/setup bounds (min 3), normalised first (normalizeUsername: NFKC, invisible
 * characters removed, spaces trimmed and collapsed), so the bounds count what is stored.
 */
export const usernameSchema = z
  .string({
    error: (iss) => (iss.input === undefined ? ADMIN_AUTH_MESSAGES.usernameRequired : EXPECTED_TEXT),
  })
  .overwrite(normalizeUsername)
  .min(LIMITS.usernameMin, { error: ADMIN_AUTH_MESSAGES.usernameMin })
  .max(FIELD_MAX.username, { error: usernameTooLong });

/** A new password (min 6). Never trimmed: spaces are part of a password. */
export const newPasswordSchema = z
  .string({
    error: (iss) => (iss.input === undefined ? ADMIN_AUTH_MESSAGES.passwordRequired : EXPECTED_TEXT),
  })
  .min(LIMITS.passwordMin, { error: ADMIN_AUTH_MESSAGES.passwordMin })
  .max(FIELD_MAX.password, { error: passwordTooLong });

/** POST /api/admin/auth/login. The username is normalised as it was when stored (normalizeUsername). */
export const loginBodySchema = z.object({
  username: requiredText(ADMIN_AUTH_MESSAGES.usernameRequired, FIELD_MAX.username, {
    normalize: normalizeUsername,
  }),
  password: requiredText(ADMIN_AUTH_MESSAGES.passwordRequired, FIELD_MAX.password, { trim: false }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /api/admin/auth/setup */
export const setupBodySchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
});
export type SetupBody = z.infer<typeof setupBodySchema>;

/** The setup form: the body plus confirmPassword, which must match (error shown on confirmPassword). */
export const setupFormSchema = z
  .object({
    username: usernameSchema,
    password: newPasswordSchema,
    confirmPassword: newPasswordSchema,
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: ADMIN_AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SetupForm = z.infer<typeof setupFormSchema>;

/** GET /api/admin/auth/setup/check */
export const setupCheckResponseSchema = z.object({ usersExist: z.boolean() });
export type SetupCheckResponse = z.infer<typeof setupCheckResponseSchema>;

/** The admin as the session endpoints describe them. */
export const sessionAdminSchema = z.object({
  id: z.string(),
  username: z.string(),
  adminRole: z.enum(ADMIN_ROLES),
});
export type SessionAdmin = z.infer<typeof sessionAdminSchema>;

/** GET /api/admin/auth/check (200 = authenticated; any other status = not). */
export const authCheckResponseSchema = z.object({
  authenticated: z.boolean(),
  user: sessionAdminSchema.optional(),
});
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;

/** POST /api/admin/auth/login and /setup success bodies. */
export const loginResponseSchema = z.object({
  message: z.string(),
  user: sessionAdminSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/admin/auth/setup success body (the new super admin is logged in). */
export const setupResponseSchema = loginResponseSchema;
export type SetupResponse = LoginResponse;

/** Client-side admin session state (spec §3 "Admin session"). */
export interface AdminSessionState {
  isAuthenticated: boolean;
  isLoading: boolean;
}
