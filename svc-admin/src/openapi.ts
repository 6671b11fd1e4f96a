/**
 * The admin API described as OpenAPI 3.1 (issue 20), generated from the zod schemas the routes validate
 * with (zod-openapi, through the services' one kit), served at GET /api/admin/openapi.json. Every route the
 * app registers is here and nothing else (openapi.test.ts compares the two). Who may call each operation
 * comes from the permission table svc-admin enforces (ADMIN_ROUTE_ACCESS): the session cookie is its
 * security scheme, and an operation that needs it also answers 401 (no session) and 403 (a role below the
 * table's). Every state-changing call can also answer 403 (sent from another site, cross-site.ts).
 */
import {
  ADMIN_ROUTE_ACCESS,
  type AdminRouteKey,
  API_PATHS,
  API_ROUTES,
  adminRsvpListQuerySchema,
  adminRsvpListResponseSchema,
  adminRsvpMatchBodySchema,
  adminRsvpMatchResponseSchema,
  adminUserCreateBodySchema,
  adminUserResponseSchema,
  adminUsersListQuerySchema,
  adminUsersListResponseSchema,
  adminUsersStatsSchema,
  adminUserUpdateBodySchema,
  authCheckResponseSchema,
  bulkReplaceResponseSchema,
  contactListResponseSchema,
  contactResponseSchema,
  contactUpdateBodySchema,
  csvValidationResponseSchema,
  databaseAnalysisResponseSchema,
  healthResponseSchema,
  idParamsSchema,
  importDryRunSchema,
  importJobSchema,
  importJobStartSchema,
  importResponseSchema,
  invitadoCreateBodySchema,
  invitadoListResponseSchema,
  invitadoResponseSchema,
  invitadoUpdateBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  reminderListResponseSchema,
  reminderSentParamsSchema,
  reminderSentResponseSchema,
  setupBodySchema,
  setupCheckResponseSchema,
  setupResponseSchema,
  UPLOAD_FIELD_NAME,
  unifiedGuestListResponseSchema,
  unifiedGuestResponseSchema,
} from '@wedding/shared-contracts';
import {
  type ApiOperation,
  type ApiPaths,
  apiDocument,
  apiResponses,
  jsonBody,
  openApiPath,
} from '@wedding/shared-contracts/server';
import { z } from 'zod';
import { SESSION_COOKIE_NAME } from './common/auth-policy';
import { importQuerySchema } from './modules/guest-import/routes';
import { XLSX_TYPE } from './modules/guests/export';
import { guestExportQuerySchema } from './modules/guests/routes';
import { createBodySchema, updateBodySchema } from './modules/guests/service';
import { phoneGuestExportQuerySchema } from './modules/invitados/routes';

export const OPENAPI_PATH = API_PATHS.admin.openApi;

const FAILURES = {
  400: 'Invalid input: a field, the query, the JSON body or the uploaded file (its first problem in `error`, every one in `details`)',
  401: 'No session, or it ended (log in again)',
  403: "The admin's role is below what this operation needs, or the call came from another site",
  404: 'No record has this id',
  409: 'It conflicts with the stored data (a taken username, phone or code; setup already done; the last super admin) or with work in progress (an import, a bulk replace, another edit of the same guest)',
  413: 'The body or the uploaded file is larger than the service reads',
  415: 'The body is in a character set the service does not read',
  429: 'Too many failed logins from this address in the window',
  500: 'The import stopped part-way for a reason other than the database (the answer says what was written)',
  503: 'The database cannot be reached; try again shortly',
} as const;
type FailureStatus = keyof typeof FAILURES;

interface Operation {
  summary: string;
  operationId: string;
  success: Parameters<typeof apiResponses>[1];
  /** The failures of the operation itself; 400, 503, the session's and the body parser's are added. */
  failures?: FailureStatus[];
  query?: z.ZodObject;
  params?: z.ZodObject;
  /** A JSON body of this schema. */
  body?: z.ZodType;
  /** The body may be left out (an edit whose every field is optional: nothing is changed). */
  bodyOptional?: boolean;
  /** One uploaded spreadsheet, multipart. */
  upload?: boolean;
}

const uploadBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: z.object({
        [UPLOAD_FIELD_NAME]: z
          .file()
          .meta({ description: 'The spreadsheet: .csv, .xlsx, .xls or .ods (the route says which)' }),
      }),
    },
  },
};

