// Route guards. Mount after adminSession(): req.user is the admin loaded from the database on this
// request, so a deactivation or a role change counts from the very next request.
import {
  ADMIN_AUTH_SERVER_MESSAGES,
  ADMIN_ROLES,
  type AdminRole,
  USER_MESSAGES,
} from '@wedding/shared-contracts';
import { forbidden, unauthorized } from '@wedding/shared-contracts/server';
import type { RequestHandler } from 'express';
import './express-augment';

/** 401 unless an active admin is logged in. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized(ADMIN_AUTH_SERVER_MESSAGES.authenticationRequired));
  next();
};

const ROLE_MESSAGES: Record<AdminRole, string> = {
  super_admin: USER_MESSAGES.superAdminRequired,
  admin: 'Admin access required',
  moderator: 'Moderator access required',
};

/** ADMIN_ROLES is ordered from most to least privileged. */
const rank = (role: AdminRole): number => ADMIN_ROLES.indexOf(role);

/** True when `role` grants at least what `minimum` grants (super_admin ⊇ admin ⊇ moderator). */
export function hasRole(role: AdminRole, minimum: AdminRole): boolean {
  return rank(role) <= rank(minimum);
}

/**
 * 401 for anonymous callers; 403 unless the admin's role is `minimum` or a more privileged one.
 * `requireRole('super_admin')` answers 403 {"error": "Super admin access required"}.
 */
export function requireRole(minimum: AdminRole): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(unauthorized(ADMIN_AUTH_SERVER_MESSAGES.authenticationRequired));
    if (!hasRole(req.user.adminRole, minimum)) return next(forbidden(ROLE_MESSAGES[minimum]));
    next();
  };
}
