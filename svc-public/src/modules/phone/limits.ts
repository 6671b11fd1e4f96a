// Abuse limits of the phone RSVP: the lookup turns a phone number into a guest's name, so calls are
// counted per client IP (someone trying many numbers) and per phone number whatever the IP (many
// machines trying one number). Hits are counted in the database (DatabaseRateLimitStore), so the limits
// hold across every svc-public instance: see PHONE_RATE_LIMIT_* in src/config.ts.

import { phoneForLookup } from '@wedding/shared-contracts/phone';
import { DatabaseRateLimitStore, parseOr400 } from '@wedding/shared-contracts/server';
import type { Request, RequestHandler, Response } from 'express';
import rateLimit from 'express-rate-limit';
import type { z } from 'zod';
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

/** Where `validatedPhoneInput` keeps the validated request for the per-number limit and the handler. */
const INPUT = 'phoneInput';

/**
 * Validates `telefono` and the rest of the request (query for GET, JSON body otherwise) with `schema`
 * (400 on failure) and keeps the result with `telefono` read once, here, as every lookup reads a number
 * (`phoneForLookup`: E.164, else the trimmed text): the per-number limit, the service and the database
 * query all take this one value and never read it again.
 */
export function validatedPhoneInput(schema: z.ZodType<{ telefono: string }>): RequestHandler {
  return (req, res, next) => {
    const input = parseOr400(schema, req.method === 'GET' ? req.query : (req.body ?? {}));
    res.locals[INPUT] = { ...input, telefono: phoneForLookup(input.telefono) };
    next();
  };
}

/** The request as `validatedPhoneInput(schema)` validated it, its `telefono` read. */
export const phoneInputOf = <T extends { telefono: string }>(res: Response): T => res.locals[INPUT] as T;

/**
 * Per-number: keyed on the validated `telefono`, read the way the lookup reads it (E.164, else the
 * trimmed text), so every spelling of a number ('809-555-1234', '+1 (809) 555 1234', padded with spaces)
 * counts as the same one. Goes after `validatedPhoneInput`.
 *
 * Only calls that find no guest (404) stay counted: each call takes a place and gives it back once it
 * found the guest (or was refused for another reason, this limit's own 429 aside, which took none). Counting every call let anyone who knows a guest's
 * number spend its allowance from a few addresses, and the guest's own lookup, confirm and decline were
 * refused for the rest of the window. Probing many numbers is bounded by the per-IP limit.
 */
function perNumberRateLimit({ limit, windowMs }: Limit): RequestHandler {
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
    keyGenerator: (_req: Request, res: Response) => `phone:${phoneInputOf(res).telefono}`,
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({ error: PHONE_RATE_LIMIT_MESSAGE });
    },
  });
}

interface PhoneRateLimits {
  /** Before validation: every call counts against its IP, valid or not. */
  perIp: RequestHandler[];
  /** After `validatedPhoneInput`. */
  perNumber: RequestHandler[];
}

/** Both limits; or none at all when set aside. */
export function phoneRateLimits({ enabled, perIp, perNumber }: PhoneLimitOptions): PhoneRateLimits {
  if (!enabled) return { perIp: [], perNumber: [] };
  return {
    perIp: [perIpRateLimit({ ...perIp, name: 'phone-ip', message: PHONE_RATE_LIMIT_MESSAGE })],
    perNumber: [perNumberRateLimit(perNumber)],
  };
}
