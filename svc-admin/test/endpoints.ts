// Every svc-admin endpoint, built from API_PATHS / API_ROUTES with the shared zod schema each one reads.
// The fuzz test and the access matrix compare their tables with the routes the app really registers, so
// an endpoint added without a row here fails those tests (not a test file itself).
import {
  API_PATHS,
  API_ROUTES,
  adminUserCreateBodySchema,
  adminUsersListQuerySchema,
  adminUserUpdateBodySchema,
  contactUpdateBodySchema,
  FIELD_MAX,
  guestCreateBodySchema,
  guestUpdateBodySchema,
  INVITATION_CODE_PATTERN,
  invitadoCreateBodySchema,
  invitadoUpdateBodySchema,
  loginBodySchema,
  setupBodySchema,
} from '@wedding/shared-contracts';
import { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call it: anyone, any active admin, or super admins only. */
export type Access = 'public' | 'admin' | 'super_admin';
/** The collection an `:id` points into. */
export type Resource = 'user' | 'guest' | 'invitado' | 'contact';

export interface AdminEndpoint {
  method: Method;
  /** Express pattern, from API_PATHS / API_ROUTES. */
  path: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Reads one uploaded file (multipart). */
  upload?: boolean;
  resource?: Resource;
}

/** The guest calls also take an optional invitation code (svc-admin's extension of the shared schemas). */
const invitationCode = z.string().max(FIELD_MAX.invitationCode).regex(INVITATION_CODE_PATTERN).optional();
const exportQuery = z.object({ format: z.enum(['csv', 'xlsx']).optional() });

const a = API_PATHS.admin;
const r = API_ROUTES.admin;

export const ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  { method: 'GET', path: a.health, access: 'public' },
  { method: 'GET', path: a.auth.setupCheck, access: 'public' },
  { method: 'POST', path: a.auth.setup, access: 'public', body: setupBodySchema },
  { method: 'POST', path: a.auth.login, access: 'public', body: loginBodySchema },
  { method: 'POST', path: a.auth.logout, access: 'public' },
  { method: 'GET', path: a.auth.check, access: 'admin' },

  { method: 'GET', path: a.users, access: 'super_admin', query: adminUsersListQuerySchema },
  { method: 'GET', path: a.usersStats, access: 'super_admin' },
  { method: 'POST', path: a.users, access: 'super_admin', body: adminUserCreateBodySchema },
  { method: 'PUT', path: r.user, access: 'super_admin', body: adminUserUpdateBodySchema, resource: 'user' },
  { method: 'DELETE', path: r.user, access: 'super_admin', resource: 'user' },

  { method: 'GET', path: a.databaseAnalysis, access: 'admin' },

  { method: 'GET', path: a.unifiedGuests, access: 'admin' },
  { method: 'GET', path: r.unifiedGuest, access: 'admin', resource: 'guest' },
  { method: 'POST', path: a.guests, access: 'admin', body: guestCreateBodySchema.extend({ invitationCode }) },
  {
    method: 'PUT',
    path: r.guest,
    access: 'admin',
    body: guestUpdateBodySchema.extend({ invitationCode }),
    resource: 'guest',
  },
  { method: 'DELETE', path: r.guest, access: 'admin', resource: 'guest' },
  { method: 'GET', path: a.guestsExport, access: 'admin', query: exportQuery },
  { method: 'POST', path: a.guestsImport, access: 'admin', upload: true },
  { method: 'POST', path: a.guestsValidateCsv, access: 'admin', upload: true },
  { method: 'POST', path: a.guestsBulkReplace, access: 'admin', upload: true },

  { method: 'GET', path: a.invitados, access: 'admin' },
  { method: 'POST', path: a.invitados, access: 'admin', body: invitadoCreateBodySchema },
  { method: 'PUT', path: r.invitado, access: 'admin', body: invitadoUpdateBodySchema, resource: 'invitado' },
  { method: 'POST', path: r.invitadoReset, access: 'admin', resource: 'invitado' },

  { method: 'GET', path: a.contacts, access: 'admin' },
  { method: 'PATCH', path: r.contact, access: 'admin', body: contactUpdateBodySchema, resource: 'contact' },
  { method: 'DELETE', path: r.contact, access: 'admin', resource: 'contact' },
];

export const endpointKey = ({ method, path }: { method: string; path: string }): string =>
  `${method} ${path}`;
