// Admin users (spec §3 users, §2 admin users screen, §7 /api/admin/users).

import { ADMIN_ROLES, FIELD_MAX, LIMITS, USERS_PAGE_LIMIT_MAX, USERS_PAGE_SIZE } from '../constants';
import { z } from '../zod';
import { ADMIN_AUTH_MESSAGES, newPasswordSchema, usernameSchema } from './admin-auth';
import { dataResponse, EXPECTED_TEXT, isoDateTimeSchema, isPhoneText, PHONE_OR_BLANK_FORMAT } from './common';

export const USER_MESSAGES = {
  roleRequired: 'Role is required',
  roleInvalid: 'Role must be one of super_admin, admin, moderator',
  phoneInvalid: 'Invalid phone number',
  superAdminRequired: 'Super admin access required',
  notFound: 'Admin user not found',
  usernameTaken: 'A user with this username already exists',
  phoneTaken: 'A user with this phone number already exists',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  lastSuperAdminDeactivate: 'The last active super admin cannot be deactivated',
  lastSuperAdminDemote: 'The role of the last active super admin cannot be changed',
  created: 'Admin user created successfully',
  updated: 'Admin user updated successfully',
  deactivated: 'Admin user deactivated successfully',
} as const;

const adminRoleSchema = z.enum(ADMIN_ROLES, {
  error: (iss) => (iss.input === undefined ? USER_MESSAGES.roleRequired : USER_MESSAGES.roleInvalid),
});

/** Optional phone number as typed (the service normalises it to E.164); blank means "none". */
const optionalPhoneNumber = z
  .string({ error: EXPECTED_TEXT })
  .trim()
  .max(FIELD_MAX.phoneInput, { error: USER_MESSAGES.phoneInvalid })
  .refine(isPhoneText, { error: USER_MESSAGES.phoneInvalid })
  .meta(PHONE_OR_BLANK_FORMAT);

/** An admin user as the API returns it. Never has a password. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  phoneNumber: z.string().nullish(),
  adminRole: z.enum(ADMIN_ROLES),
  isActive: z.boolean(),
  lastLoginAt: isoDateTimeSchema.nullish(),
  failedLoginAttempts: z.number().int(),
  lockedUntil: isoDateTimeSchema.nullish(),
  lastFailedLoginAt: isoDateTimeSchema.nullish(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** 'Locked' is shown while lockedUntil is in the future. */
export function isAdminUserLocked(user: Pick<AdminUser, 'lockedUntil'>, now: Date = new Date()): boolean {
  return user.lockedUntil != null && new Date(user.lockedUntil).getTime() > now.getTime();
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Query-string integer: a string of up to nine digits becomes a number, anything else is left to fail. */
const queryInt = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
/** The largest number queryInt reads. */
const QUERY_INT_MAX = 999_999_999;

/** The columns the admin users list sorts by (GET /api/admin/users?sort=&order=). */
export const ADMIN_USERS_SORTS = [
  'username',
  'role',
  'status',
  'lastLogin',
  'failedAttempts',
  'created',
] as const;
export type AdminUsersSort = (typeof ADMIN_USERS_SORTS)[number];

/** GET /api/admin/users query. */
export const adminUsersListQuerySchema = z.object({
  page: z
    .preprocess(
      (value) => queryInt(blankToUndefined(value)),
      z.int({ error: 'page must be an integer' }).min(1, { error: 'page must be at least 1' }).default(1),
    )
    .meta({ maximum: QUERY_INT_MAX }),
  limit: z.preprocess(
    (value) => queryInt(blankToUndefined(value)),
    z
      .int({ error: 'limit must be an integer' })
      .min(1, { error: 'limit must be at least 1' })
      .max(USERS_PAGE_LIMIT_MAX, { error: `limit must be at most ${USERS_PAGE_LIMIT_MAX}` })
      .default(USERS_PAGE_SIZE),
  ),
  search: z.preprocess(
    blankToUndefined,
    z
      .string({ error: EXPECTED_TEXT })
      .trim()
      .max(FIELD_MAX.search, { error: `search must be at most ${FIELD_MAX.search} characters` })
      .optional(),
  ),
  role: z.preprocess(blankToUndefined, z.enum(ADMIN_ROLES, { error: USER_MESSAGES.roleInvalid }).optional()),
  // beside the spec's query: the table's order, oldest first when left out
  sort: z.preprocess(
    blankToUndefined,
    z.enum(ADMIN_USERS_SORTS, { error: `sort must be one of ${ADMIN_USERS_SORTS.join(', ')}` }).optional(),
  ),
  order: z.preprocess(
    blankToUndefined,
    z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
  ),
});
export type AdminUsersListQuery = z.infer<typeof adminUsersListQuerySchema>;

/** GET /api/admin/users answer. */
export const adminUsersListResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminUsersListResponse = z.infer<typeof adminUsersListResponseSchema>;

/** GET /api/admin/users/stats: counts over every admin user (not only the current page). */
export const adminUsersStatsSchema = z.object({
  total: z.number().int(),
  superAdmins: z.number().int(),
  active: z.number().int(),
  locked: z.number().int(),
});
export type AdminUsersStats = z.infer<typeof adminUsersStatsSchema>;

/** POST /api/admin/users */
export const adminUserCreateBodySchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  phoneNumber: optionalPhoneNumber.transform((value) => (value === '' ? undefined : value)).optional(),
  adminRole: adminRoleSchema,
});
export type AdminUserCreateBody = z.infer<typeof adminUserCreateBodySchema>;

/**
 * PUT /api/admin/users/{id}: every field optional. A blank password keeps the current one (becomes
 * undefined); a blank phoneNumber (or null) removes the phone number (becomes null).
 */
export const adminUserUpdateBodySchema = z.object({
  username: usernameSchema.optional(),
  phoneNumber: optionalPhoneNumber
    .nullable()
    .transform((value) => (value === '' || value === null ? null : value))
    .optional(),
  adminRole: z.enum(ADMIN_ROLES, { error: USER_MESSAGES.roleInvalid }).optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  password: z
    .string({ error: EXPECTED_TEXT })
    .max(FIELD_MAX.password, { error: `Password must be at most ${FIELD_MAX.password} characters` })
    .refine((value) => value === '' || value.length >= LIMITS.passwordMin, {
      error: ADMIN_AUTH_MESSAGES.passwordMin,
    })
    .meta({ pattern: `^$|^[\\s\\S]{${LIMITS.passwordMin},}$` })
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
});
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBodySchema>;

/** Answer of POST / PUT / DELETE on /api/admin/users. */
export const adminUserResponseSchema = dataResponse(adminUserSchema).extend({
  message: z.string().optional(),
});
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;
