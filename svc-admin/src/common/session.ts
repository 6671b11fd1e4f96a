// The session middleware of the admin routes: express-session with the connect-mongo store, passport,
// and the absolute session lifetime. Mounted only on the routes that need a session, so the health and
// setup-check routes never pay for a session lookup.
import { requireDatabaseConnected } from '@wedding/shared-contracts/server';
import type { RequestHandler } from 'express';
import session from 'express-session';
import mongoose from 'mongoose';
import type passport from 'passport';
import type { Logger } from 'pino';
import { AUTH_POLICY, SESSION_COOKIE_NAME, SESSION_COOKIE_PATH } from './auth-policy';
import { deviceCookieKey } from './device-cookie';
import { holdCookiesForAfterSession } from './session-cookie-order';
import { storedSessionSecret } from './session-secret';
import { createSessionStore } from './session-store';
import './express-augment';

export interface SessionMiddlewareOptions {
  /** SESSION_SECRET; when absent, the secret kept in the database is used. */
  secret?: string;
  logger: Logger;
}

/**
 * express-session, built on the first request once the database is connected (the store needs the
 * connection, and the generated secret lives in the database). Until then the request gets 503.
 *
 * Cookie: HttpOnly; SameSite=Strict (it is only ever needed by the admin pages' own fetches to
 * /api/admin, never on a navigation arriving from another site, so Strict costs nothing); Secure whenever
 * the request arrived over HTTPS (`secure: 'auto'` reads req.secure, which honours TRUST_PROXY); Path
 * /api/admin. `rolling` renews the 30-minute idle expiry on every answer.
 */
export function expressSessionMiddleware({ secret, logger }: SessionMiddlewareOptions): RequestHandler {
  interface Built {
    handler: RequestHandler;
    /** Signs device cookies (device-cookie.ts), derived from the same secret. */
    deviceKey: Buffer;
  }
  let built: Built | undefined;
  let pending: Promise<Built> | undefined;

  const build = async (): Promise<Built> => {
    const db = requireDatabaseConnected();
    const store = await createSessionStore(mongoose.connection.getClient(), db, logger);
    const signingSecret = secret ?? (await storedSessionSecret(logger));
    const handler = session({
      name: SESSION_COOKIE_NAME,
      secret: signingSecret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      unset: 'destroy',
      cookie: {
        path: SESSION_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: 'auto',
        maxAge: AUTH_POLICY.idleTimeoutMs,
      },
    });
    return { handler, deviceKey: deviceCookieKey(signingSecret) };
  };

  return (req, res, next) => {
    // cookies a route sets (the device cookie) go after the session cookie: see session-cookie-order.ts
    holdCookiesForAfterSession(res);
    // A failed session lookup (the database is away) leaves express-session without a session but with
    // the cookie's id, and `unset: 'destroy'` then deletes that session when the response ends: the 503
    // waited for the database a second time (twice the wait, seen in the database-fault browser test), and a
    // passing error could log the admin out. The id is forgotten instead.
    const afterSession = (error?: unknown) => {
      if (error) (req as { sessionID?: string }).sessionID = undefined;
      next(error);
    };
    const run = ({ handler, deviceKey }: Built) => {
      req.deviceCookieKey = deviceKey;
      handler(req, res, afterSession);
    };
    if (built) return run(built);
    pending ??= build().then(
      (result) => {
        built = result;
        return result;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    pending.then(run, next);
  };
}

/**
 * Ends a login session older than the absolute lifetime (12 h) before passport reads it: the stored
 * session is destroyed and the request continues without a user.
 */
export const endExpiredLogin: RequestHandler = (req, _res, next) => {
  const current = req.session;
  if (!current?.passport?.user) return next();
  const at = current.authenticatedAt;
  if (typeof at === 'number' && Date.now() - at <= AUTH_POLICY.absoluteTimeoutMs) return next();
  current.regenerate((error) => next(error));
};

/** Everything an admin route needs to know who is calling. */
export function adminSession(
  auth: passport.Authenticator,
  options: SessionMiddlewareOptions,
): RequestHandler[] {
  return [expressSessionMiddleware(options), endExpiredLogin, auth.initialize(), auth.session()];
}
