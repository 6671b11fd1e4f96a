// What svc-admin keeps on a request and in a session.
import type { SessionAdmin } from '@wedding/shared-contracts';
// passport's own augmentation (req.user, req.login …) for any program that includes this file
import type {} from 'passport';

declare global {
  namespace Express {
    // passport's req.user: the admin as loaded from the database on this request
    interface User extends SessionAdmin {}
    interface Request {
      /** The key device cookies are signed with (set by the session middleware, see session.ts). */
      deviceCookieKey?: Buffer;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    /** Date.now() of the login; the session ends AUTH_POLICY.absoluteTimeoutMs later. */
    authenticatedAt: number;
    passport: { user?: string };
  }
}
