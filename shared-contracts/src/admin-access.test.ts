import { ADMIN_ACCESS_MESSAGES, ADMIN_ROUTE_ACCESS, adminRouteAccess, hasRole, mayUse } from './admin-access';
import { API_PATHS, API_ROUTES } from './api-paths';

const a = API_PATHS.admin;
const r = API_ROUTES.admin;

describe('the admin permission table', () => {
  it('names every admin path of API_PATHS / API_ROUTES, and nothing else', () => {
    const { auth, ...resources } = a;
    const paths = new Set<string>([...Object.values(auth), ...Object.values(resources), ...Object.values(r)]);
    const used = new Set(Object.keys(ADMIN_ROUTE_ACCESS).map((key) => key.split(' ')[1]));
    expect([...paths].filter((path) => !used.has(path))).toEqual([]);
    expect([...used].filter((path) => !paths.has(path ?? ''))).toEqual([]);
  });

  it('keeps user management for super admins (spec §6) and the mass operations for admins', () => {
    for (const [key, access] of Object.entries(ADMIN_ROUTE_ACCESS)) {
      if (key.includes(a.users)) expect([key, access]).toEqual([key, 'super_admin']);
    }
    for (const key of [
      `POST ${a.guestsBulkReplace}`,
      `POST ${a.guestsImport}`,
      `POST ${a.guestsValidateCsv}`,
      `DELETE ${r.guest}`,
      `DELETE ${r.contact}`,
    ] as const) {
      expect([key, ADMIN_ROUTE_ACCESS[key]]).toEqual([key, 'admin']);
    }
    expect(ADMIN_ACCESS_MESSAGES.super_admin).toBe('Super admin access required');
    expect(ADMIN_ACCESS_MESSAGES.admin).toBe('Admin access required');
  });

  it('ranks roles super_admin ⊇ admin ⊇ moderator', () => {
    expect(hasRole('super_admin', 'admin')).toBe(true);
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('moderator', 'admin')).toBe(false);
    expect(hasRole('admin', 'super_admin')).toBe(false);
  });

  it('answers what a role may use; nobody logged in may use only the public routes', () => {
    expect(mayUse('moderator', `PUT ${r.guest}`)).toBe(true);
    expect(mayUse('moderator', `POST ${a.guestsBulkReplace}`)).toBe(false);
    expect(mayUse('admin', `POST ${a.guestsBulkReplace}`)).toBe(true);
    expect(mayUse('admin', `GET ${a.users}`)).toBe(false);
    expect(mayUse('super_admin', `GET ${a.users}`)).toBe(true);
    expect(mayUse(null, `GET ${a.unifiedGuests}`)).toBe(false);
    expect(mayUse(null, `POST ${a.auth.login}`)).toBe(true);
  });

  it('looks a route up by method and pattern (HEAD as GET); unknown routes have no rule', () => {
    expect(adminRouteAccess('delete', r.contact)).toBe('admin');
    expect(adminRouteAccess('HEAD', a.guestsExport)).toBe('moderator');
    expect(adminRouteAccess('POST', '/api/admin/guests/purge')).toBeUndefined();
    expect(adminRouteAccess('GET', 'constructor')).toBeUndefined();
  });
});
