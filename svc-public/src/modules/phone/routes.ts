import {
  API_PATHS,
  phoneCheckQuerySchema,
  phoneConfirmBodySchema,
  phoneDeclineBodySchema,
} from '@wedding/shared-contracts';
import { parseOr400, requireDatabaseConnected } from '@wedding/shared-contracts/server';
import { Router } from 'express';
import { ConcurrencyLimit } from './concurrency-limit';
import { type PhoneLimitOptions, phoneRateLimits } from './limits';
import { checkPhone, confirmPhone, declinePhone } from './service';

export interface PhoneRouteOptions {
  rateLimit: PhoneLimitOptions;
  /** Answers (confirm, decline) written at once; see concurrency-limit.ts. */
  answerConcurrency: number;
}

/**
 * GET /api/phone/check?telefono= → {data: {nombreCompleto, estadoConfirmacion, maxPersonasPermitidas |
 * maxPeopleAllowed}}; POST /api/phone/confirm {telefono, confirmedPeople} → {message, data};
 * POST /api/phone/decline {telefono} → {message, data}. Failures: {error} with 400, 404, 429 or 503.
 */
export function phoneRouter({ rateLimit, answerConcurrency }: PhoneRouteOptions): Router {
  const router = Router();
  const limits = phoneRateLimits(rateLimit);
  // an answer whose turn comes while the database is away fails at once (503) instead of waiting out a
  // second server selection after the one the answers before it waited: a confirm queued behind the
  // answers in flight when the engine died took 3.0 s (e2e/tests/reliability-database.e2e.test.ts)
  const writes = new ConcurrencyLimit(answerConcurrency, requireDatabaseConnected);

  router.get(API_PATHS.public.phoneCheck, ...limits, async (req, res) => {
    const { telefono } = parseOr400(phoneCheckQuerySchema, req.query);
    res.json({ data: await checkPhone(telefono) });
  });

  router.post(API_PATHS.public.phoneConfirm, ...limits, async (req, res) => {
    const { telefono, confirmedPeople } = parseOr400(phoneConfirmBodySchema, req.body ?? {});
    res.json(await confirmPhone(telefono, confirmedPeople, writes));
  });

  router.post(API_PATHS.public.phoneDecline, ...limits, async (req, res) => {
    const { telefono } = parseOr400(phoneDeclineBodySchema, req.body ?? {});
    res.json(await declinePhone(telefono, writes));
  });

  return router;
}
