import rateLimit from 'express-rate-limit';

export interface RateLimitOptions {
  /** Requests accepted per client IP within the window. */
  limit: number;
  windowMs: number;
  /** The `{ error }` answered with 429 once the limit is reached. */
  message: string;
}

/**
 * Per-IP rate limit (the IP as Express sees it, so `trust proxy` must name the gateway hop).
 * Refused requests get 429 with the one error format and the standard RateLimit headers.
 */
export function perIpRateLimit({ limit, windowMs, message }: RateLimitOptions) {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({ error: message });
    },
  });
}
