// What svc-admin keeps on a request and in a session.
import type { SessionAdmin } from '@wedding/shared-contracts';

declare global {
  namespace Express {
    // passport's req.user: the admin as loaded from the database on this request
    interface User extends SessionAdmin {}
  }
}

declare module 'express-session' {
  interface SessionData {
    /** Date.now() of the login; the session ends AUTH_POLICY.absoluteTimeoutMs later. */
    authenticatedAt: number;
    passport: { user?: string };
  }
}
