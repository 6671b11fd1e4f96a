// Who may use each admin API route: THE permission table, read by svc-admin (which
// enforces it: 401 without a session, 403 {"error": …} below the minimum role) and by mf-admin (which
// does not offer what the logged-in role cannot do). Spec §6 fixes only the users routes (super admins,
// 'Super admin access required'); the other rows are this project's decision, docs/security.md "Admin roles".
// Browser-safe.
import { API_PATHS, API_ROUTES } from './api-paths';
import { ADMIN_ROLES, type AdminRole } from './constants';
import { USER_MESSAGES } from './schemas/users';

/** 'public': no session needed; a role: an active admin of that role or a more privileged one. */
export type AdminAccess = 'public' | AdminRole;

const a = API_PATHS.admin;
const r = API_ROUTES.admin;

/**
 * Every admin route (method + Express pattern) → the least role that may call it. Moderators read and
 * edit single records; whatever deletes records or writes many at once needs an admin; admin users are
 * for super admins only.
 */
export const ADMIN_ROUTE_ACCESS = {
  [`GET ${a.health}` as const]: 'public',
  [`GET ${a.auth.setupCheck}` as const]: 'public',
  // the API's description: what the admin front end's code already shows anyone
  [`GET ${a.openApi}` as const]: 'public',
  [`POST ${a.auth.setup}` as const]: 'public',
  [`POST ${a.auth.login}` as const]: 'public',
  [`POST ${a.auth.logout}` as const]: 'public',
  [`GET ${a.auth.check}` as const]: 'moderator',

  // spec §6: only super_admin may use admin user management
  [`GET ${a.users}` as const]: 'super_admin',
  [`GET ${a.usersStats}` as const]: 'super_admin',
  [`POST ${a.users}` as const]: 'super_admin',
  [`PUT ${r.user}` as const]: 'super_admin',
  [`DELETE ${r.user}` as const]: 'super_admin',

  // counts of every collection, admin accounts and live sessions included: an operator's view
  [`GET ${a.databaseAnalysis}` as const]: 'admin',

  [`GET ${a.unifiedGuests}` as const]: 'moderator',
  [`GET ${r.unifiedGuest}` as const]: 'moderator',
  [`POST ${a.guests}` as const]: 'moderator',
  [`PUT ${r.guest}` as const]: 'moderator',
  // irreversible; the screen's bulk delete is a series of these, so refusing it here refuses that too
  [`DELETE ${r.guest}` as const]: 'admin',
  // read-only, the same fields the guest list already gives a moderator (?format=caterer: fewer, no contacts)
  [`GET ${a.guestsExport}` as const]: 'moderator',
  // writes many guests at once (adds, and overwrites those with the same invitation code)
  [`POST ${a.guestsImport}` as const]: 'admin',
  // the progress and results of an import started with ?async=1 (it has the import's rule)
  [`GET ${r.guestsImportJob}` as const]: 'admin',
  // writes nothing, but it is the first step of the bulk replace and parses an uploaded file
  [`POST ${a.guestsValidateCsv}` as const]: 'admin',
  // deletes every guest and RSVP
  [`POST ${a.guestsBulkReplace}` as const]: 'admin',

  [`GET ${a.invitados}` as const]: 'moderator',
  [`POST ${a.invitados}` as const]: 'moderator',
  [`PUT ${r.invitado}` as const]: 'moderator',
  // the same edit, also correcting the name, number, category or maximum (a single-record edit)
  [`PATCH ${r.invitado}` as const]: 'moderator',
  // one guest back to pendiente (notes kept; the guest can answer again): a single-record edit
  [`POST ${r.invitadoReset}` as const]: 'moderator',
  // irreversible (its status changes go with it); the screen's bulk delete is a series of these
  [`DELETE ${r.invitado}` as const]: 'admin',
  // read-only, the fields the phone guest list already gives a moderator
  [`GET ${a.invitadosExport}` as const]: 'moderator',
  // writes many phone guests at once, as the guest list's import
  [`POST ${a.invitadosImport}` as const]: 'admin',

  [`GET ${a.contacts}` as const]: 'moderator',
  [`PATCH ${r.contact}` as const]: 'moderator',
  // irreversible; the bulk delete sends one of these per selected contact (spec §7)
  [`DELETE ${r.contact}` as const]: 'admin',

  // the e-mail answers, as the contact inbox: any admin reads them; discarding one is irreversible
  [`GET ${a.rsvps}` as const]: 'moderator',
  // the hosts' helpers remind guests: a read, and one timestamp on one guest
  [`GET ${a.reminders}` as const]: 'moderator',
  [`POST ${r.reminderSent}` as const]: 'moderator',
  // the reminder messages: a moderator reads them (and the preview); rewriting what every guest receives
  // is an admin's decision
  [`GET ${a.reminderTemplates}` as const]: 'moderator',
  [`PUT ${a.reminderTemplates}` as const]: 'admin',
  // the second kind, to the confirmed guests still missing names or meals: the same rule as the first's
  [`GET ${a.detailsReminders}` as const]: 'moderator',
  [`GET ${a.detailsReminderTemplate}` as const]: 'moderator',
  [`PUT ${a.detailsReminderTemplate}` as const]: 'admin',
  [`DELETE ${r.rsvp}` as const]: 'admin',
  // one answer applied to one guest: a single-record edit
  [`POST ${r.rsvpMatch}` as const]: 'moderator',

  // the whole site's data: every guest's contacts and answers at once; the restore replaces
  // every collection it holds
  [`GET ${a.siteBackup}` as const]: 'admin',
  [`POST ${a.siteRestore}` as const]: 'admin',
} as const satisfies Record<string, AdminAccess>;

/** "POST /api/admin/guests/bulk-replace": a row of ADMIN_ROUTE_ACCESS. */
export type AdminRouteKey = keyof typeof ADMIN_ROUTE_ACCESS;

/** The 403 message when a role is below the minimum (spec §6 for super_admin). */
export const ADMIN_ACCESS_MESSAGES: Record<AdminRole, string> = {
  super_admin: USER_MESSAGES.superAdminRequired,
  admin: 'Admin access required',
  moderator: 'Moderator access required',
};

/** True when `role` grants at least what `minimum` grants (super_admin ⊇ admin ⊇ moderator). */
export function hasRole(role: AdminRole, minimum: AdminRole): boolean {
  // ADMIN_ROLES is ordered from most to least privileged
  return ADMIN_ROLES.indexOf(role) <= ADMIN_ROLES.indexOf(minimum);
}

/** The table's rule for a route (`GET` also answers `HEAD`), or undefined when the table has no row. */
export function adminRouteAccess(method: string, pattern: string): AdminAccess | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const key = `${verb} ${pattern}`;
  return Object.hasOwn(ADMIN_ROUTE_ACCESS, key) ? ADMIN_ROUTE_ACCESS[key as AdminRouteKey] : undefined;
}

/** Whether an admin of `role` (null: nobody logged in) may call the route `key`. */
export function mayUse(role: AdminRole | null | undefined, key: AdminRouteKey): boolean {
  const access: AdminAccess = ADMIN_ROUTE_ACCESS[key];
  if (access === 'public') return true;
  return role != null && hasRole(role, access);
}
