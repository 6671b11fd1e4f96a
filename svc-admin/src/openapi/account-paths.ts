// The admin API's account operations (openapi.ts): the first setup, logging in and out, and the admin
// accounts.
import {
  API_PATHS,
  API_ROUTES,
  adminUserCreateBodySchema,
  adminUserResponseSchema,
  adminUsersListQuerySchema,
  adminUsersListResponseSchema,
  adminUsersStatsSchema,
  adminUserUpdateBodySchema,
  authCheckResponseSchema,
  idParamsSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  setupBodySchema,
  setupCheckResponseSchema,
  setupResponseSchema,
} from '@wedding/shared-contracts';
import type { ApiPaths } from '@wedding/shared-contracts/server';
import { created, ok, path } from './operation';

/** The admin accounts' operations: the first setup, the session, the accounts. */
export function accountPaths(): ApiPaths {
  const a = API_PATHS.admin;
  const r = API_ROUTES.admin;
  const id = idParamsSchema;
  return {
    ...path(a.auth.setupCheck, {
      get: {
        summary: 'Whether any admin account exists (before the first setup, none does)',
        operationId: 'setupCheck',
        success: ok('The answer', setupCheckResponseSchema),
      },
    }),
    ...path(a.auth.setup, {
      post: {
        summary: 'Create the first super admin, and log them in',
        operationId: 'setup',
        body: setupBodySchema,
        success: created('Created and logged in (sets the session cookie)', setupResponseSchema),
        failures: [409],
      },
    }),
    ...path(a.auth.login, {
      post: {
        summary: 'Log in (sets the session cookie)',
        operationId: 'login',
        body: loginBodySchema,
        success: ok('Logged in', loginResponseSchema),
        failures: [401, 429],
      },
    }),
    ...path(a.auth.logout, {
      post: {
        summary: 'Log out (ends the session, clears the cookie)',
        operationId: 'logout',
        success: ok('Logged out', messageResponseSchema),
      },
    }),
    ...path(a.auth.check, {
      get: {
        summary: 'The logged-in admin',
        operationId: 'authCheck',
        success: ok('The session is live', authCheckResponseSchema),
      },
    }),
    ...path(a.users, {
      get: {
        summary: 'Admin accounts, a page at a time (search, role and status filters)',
        operationId: 'listUsers',
        query: adminUsersListQuerySchema,
        success: ok('A page of accounts', adminUsersListResponseSchema),
      },
      post: {
        summary: 'Create an admin account',
        operationId: 'createUser',
        body: adminUserCreateBodySchema,
        success: created('Created', adminUserResponseSchema),
        failures: [409],
      },
    }),
    ...path(a.usersStats, {
      get: {
        summary: "Counts for the accounts screen's cards",
        operationId: 'userStats',
        success: ok('The counts', adminUsersStatsSchema),
      },
    }),
    ...path(r.user, {
      put: {
        summary: 'Edit an admin account',
        operationId: 'updateUser',
        params: id,
        body: adminUserUpdateBodySchema,
        bodyOptional: true,
        success: ok('Saved', adminUserResponseSchema),
        failures: [404, 409],
      },
      delete: {
        summary: 'Deactivate an admin account (its sessions end)',
        operationId: 'deactivateUser',
        params: id,
        success: ok('Deactivated', adminUserResponseSchema),
        failures: [404, 409],
      },
    }),
  };
}