/** The operation at `method expressPath`, with what its row of the permission table implies. */
function operation(method: string, expressPath: string, op: Operation): ApiOperation {
  const access = ADMIN_ROUTE_ACCESS[`${method.toUpperCase()} ${expressPath}` as AdminRouteKey] ?? 'public';
  const failures = new Set<FailureStatus>([400, ...(op.failures ?? []), 503]);
  // a session and its role; a state-changing call from another site (cross-site.ts)
  if (access !== 'public' || method !== 'get') failures.add(403);
  if (access !== 'public') failures.add(401);
  return {
    summary: op.summary,
    operationId: op.operationId,
    description: access === 'public' ? 'No session needed.' : `Needs a session; role ${access} or above.`,
    ...(access === 'public' ? { security: [] } : {}),
    ...(op.query || op.params
      ? { requestParams: { ...(op.query && { query: op.query }), ...(op.params && { path: op.params }) } }
      : {}),
    ...(op.body ? { requestBody: { ...jsonBody(op.body), required: !op.bodyOptional } } : {}),
    ...(op.upload ? { requestBody: uploadBody } : {}),
    responses: apiResponses(FAILURES, op.success, [...failures]),
  };
}

/** `{ get: {...}, post: {...} }` for one path, each through operation(). */
const path = (expressPath: string, ops: Record<string, Operation>) => ({
  [openApiPath(expressPath)]: Object.fromEntries(
    Object.entries(ops).map(([method, op]) => [method, operation(method, expressPath, op)]),
  ),
});

const ok = (description: string, schema: z.ZodType) => ({ 200: { description, schema } });
const created = (description: string, schema: z.ZodType) => ({ 201: { description, schema } });
const spreadsheet = (description: string) => ({
  200: { description, content: { 'text/csv': { schema: z.string() }, [XLSX_TYPE]: {} } },
});

