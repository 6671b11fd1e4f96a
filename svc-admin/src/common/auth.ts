// Route guards. Mount after adminSession(): req.user is the admin loaded from the database on this
// request, so a deactivation or a role change counts from the very next request.
import {
  ADMIN_ACCESS_MESSAGES,
  ADMIN_AUTH_SERVER_MESSAGES,
  type AdminRole,
  adminRouteAccess,
  hasRole,
} from '@wedding/shared-contracts';
import { forbidden, unauthorized } from '@wedding/shared-contracts/server';
import type { Request, RequestHandler } from 'express';
import './express-augment';

export { hasRole };

/** 401 unless an active admin is logged in. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized(ADMIN_AUTH_SERVER_MESSAGES.authenticationRequired));
  next();
};

/**
 * 401 for anonymous callers; 403 unless the admin's role is `minimum` or a more privileged one.
 * `requireRole('super_admin')` answers 403 {"error": "Super admin access required"}, `requireRole('admin')`
 * 403 {"error": "Admin access required"}.
 */
export function requireRole(minimum: AdminRole): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(unauthorized(ADMIN_AUTH_SERVER_MESSAGES.authenticationRequired));
    if (!hasRole(req.user.adminRole, minimum)) return next(forbidden(ADMIN_ACCESS_MESSAGES[minimum]));
    next();
  };
}

const guards = new Map<AdminRole, RequestHandler>(
  (['super_admin', 'admin', 'moderator'] as const).map((role) => [role, requireRole(role)]),
);

/** The matched route as the permission table names it: "POST /api/admin/guests/bulk-replace". */
export function matchedRoute(req: Request): { method: string; pattern: string } {
  const routePath = typeof req.route?.path === 'string' ? req.route.path : '';
  const pattern = routePath === '/' ? req.baseUrl || '/' : `${req.baseUrl}${routePath}`;
  return { method: req.method, pattern };
}

/**
 * The permission table (ADMIN_ROUTE_ACCESS, shared with mf-admin) applied to the route this request
 * matched: put it first on every route of a guarded router. 401 without a session; 403 {"error": …} below
 * the route's minimum role. A route without a row in the table is refused (500), never left open.
 */
export const requireRouteRole: RequestHandler = (req, res, next) => {
  const { method, pattern } = matchedRoute(req);
  const access = adminRouteAccess(method, pattern);
  // a programming error, logged; the caller gets the plain 500
  if (access === undefined) return next(new Error(`No access rule for ${method} ${pattern}`));
  if (access === 'public') return next();
  guards.get(access)!(req, res, next);
};
