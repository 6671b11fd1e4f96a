// What the logged-in admin may do, from the permission table svc-admin enforces (ADMIN_ROUTE_ACCESS in
// shared-contracts): the screens leave out the controls of calls the role would be refused (403).
import { type AdminRouteKey, mayUse } from '@wedding/shared-contracts';
import { useAdminSession } from './admin-session';

/**
 * Whether the logged-in admin's role may call `route`, e.g. `POST /api/admin/guests/bulk-replace`. False
 * while the session is unknown or nobody is logged in: a control is offered only once it is known to work.
 */
export function useMayUse(route: AdminRouteKey): boolean {
  const { admin } = useAdminSession();
  return mayUse(admin?.adminRole ?? null, route);
}
