// The session's calls (spec §7: /api/admin/auth/check, login, logout). Their 401s are answers, so they
// do not raise the global "Authentication Required" alarm.
import {
  API_PATHS,
  type AuthCheckResponse,
  type LoginBody,
  type LoginResponse,
  type SessionAdmin,
} from '@wedding/shared-contracts';
import { adminRequest } from './api-client';

const auth = API_PATHS.admin.auth;

/** The logged-in admin, or null: status 200 means authenticated; anything else, even an error, means not. */
export async function fetchSessionAdmin(): Promise<SessionAdmin | null> {
  try {
    const body = await adminRequest<AuthCheckResponse>(auth.check, { notifyUnauthorized: false });
    return body.authenticated && body.user ? body.user : null;
  } catch {
    return null;
  }
}

export function postLogin(credentials: LoginBody): Promise<LoginResponse> {
  return adminRequest<LoginResponse>(auth.login, {
    method: 'POST',
    body: credentials,
    notifyUnauthorized: false,
  });
}

export async function postLogout(): Promise<void> {
  await adminRequest(auth.logout, { method: 'POST', notifyUnauthorized: false });
}
