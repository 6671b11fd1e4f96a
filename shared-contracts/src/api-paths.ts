// Every API path (spec §7 plus the decisions in ARCHITECTURE.md). `API_PATHS` are the concrete paths
// a client calls; `API_ROUTES` are the same paths as Express route patterns (`:id`, `:code`); the
// builder functions fill the parameters, URL-encoded. Browser-safe.

export const API_PREFIX = '/api';
export const ADMIN_API_PREFIX = '/api/admin';

export const API_PATHS = {
  admin: {
    auth: {
      check: '/api/admin/auth/check',
      login: '/api/admin/auth/login',
      logout: '/api/admin/auth/logout',
      setupCheck: '/api/admin/auth/setup/check',
      setup: '/api/admin/auth/setup',
    },
    unifiedGuests: '/api/admin/unified-guests',
    guests: '/api/admin/guests',
    guestsImport: '/api/admin/guests/import',
    guestsValidateCsv: '/api/admin/guests/validate-csv',
    guestsBulkReplace: '/api/admin/guests/bulk-replace',
    /** GET ?format=csv|xlsx: the guest list as a spreadsheet; ?format=caterer: the caterer summary (.xlsx). */
    guestsExport: '/api/admin/guests/export',
    users: '/api/admin/users',
    /** Counts for the admin users screen's cards (total, super admins, active, locked). */
    usersStats: '/api/admin/users/stats',
    /** Read-only counts per collection for /admin/database-analysis. */
    databaseAnalysis: '/api/admin/database-analysis',
    invitados: '/api/admin/invitados',
    /** POST a spreadsheet (.xlsx, .xls, .ods, .csv): adds phone guests and updates those a row's phone matches. */
    invitadosImport: '/api/admin/invitados/import',
    /** GET ?format=csv|xlsx: the phone guests as a spreadsheet (the import reads it back). */
    invitadosExport: '/api/admin/invitados/export',
    contacts: '/api/admin/contacts',
    /** The hosts' RSVP inbox: every e-mail answer, matched to a guest or not (GET ?unmatched=true). */
    rsvps: '/api/admin/rsvps',
    /** GET: every guest who has not answered and has a phone, with a WhatsApp reminder link. */
    reminders: '/api/admin/reminders',
    /** GET (any admin) / PUT (admins): the reminder messages, both languages, before and after the deadline. */
    reminderTemplates: '/api/admin/reminders/templates',
    /** GET: every confirmed guest with a phone whose party lacks names or meals, with a WhatsApp link. */
    detailsReminders: '/api/admin/reminders/details-missing',
    /** GET (any admin) / PUT (admins): the "confirmed, details missing" message, both languages. */
    detailsReminderTemplate: '/api/admin/reminders/details-missing/template',
    /** GET: the whole site's data as one JSON file (schemas/site-backup.ts); admins only. */
    siteBackup: '/api/admin/site-backup',
    /** POST the file of siteBackup: puts every collection it holds back exactly, all or nothing. */
    siteRestore: '/api/admin/site-backup/restore',
    health: '/api/admin/health',
    /** GET: this API described as OpenAPI 3.1. */
    openApi: '/api/admin/openapi.json',
  },
  public: {
    phoneCheck: '/api/phone/check',
    phoneConfirm: '/api/phone/confirm',
    phoneDecline: '/api/phone/decline',
    /** PUT: who is coming, by name, for a guest who confirmed. */
    phoneParty: '/api/phone/party',
    rsvp: '/api/rsvp',
    rsvpCheck: '/api/rsvp/check',
    /** PUT: who is coming, by name, for an e-mail answer that said yes. */
    rsvpParty: '/api/rsvp/party',
    contact: '/api/contact',
    invitations: '/api/invitations',
    health: '/api/health',
    /** GET: this API described as OpenAPI 3.1. */
    openApi: '/api/openapi.json',
  },
} as const;

