// Abuse limits of the phone RSVP: the lookup turns a phone number into a guest's name, so calls are
// counted per client IP (someone trying many numbers) and per phone number whatever the IP (many
// machines trying one number). Hits are counted in the database (DatabaseRateLimitStore), so the limits
// hold across every svc-public instance: see PHONE_RATE_LIMIT_* in src/config.ts.

import { DatabaseRateLimitStore } from '@wedding/shared-contracts/server';
import type { Request, RequestHandler, Response } from 'express';
import rateLimit from 'express-rate-limit';
import { perIpRateLimit } from '../../common/rate-limit';

/** The 429 answer, in both languages (the page shows its own translated toast). */
export const PHONE_RATE_LIMIT_MESSAGE =
  'Demasiados intentos. Por favor, espera unos minutos e inténtalo de nuevo. / ' +
  'Too many attempts. Please wait a few minutes and try again.';

interface Limit {
  limit: number;
  windowMs: number;
}

export interface PhoneLimitOptions {
  /** false sets both limits aside (benchmarks only). */
  enabled: boolean;
  perIp: Limit;
  perNumber: Limit;
}

/** The number a request is about, as the lookup reads it; known once the request is validated. */
export type NumberOf = (res: Response) => string;

/**
 * Per-number: keyed on `numberOf`, the validated number read the way the lookup reads it (E.164, else
 * the trimmed text), so every spelling of a number ('809-555-1234', '+1 (809) 555 1234', padded with
 * spaces) counts as the same one. Goes after the request's validation.
 *
 * Only calls that find no guest (404) stay counted: each call takes a place and gives it back once it
 * found the guest (or was refused for another reason, this limit's own 429 aside, which took none). Counting every call let anyone who knows a guest's
 * number spend its allowance from a few addresses, and the guest's own lookup, confirm and decline were
 * refused for the rest of the window. Probing many numbers is bounded by the per-IP limit.
 */
function perNumberRateLimit({ limit, windowMs }: Limit, numberOf: NumberOf): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    identifier: 'phone-number',
    skipSuccessfulRequests: true,
    // a refusal (429) took no place: it gives none back
    requestWasSuccessful: (_req: Request, res: Response) => res.statusCode !== 404 && res.statusCode !== 429,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DatabaseRateLimitStore({ prefix: 'phone-number:' }),
    keyGenerator: (_req: Request, res: Response) => `phone:${numberOf(res)}`,
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({ error: PHONE_RATE_LIMIT_MESSAGE });
    },
  });
}

interface PhoneRateLimits {
  /** Before validation: every call counts against its IP, valid or not. */
  perIp: RequestHandler[];
  /** After the request's validation. */
  perNumber: RequestHandler[];
}

/** Both limits; or none at all when set aside. */
export function phoneRateLimits(
  { enabled, perIp, perNumber }: PhoneLimitOptions,
  numberOf: NumberOf,
): PhoneRateLimits {
  if (!enabled) return { perIp: [], perNumber: [] };
  return {
    perIp: [perIpRateLimit({ ...perIp, name: 'phone-ip', message: PHONE_RATE_LIMIT_MESSAGE })],
    perNumber: [perNumberRateLimit(perNumber, numberOf)],
  };
}
