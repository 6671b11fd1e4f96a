/**
 * The admin API described as OpenAPI 3.1, generated from the zod schemas the routes validate with
 * (zod-openapi, through the services' one kit), served at GET /api/admin/openapi.json. Every route the
 * app registers is here and nothing else (openapi.test.ts compares the two). Who may call each operation
 * comes from the permission table svc-admin enforces (ADMIN_ROUTE_ACCESS): the session cookie is its
 * security scheme, and an operation that needs it also answers 401 (no session) and 403 (a role below the
 * table's). Every state-changing call can also answer 403 (sent from another site, cross-site.ts).
 */
import { API_PATHS, databaseAnalysisResponseSchema, healthResponseSchema } from '@wedding/shared-contracts';
import { type ApiPaths, apiDocument } from '@wedding/shared-contracts/server';
import { SESSION_COOKIE_NAME } from './common/auth-policy';
import { accountPaths } from './openapi/account-paths';
import { guestPaths } from './openapi/guest-paths';
import { messagePaths } from './openapi/message-paths';
import { ok, path } from './openapi/operation';
import { phoneGuestPaths } from './openapi/phone-guest-paths';
import { siteBackupPaths } from './openapi/site-backup-paths';

export const OPENAPI_PATH = API_PATHS.admin.openApi;

export function adminApiDocument() {
  const a = API_PATHS.admin;
  const paths: ApiPaths = {
    ...path(a.health, {
      get: {
        summary: 'Whether the service and its database are up',
        operationId: 'health',
        success: {
          ...ok('Up, with its database', healthResponseSchema),
          503: { description: 'The database cannot be reached', schema: healthResponseSchema },
        },
      },
    }),
    ...path(OPENAPI_PATH, {
      get: {
        summary: 'This document',
        operationId: 'openapi',
        success: { 200: { description: 'The OpenAPI 3.1 document', content: { 'application/json': {} } } },
      },
    }),
    ...accountPaths(),
    ...path(a.databaseAnalysis, {
      get: {
        summary: 'Document counts per collection',
        operationId: 'databaseAnalysis',
        success: ok('The counts', databaseAnalysisResponseSchema),
      },
    }),
    ...guestPaths(),
    ...phoneGuestPaths(),
    ...messagePaths(),
    ...siteBackupPaths(),
  };
  return apiDocument({
    info: {
      title: 'Wedding RSVP: admin API (svc-admin)',
      version: '1.0.0',
      description:
        "The hosts' back office: guests, phone guests, contact messages, e-mail answers, reminders and admin " +
        'accounts. Log in with POST /api/admin/auth/login; the session cookie it sets authorises the rest. ' +
        'Every failure answers `{ error, details? }`.',
    },
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'The session cookie POST /api/admin/auth/login (or the first setup) sets',
        },
      },
    },
    security: [{ session: [] }],
    paths,
  });
}
