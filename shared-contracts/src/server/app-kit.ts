import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { headersSetBy, setClientErrorHeaders } from './client-error';
import { trustProxyValue } from './config';
import { isConnectionUp, pingDatabase } from './db';
import { badRequest, errorHandler, NUL_CHARACTER_MESSAGE, notFoundHandler } from './errors';
import { requestLogger, warnWhenUnanswered } from './logger';
import { methodNotAllowed } from './routes';

export interface BaseAppOptions {
  logger: Logger;
  /** TRUST_PROXY: the proxy (the gateway) whose X-Forwarded-For and X-Forwarded-Proto are believed. */
  trustProxy: string;
  /** JSON body size limit, e.g. '32kb'. */
  jsonLimit?: string;
}

/** Express app with the security and logging baseline every service shares. */
export function createBaseApp({ logger, trustProxy, jsonLimit = '32kb' }: BaseAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxyValue(trustProxy));
  app.set('query parser', 'simple');
  // One case for paths: the app's own routes and mounts as spelled. The routers the modules make keep
  // Express's any-case default; methodNotAllowed's beforeRoutes answers 404 to a path they would take
  // only in another spelling, before anything reads the path.
  app.set('case sensitive routing', true);
  app.use(requestLogger(logger));
  app.use(warnWhenUnanswered(undefined, () => ({ database: isConnectionUp() ? 'up' : 'down' })));
  const security = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // agrees with frame-ancestors 'none' for browsers that only know the older header
    xFrameOptions: { action: 'deny' },
  });
  app.use(security);
  // what node's parser refuses (lifecycle's serve: answerClientErrors) carries them too
  setClientErrorHeaders(app, { ...headersSetBy(security), 'cache-control': 'no-store' });
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // gzip for answers over 1 kB: the whole guest list of a big wedding is megabytes of JSON
  app.use(compression({ threshold: 1024 }));
  app.use(express.json({ limit: jsonLimit, strict: true }));
  app.use(refuseNulCharacters);
  app.use(methodNotAllowed(app).beforeRoutes);
  return app;
}

/**
 * 400 for a NUL character anywhere in the URL (path or query, before any route reads it). No field of the
 * product can hold one, and PostgreSQL (FerretDB's backend) cannot store it: it would otherwise be a 500
 * deep in a write. A body's fields are checked where they are read, by parseOr400 (errors.ts): a NUL in a
 * key the route ignores changes nothing, as the API's OpenAPI documents say.
 */
export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  if (/%00/i.test(req.originalUrl)) next(badRequest(NUL_CHARACTER_MESSAGE));
  else next();
};

/** `GET path` → 200 {status:'ok', db:'up'} or, within 2 s, 503 {status:'unavailable', db:'down'}. */
export function healthHandler(): RequestHandler {
  return async (_req, res) => {
    const up = await pingDatabase(1500);
    res.status(up ? 200 : 503).json(up ? { status: 'ok', db: 'up' } : { status: 'unavailable', db: 'down' });
  };
}

/** Adds the 405 of a path's other methods, the JSON 404 and the last-resort error handler; call after the routes. */
export function finishApp(app: Express): Express {
  app.use(methodNotAllowed(app).afterRoutes);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
