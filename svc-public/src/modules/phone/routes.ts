import {
  API_PATHS,
  type PhoneCheckQuery,
  type PhoneConfirmBody,
  type PhoneDeclineBody,
  type PhonePartyBody,
  phoneCheckQuerySchema,
  phoneConfirmBodySchema,
  phoneDeclineBodySchema,
  phonePartyBodySchema,
} from '@wedding/shared-contracts';
import { phoneForLookup } from '@wedding/shared-contracts/phone';
import { ConcurrencyLimit, parseOr400, requireDatabaseConnected } from '@wedding/shared-contracts/server';
import { type RequestHandler, type Response, Router } from 'express';
import type { z } from 'zod';
import { type PhoneLimitOptions, phoneRateLimits } from './limits';
import { checkPhone, confirmPhone, declinePhone, savePhoneParty } from './service';

/** Where `validatedPhoneInput` keeps the validated request for the per-number limit and the handler. */
const INPUT = 'phoneInput';

/**
 * Validates `telefono` and the rest of the request (query for GET, JSON body otherwise) with `schema`
 * (400 on failure) and keeps the result with `telefono` read once, here, as every lookup reads a number
 * (`phoneForLookup`: E.164, else the trimmed text): the per-number limit, the service and the database
 * query all take this one value and never read it again.
 */
function validatedPhoneInput(schema: z.ZodType<{ telefono: string }>): RequestHandler {
  return (req, res, next) => {
    const input = parseOr400(schema, req.method === 'GET' ? req.query : (req.body ?? {}));
    res.locals[INPUT] = { ...input, telefono: phoneForLookup(input.telefono) };
    next();
  };
}

/** The request as `validatedPhoneInput(schema)` validated it, its `telefono` read. */
const phoneInputOf = <T extends { telefono: string }>(res: Response): T => res.locals[INPUT] as T;

interface PhoneRouteOptions {
  rateLimit: PhoneLimitOptions;
  /** Answers (confirm, decline) written at once; see shared-contracts' concurrency-limit.ts. */
  answerConcurrency: number;
}

/**
 * GET /api/phone/check?telefono= → {data: {nombreCompleto, estadoConfirmacion, maxPersonasPermitidas |
 * maxPeopleAllowed}}; POST /api/phone/confirm {telefono, confirmedPeople} → {message, data};
 * POST /api/phone/decline {telefono} → {message, data}; PUT /api/phone/party {telefono, party} → {message,
 * data: {party}} (409 before the guest confirmed). The three writes also take `language` (es | en, optional):
 * the site's, for a guest with no reminder language yet. Failures: {error} with 400, 404, 409, 429 or 503.
 */
export function phoneRouter({ rateLimit, answerConcurrency }: PhoneRouteOptions): Router {
  const router = Router();
  const { perIp, perNumber } = phoneRateLimits(rateLimit, (res) => phoneInputOf(res).telefono);
  // an answer whose turn comes while the database is away fails at once (503) instead of waiting out a
  // second server selection after the one the answers before it waited: a confirm queued behind the
  // answers in flight when the engine died took longer than the 2 s promised
  // (e2e/tests/reliability-database.e2e.test.ts)
  const writes = new ConcurrencyLimit(answerConcurrency, requireDatabaseConnected);

  // per IP first (every call counts, valid or not), then validation (400), then per number: the number
  // as validated and normalised, the one the lookup will use
  router.get(
    API_PATHS.public.phoneCheck,
    ...perIp,
    validatedPhoneInput(phoneCheckQuerySchema),
    ...perNumber,
    async (_req, res) => {
      const { telefono } = phoneInputOf<PhoneCheckQuery>(res);
      res.json({ data: await checkPhone(telefono) });
    },
  );

  router.post(
    API_PATHS.public.phoneConfirm,
    ...perIp,
    validatedPhoneInput(phoneConfirmBodySchema),
    ...perNumber,
    async (_req, res) => {
      const { telefono, confirmedPeople, language } = phoneInputOf<PhoneConfirmBody>(res);
      res.json(await confirmPhone(telefono, confirmedPeople, writes, language));
    },
  );

  router.post(
    API_PATHS.public.phoneDecline,
    ...perIp,
    validatedPhoneInput(phoneDeclineBodySchema),
    ...perNumber,
    async (_req, res) => {
      const { telefono, language } = phoneInputOf<PhoneDeclineBody>(res);
      res.json(await declinePhone(telefono, writes, language));
    },
  );

  router.put(
    API_PATHS.public.phoneParty,
    ...perIp,
    validatedPhoneInput(phonePartyBodySchema),
    ...perNumber,
    async (_req, res) => {
      const { telefono, party, language } = phoneInputOf<PhonePartyBody>(res);
      res.json(await savePhoneParty(telefono, party, writes, language));
    },
  );

  return router;
}