/** Express route patterns for the parameterised paths. */
export const API_ROUTES = {
  admin: {
    unifiedGuest: '/api/admin/unified-guests/:id',
    guest: '/api/admin/guests/:id',
    user: '/api/admin/users/:id',
    invitado: '/api/admin/invitados/:id',
    /** POST: a confirmado phone guest back to pendiente (spec §4 reset). */
    invitadoReset: '/api/admin/invitados/:id/reset',
    contact: '/api/admin/contacts/:id',
    rsvp: '/api/admin/rsvps/:id',
    /** POST {unifiedGuestId}: an unmatched answer attached to a guest of the invitation list, and applied. */
    rsvpMatch: '/api/admin/rsvps/:id/match',
    /** POST: records that a host sent the guest its WhatsApp reminder (kind: phone-guest or guest). */
    reminderSent: '/api/admin/reminders/:kind/:id/sent',
    /** GET: an import started with ?async=1: its state and progress, its results when done. */
    guestsImportJob: '/api/admin/guests/import/jobs/:id',
  },
  public: {
    invitation: '/api/invitations/:code',
    invitationSaveTheDate: '/api/invitations/:code/save-the-date',
    /** PUT: who is coming, by name, for an invitation answered yes. */
    invitationParty: '/api/invitations/:code/party',
  },
} as const;

/** Query parameter names of the public lookups. */
export const API_QUERY = {
  phoneCheck: 'telefono',
  rsvpCheck: 'email',
} as const;

const seg = (value: string): string => encodeURIComponent(value);

export const unifiedGuestPath = (id: string): string => `${API_PATHS.admin.unifiedGuests}/${seg(id)}`;
export const adminGuestPath = (id: string): string => `${API_PATHS.admin.guests}/${seg(id)}`;
export const adminUserPath = (id: string): string => `${API_PATHS.admin.users}/${seg(id)}`;
export const adminInvitadoPath = (id: string): string => `${API_PATHS.admin.invitados}/${seg(id)}`;
export const adminInvitadoResetPath = (id: string): string => `${adminInvitadoPath(id)}/reset`;
export const adminContactPath = (id: string): string => `${API_PATHS.admin.contacts}/${seg(id)}`;
export const adminRsvpPath = (id: string): string => `${API_PATHS.admin.rsvps}/${seg(id)}`;
export const adminRsvpMatchPath = (id: string): string => `${adminRsvpPath(id)}/match`;
export const adminReminderSentPath = (kind: string, id: string): string =>
  `${API_PATHS.admin.reminders}/${seg(kind)}/${seg(id)}/sent`;
export const adminGuestsImportJobPath = (id: string): string =>
  `${API_PATHS.admin.guestsImport}/jobs/${seg(id)}`;
export const invitationPath = (code: string): string => `${API_PATHS.public.invitations}/${seg(code)}`;
export const invitationSaveTheDatePath = (code: string): string => `${invitationPath(code)}/save-the-date`;
export const invitationPartyPath = (code: string): string => `${invitationPath(code)}/party`;

/** GET /api/phone/check?telefono=… */
export const phoneCheckUrl = (telefono: string): string =>
  `${API_PATHS.public.phoneCheck}?${new URLSearchParams({ [API_QUERY.phoneCheck]: telefono })}`;

/** GET /api/rsvp/check?email=… */
export const rsvpCheckUrl = (email: string): string =>
  `${API_PATHS.public.rsvpCheck}?${new URLSearchParams({ [API_QUERY.rsvpCheck]: email })}`;

export interface AdminUsersQueryParams {
  page?: number;
  limit?: number;
  search?: string;
  role?: string;
  /** One of ADMIN_USERS_SORTS (oldest first when left out), and its direction. */
  sort?: string;
  order?: 'asc' | 'desc';
}

/** GET /api/admin/users?page=&limit=&search=&role=&sort=&order= (empty values left out). */
export function adminUsersUrl(params: AdminUsersQueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${API_PATHS.admin.users}?${qs}` : API_PATHS.admin.users;
}

/**
 * A page of the back office (mf-admin's routes, mounted by the shell at `/admin/*`): `/admin` and every
 * path under it, never `/administrator`. The gateway and the shell both decide by it.
 */
export const isAdminPath = (pathname: string): boolean =>
  pathname === '/admin' || pathname.startsWith('/admin/');
