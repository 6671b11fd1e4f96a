// Every svc-admin endpoint, built from API_PATHS / API_ROUTES with the shared zod schema each one reads,
// and who may call it from the permission table (ADMIN_ROUTE_ACCESS, shared-contracts).
// The fuzz test and the access matrix compare their tables with the routes the app really registers, so
// an endpoint added without a row here fails those tests (not a test file itself).
import {
  ADMIN_ROUTE_ACCESS,
  type AdminAccess,
  type AdminRouteKey,
  API_PATHS,
  API_ROUTES,
  adminRsvpListQuerySchema,
  adminRsvpMatchBodySchema,
  adminUserCreateBodySchema,
  adminUsersListQuerySchema,
  adminUserUpdateBodySchema,
  contactUpdateBodySchema,
  detailsReminderTemplateBodySchema,
  FIELD_MAX,
  guestCreateBodySchema,
  guestUpdateBodySchema,
  INVITATION_CODE_PATTERN,
  invitadoCreateBodySchema,
  invitadoPatchBodySchema,
  invitadoUpdateBodySchema,
  loginBodySchema,
  reminderTemplatesBodySchema,
  setupBodySchema,
} from '@wedding/shared-contracts';
import { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call it: anyone ('public'), or the least admin role (from the permission table). */
export type Access = AdminAccess;
/** The collection an `:id` points into. */
export type Resource = 'user' | 'guest' | 'invitado' | 'contact' | 'rsvp' | 'importJob';

export interface AdminEndpoint {
  method: Method;
  /** Express pattern, from API_PATHS / API_ROUTES. */
  path: string;
  /** From ADMIN_ROUTE_ACCESS (shared-contracts), the table svc-admin enforces. */
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Reads one uploaded file (multipart). */
  upload?: boolean;
  resource?: Resource;
}

/** The guest calls also take an optional invitation code (svc-admin's extension of the shared schemas). */
const invitationCode = z.string().max(FIELD_MAX.invitationCode).regex(INVITATION_CODE_PATTERN).optional();
/** The guest list export, and the caterer summary on the same route (?format=caterer). */
const exportQuery = z.object({ format: z.enum(['csv', 'xlsx', 'caterer']).optional() });

const a = API_PATHS.admin;
const r = API_ROUTES.admin;

const ROWS: readonly Omit<AdminEndpoint, 'access'>[] = [
  { method: 'GET', path: a.health },
  { method: 'GET', path: a.auth.setupCheck },
  { method: 'GET', path: a.openApi },
  { method: 'POST', path: a.auth.setup, body: setupBodySchema },
  { method: 'POST', path: a.auth.login, body: loginBodySchema },
  { method: 'POST', path: a.auth.logout },
  { method: 'GET', path: a.auth.check },

  { method: 'GET', path: a.users, query: adminUsersListQuerySchema },
  { method: 'GET', path: a.usersStats },
  { method: 'POST', path: a.users, body: adminUserCreateBodySchema },
  { method: 'PUT', path: r.user, body: adminUserUpdateBodySchema, resource: 'user' },
  { method: 'DELETE', path: r.user, resource: 'user' },

  { method: 'GET', path: a.databaseAnalysis },

  { method: 'GET', path: a.unifiedGuests },
  { method: 'GET', path: r.unifiedGuest, resource: 'guest' },
  { method: 'POST', path: a.guests, body: guestCreateBodySchema.extend({ invitationCode }) },
  {
    method: 'PUT',
    path: r.guest,
    body: guestUpdateBodySchema.extend({ invitationCode }),
    resource: 'guest',
  },
  { method: 'DELETE', path: r.guest, resource: 'guest' },
  { method: 'GET', path: a.guestsExport, query: exportQuery },
  { method: 'POST', path: a.guestsImport, upload: true },
  { method: 'GET', path: r.guestsImportJob, resource: 'importJob' },
  { method: 'POST', path: a.guestsValidateCsv, upload: true },
  { method: 'POST', path: a.guestsBulkReplace, upload: true },

  { method: 'GET', path: a.invitados },
  { method: 'POST', path: a.invitados, body: invitadoCreateBodySchema },
  { method: 'PUT', path: r.invitado, body: invitadoUpdateBodySchema, resource: 'invitado' },
  { method: 'PATCH', path: r.invitado, body: invitadoPatchBodySchema, resource: 'invitado' },
  { method: 'POST', path: r.invitadoReset, resource: 'invitado' },
  { method: 'DELETE', path: r.invitado, resource: 'invitado' },
  { method: 'GET', path: a.invitadosExport, query: z.object({ format: z.enum(['csv', 'xlsx']).optional() }) },
  { method: 'POST', path: a.invitadosImport, upload: true },

  { method: 'GET', path: a.contacts },
  { method: 'PATCH', path: r.contact, body: contactUpdateBodySchema, resource: 'contact' },
  { method: 'DELETE', path: r.contact, resource: 'contact' },

  { method: 'GET', path: a.rsvps, query: adminRsvpListQuerySchema },
  { method: 'POST', path: r.rsvpMatch, body: adminRsvpMatchBodySchema, resource: 'rsvp' },
  { method: 'DELETE', path: r.rsvp, resource: 'rsvp' },
  { method: 'GET', path: a.reminders },
  // `:kind` is filled with phone-guest (the ids are phone guests')
  { method: 'POST', path: r.reminderSent, resource: 'invitado' },
  { method: 'GET', path: a.reminderTemplates },
  { method: 'PUT', path: a.reminderTemplates, body: reminderTemplatesBodySchema },
  { method: 'GET', path: a.detailsReminders },
  { method: 'GET', path: a.detailsReminderTemplate },
  { method: 'PUT', path: a.detailsReminderTemplate, body: detailsReminderTemplateBodySchema },

  { method: 'GET', path: a.siteBackup },
  { method: 'POST', path: a.siteRestore, upload: true },
];

export const endpointKey = ({ method, path }: { method: string; path: string }): string =>
  `${method} ${path}`;

export const ADMIN_ENDPOINTS: readonly AdminEndpoint[] = ROWS.map((row) => {
  const access = ADMIN_ROUTE_ACCESS[endpointKey(row) as AdminRouteKey] as AdminAccess | undefined;
  if (!access) throw new Error(`no row in ADMIN_ROUTE_ACCESS for ${endpointKey(row)}`);
  return { ...row, access };
});