export function adminApiDocument() {
  const a = API_PATHS.admin;
  const r = API_ROUTES.admin;
  const id = idParamsSchema;
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
    ...path(a.databaseAnalysis, {
      get: {
        summary: 'Document counts per collection',
        operationId: 'databaseAnalysis',
        success: ok('The counts', databaseAnalysisResponseSchema),
      },
    }),
    ...path(a.unifiedGuests, {
      get: {
        summary: 'Every guest of the invitation list',
        operationId: 'listGuests',
        success: ok('The guests', unifiedGuestListResponseSchema),
      },
    }),
    ...path(r.unifiedGuest, {
      get: {
        summary: 'One guest (for the edit form)',
        operationId: 'getGuest',
        params: id,
        success: ok('The guest', unifiedGuestResponseSchema),
        failures: [404],
      },
    }),
    ...path(a.guests, {
      post: {
        summary: 'Add a guest',
        operationId: 'createGuest',
        body: createBodySchema,
        success: created('Added', unifiedGuestResponseSchema),
        failures: [409],
      },
    }),
    ...path(r.guest, {
      put: {
        summary: 'Edit a guest',
        operationId: 'updateGuest',
        params: id,
        body: updateBodySchema,
        bodyOptional: true,
        success: ok('Saved', unifiedGuestResponseSchema),
        failures: [404, 409],
      },
      delete: {
        summary: 'Delete a guest',
        operationId: 'deleteGuest',
        params: id,
        success: ok('Deleted', unifiedGuestResponseSchema),
        failures: [404, 409],
      },
    }),
    ...path(a.guestsExport, {
      get: {
        summary: 'The guest list as CSV or .xlsx, or the caterer summary (.xlsx)',
        operationId: 'exportGuests',
        query: guestExportQuerySchema,
        success: spreadsheet('The file (an attachment)'),
        failures: [404],
      },
    }),
    ...path(a.guestsImport, {
      post: {
        summary: 'Import guests from a spreadsheet (?dryRun=true: a preview; ?async=1: as a job)',
        operationId: 'importGuests',
        query: importQuerySchema,
        upload: true,
        success: {
          200: {
            description: 'Imported (or, with dryRun, what an import would do)',
            schema: z.union([importResponseSchema, importDryRunSchema]),
          },
          202: {
            description: 'Started as a job (read it at import/jobs/{id})',
            schema: importJobStartSchema,
          },
        },
        failures: [409, 500],
      },
    }),
    ...path(r.guestsImportJob, {
      get: {
        summary: 'An import job: its state, progress and results',
        operationId: 'getImportJob',
        params: z.object({ id: z.string() }),
        success: ok('The job', importJobSchema),
        failures: [404],
      },
    }),
    ...path(a.guestsValidateCsv, {
      post: {
        summary: 'Check a CSV guest list (writes nothing)',
        operationId: 'validateGuestsCsv',
        upload: true,
        success: ok('What the file holds, and its problems', csvValidationResponseSchema),
      },
    }),
    ...path(a.guestsBulkReplace, {
      post: {
        summary: 'Replace every guest (and answer) with a CSV list',
        operationId: 'replaceGuests',
        upload: true,
        success: ok('Replaced', bulkReplaceResponseSchema),
        failures: [409],
      },
    }),
    ...path(a.invitados, {
      get: {
        summary: 'Every phone guest',
        operationId: 'listPhoneGuests',
        success: ok('The phone guests', invitadoListResponseSchema),
      },
      post: {
        summary: 'Add a phone guest',
        operationId: 'createPhoneGuest',
        body: invitadoCreateBodySchema,
        success: created('Added', invitadoResponseSchema),
        failures: [409],
      },
    }),
    ...path(a.invitadosExport, {
      get: {
        summary: 'The phone guests as CSV or .xlsx',
        operationId: 'exportPhoneGuests',
        query: phoneGuestExportQuerySchema,
        success: spreadsheet('The file (an attachment)'),
        failures: [404],
      },
    }),
    ...path(a.invitadosImport, {
      post: {
        summary: 'Import phone guests from a spreadsheet (adds, and updates those a row’s phone matches)',
        operationId: 'importPhoneGuests',
        upload: true,
        success: ok('Imported', importResponseSchema),
        failures: [409],
      },
    }),
    ...path(r.invitado, {
      put: {
        summary: 'Edit a phone guest',
        operationId: 'updatePhoneGuest',
        params: id,
        body: invitadoUpdateBodySchema,
        bodyOptional: true,
        success: ok('Saved', invitadoResponseSchema),
        failures: [404, 409],
      },
      delete: {
        summary: 'Delete a phone guest',
        operationId: 'deletePhoneGuest',
        params: id,
        success: ok('Deleted', invitadoResponseSchema),
        failures: [404, 409],
      },
    }),
    ...path(r.invitadoReset, {
      post: {
        summary: 'Put a confirmed phone guest back to pending',
        operationId: 'resetPhoneGuest',
        params: id,
        success: ok('Reset', invitadoResponseSchema),
        failures: [404, 409],
      },
    }),
    ...path(a.contacts, {
      get: {
        summary: 'Every contact message',
        operationId: 'listContacts',
        success: ok('The messages', contactListResponseSchema),
      },
    }),
    ...path(r.contact, {
      patch: {
        summary: 'Mark a contact message read or unread',
        operationId: 'updateContact',
        params: id,
        body: contactUpdateBodySchema,
        success: ok('Saved', contactResponseSchema),
        failures: [404],
      },
      delete: {
        summary: 'Delete a contact message',
        operationId: 'deleteContact',
        params: id,
        success: ok('Deleted', messageResponseSchema),
        failures: [404],
      },
    }),
    ...path(a.rsvps, {
      get: {
        summary: 'The e-mail answers (?unmatched=true: those not matched to a guest)',
        operationId: 'listRsvps',
        query: adminRsvpListQuerySchema,
        success: ok('The answers', adminRsvpListResponseSchema),
      },
    }),
    ...path(r.rsvpMatch, {
      post: {
        summary: 'Match an e-mail answer to a guest, and apply it',
        operationId: 'matchRsvp',
        params: id,
        body: adminRsvpMatchBodySchema,
        success: ok('Matched', adminRsvpMatchResponseSchema),
        failures: [404, 409],
      },
    }),
    ...path(r.rsvp, {
      delete: {
        summary: 'Discard an e-mail answer',
        operationId: 'deleteRsvp',
        params: id,
        success: ok('Discarded', messageResponseSchema),
        failures: [404, 409],
      },
    }),
    ...path(a.reminders, {
      get: {
        summary: 'Guests who have not answered, with a WhatsApp reminder link each',
        operationId: 'listReminders',
        success: ok('The reminders', reminderListResponseSchema),
      },
    }),
    ...path(r.reminderSent, {
      post: {
        summary: 'Record that a reminder was sent',
        operationId: 'reminderSent',
        params: reminderSentParamsSchema,
        success: ok('Recorded', reminderSentResponseSchema),
        failures: [404],
      },
    }),
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
