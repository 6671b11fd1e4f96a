import { DatabaseRateLimitStore } from '@wedding/shared-contracts/server';
import rateLimit from 'express-rate-limit';

export interface RateLimitOptions {
  /** Names this limiter's counters in the database (one name per limiter, e.g. 'contact'). */
  name: string;
  /** Requests accepted per client IP within the window. */
  limit: number;
  windowMs: number;
  /** The `{ error }` answered with 429 once the limit is reached. */
  message: string;
}

/**
 * Per-IP rate limit (the IP as Express sees it, so `trust proxy` must name the gateway hop). Hits are
 * counted in the database (DatabaseRateLimitStore), so the limit holds however many instances run.
 * Refused requests get 429 with the one error format and the standard RateLimit headers; while the
 * database is away, the outage's 503.
 */
export function perIpRateLimit({ name, limit, windowMs, message }: RateLimitOptions) {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DatabaseRateLimitStore({ prefix: `${name}:` }),
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({ error: message });
    },
  });
}
