// Abuse limits of the phone RSVP: the lookup turns a phone number into a guest's name, so calls are
// counted per client IP (someone trying many numbers) and per phone number whatever the IP (many
// machines trying one number). Counters are in memory: see PHONE_RATE_LIMIT_* in src/config.ts.
import type { Request, RequestHandler } from 'express';
import rateLimit from 'express-rate-limit';
import { perIpRateLimit } from '../../common/rate-limit';
import { phoneKey } from './service';

/** The 429 answer, in both languages (the page shows its own translated toast). */
export const PHONE_RATE_LIMIT_MESSAGE =
  'Demasiados intentos. Por favor, espera unos minutos e inténtalo de nuevo. / ' +
  'Too many attempts. Please wait a few minutes and try again.';

export interface Limit {
  limit: number;
  windowMs: number;
}

export interface PhoneLimitOptions {
  /** false sets both limits aside (benchmarks only). */
  enabled: boolean;
  perIp: Limit;
  perNumber: Limit;
}

/** `telefono` from the query (check) or the JSON body (confirm, decline), when it is a usable string. */
function telefonoOf(req: Request): string | undefined {
  const source = req.method === 'GET' ? req.query : (req.body as Record<string, unknown> | undefined);
  const value =
    source && typeof source === 'object' ? (source as Record<string, unknown>).telefono : undefined;
  return typeof value === 'string' && value.trim() !== '' && value.length <= 64 ? value : undefined;
}

/** Per-number: every spelling of a number ('809-555-1234', '+1 (809) 555 1234') counts as the same one. */
function perNumberRateLimit({ limit, windowMs }: Limit): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    identifier: 'phone-number',
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // requests without a usable number are refused by validation anyway; the per-IP limit counts them
    skip: (req) => telefonoOf(req) === undefined,
    keyGenerator: (req) => `phone:${phoneKey(telefonoOf(req) ?? '')}`,
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({ error: PHONE_RATE_LIMIT_MESSAGE });
    },
  });
}

/** Both limits, per-IP first; or nothing at all when set aside. */
export function phoneRateLimits({ enabled, perIp, perNumber }: PhoneLimitOptions): RequestHandler[] {
  if (!enabled) return [];
  return [perIpRateLimit({ ...perIp, message: PHONE_RATE_LIMIT_MESSAGE }), perNumberRateLimit(perNumber)];
}
