import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** Query keys whose values never reach the logs (phone numbers, e-mail addresses). */
const SENSITIVE_QUERY_KEYS = /^(telefono|phone|email|code|password)$/i;

/**
 * Path segments that are secrets: an invitation code opens that guest's invitation. In any case, and
 * with the prefix read percent-decoded: a path spelled otherwise is refused (404), but its line is
 * still logged, and the code in it is still the guest's.
 */
const SECRET_PATH = /^(\/api\/invitations\/)[^/?]+/i;

function redactSecretPath(url: string): string {
  if (SECRET_PATH.test(url)) return url.replace(SECRET_PATH, '$1[redacted]');
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return url;
  }
  return SECRET_PATH.test(decoded)
    ? `${decoded.replace(SECRET_PATH, '$1[redacted]')}${url.slice(path.length)}`
    : url;
}

export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  url = redactSecretPath(url);
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    const base = key.replace(/\[.*$/, '');
    if (SENSITIVE_QUERY_KEYS.test(base)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    base: { service },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  });
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    serializers: {
      req(req: { id: unknown; method: string; url: string }) {
        return { id: req.id, method: req.method, url: redactUrl(req.url) };
      },
      res(res: { statusCode: number }) {
        return { statusCode: res.statusCode };
      },
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      return 'info';
    },
  });
}

/** How long a request may go unanswered before the log says so (the gateway gives up at 30 s). */
export const UNANSWERED_WARNING_MS = 5000;

/**
 * Warns once when a request is still unanswered after `afterMs`, with what `context` says then (the
 * database's state): a call that hangs shows in the logs while it hangs, not only when it ends, or never
 * when the caller gave up first.
 */
export function warnWhenUnanswered(
  afterMs = UNANSWERED_WARNING_MS,
  context: () => Record<string, unknown> = () => ({}),
): RequestHandler {
  return (req, res, next) => {
    const started = Date.now();
    const timer = setTimeout(() => {
      // the timer runs by the event loop's clock, which may be a millisecond behind the one read at the
      // start: the request has waited at least `afterMs` when it fires
      const waitingMs = Math.max(afterMs, Date.now() - started);
      req.log.warn({ waitingMs, ...context() }, 'request still unanswered');
    }, afterMs);
    timer.unref();
    res.once('close', () => clearTimeout(timer));
    next();
  };
}
