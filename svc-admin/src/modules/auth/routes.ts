// /api/admin/auth/*: session check, login, logout, first-admin setup (spec §7).
import {
  ADMIN_AUTH_SERVER_MESSAGES,
  type AuthCheckResponse,
  type LoginResponse,
  loginBodySchema,
  type SessionAdmin,
  type SetupCheckResponse,
  setupBodySchema,
} from '@wedding/shared-contracts';
import {
  DatabaseRateLimitStore,
  HttpError,
  parseOr400,
  unauthorized,
} from '@wedding/shared-contracts/server';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import type passport from 'passport';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH } from '../../common/auth-policy';
import { issueDeviceCookie } from '../../common/device-cookie';
import '../../common/express-augment';
import { loginAdmission } from './admission';
import type { LoginInfo } from './passport';
import { setupFirstAdmin, usersExist } from './service';

/** GET /api/admin/auth/setup/check → {usersExist}. Needs no session. */
export const setupCheckHandler: RequestHandler = async (_req, res) => {
  const body: SetupCheckResponse = { usersExist: await usersExist() };
  res.json(body);
};

export interface LoginRateLimit {
  /** Failed attempts allowed per IP address within the window. */
  max: number;
  windowMinutes: number;
}

/**
 * Per-IP limit on failed logins, on top of the per-account lockout. Attempts are counted in the database
 * (DatabaseRateLimitStore), so the limit holds across every svc-admin instance; a successful login takes
 * its own attempt back.
 */
function loginRateLimiter({ max, windowMinutes }: LoginRateLimit): RequestHandler {
  return rateLimit({
    windowMs: windowMinutes * 60 * 1000,
    limit: max,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DatabaseRateLimitStore({ prefix: 'login:' }),
    handler: (_req, _res, next) => next(new HttpError(429, ADMIN_AUTH_SERVER_MESSAGES.tooManyLoginAttempts)),
  });
}

/**
 * Starts a new login session (new session id) for `admin`, and resolves once it is stored whole, its
 * login time included: only then may the answer (and its cookie) leave. passport stores the new session
 * before the login time is set; left to express-session, the rest is written as the answer ends, after
 * its headers are sent, and a client that uses the cookie at once was taken for an expired login (401). Every
 * route that starts a session goes through here (login, either lane, and the setup).
 */
function logIn(req: Request, admin: SessionAdmin): Promise<void> {
  return new Promise((resolve, reject) => {
    req.logIn(admin, (error?: unknown) => {
      if (error) return reject(error);
      req.session.authenticatedAt = Date.now();
      req.session.save((saveError?: unknown) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE_NAME, {
    path: SESSION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
  });
}

/** The routes under /api/admin/auth that need the session (mount after adminSession()). */
export function authRouter(auth: passport.Authenticator, rateLimitOptions: LoginRateLimit): Router {
  const router = Router();

  router.get('/check', (req, res, next) => {
    if (!req.user) return next(unauthorized(ADMIN_AUTH_SERVER_MESSAGES.authenticationRequired));
    const body: AuthCheckResponse = { authenticated: true, user: req.user };
    res.json(body);
  });

  // the queue first: past it a login is refused before it costs a rate-limit write or a password check
  router.post('/login', loginAdmission(), loginRateLimiter(rateLimitOptions), (req, res, next) => {
    // operator objects, arrays and oversized values end here with 400, before any lookup
    req.body = parseOr400(loginBodySchema, req.body ?? {});
    const callback = (error: unknown, admin: SessionAdmin | false, info?: LoginInfo) => {
      if (error) return next(error);
      if (!admin) return next(unauthorized(ADMIN_AUTH_SERVER_MESSAGES.invalidCredentials));
      logIn(req, admin).then(() => {
        // this browser is now a known device of the admin (device-cookie.ts)
        if (info?.device) issueDeviceCookie(req, res, info.device);
        const body: LoginResponse = { message: ADMIN_AUTH_SERVER_MESSAGES.loginSuccessful, user: admin };
        res.json(body);
      }, next);
    };
    auth.authenticate('local', { session: false }, callback)(req, res, next);
  });

  router.post('/logout', (req, res, next) => {
    const done = () => {
      clearSessionCookie(req, res);
      res.json({ message: ADMIN_AUTH_SERVER_MESSAGES.loggedOut });
    };
    if (!req.session) return done();
    req.session.destroy((error?: unknown) => (error ? next(error) : done()));
  });

  router.post('/setup', async (req, res) => {
    const { username, password } = parseOr400(setupBodySchema, req.body ?? {});
    const { admin, device } = await setupFirstAdmin(username, password);
    await logIn(req, admin);
    issueDeviceCookie(req, res, device);
    const body: LoginResponse = { message: ADMIN_AUTH_SERVER_MESSAGES.setupSuccessful, user: admin };
    res.status(201).json(body);
  });

  return router;
}
