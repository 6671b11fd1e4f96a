import {
  API_PATHS,
  type PhoneCheckQuery,
  type PhoneConfirmBody,
  type PhoneDeclineBody,
  phoneCheckQuerySchema,
  phoneConfirmBodySchema,
  phoneDeclineBodySchema,
} from '@wedding/shared-contracts';
import { ConcurrencyLimit, requireDatabaseConnected } from '@wedding/shared-contracts/server';
import { Router } from 'express';
import { type PhoneLimitOptions, phoneInputOf, phoneRateLimits, validatedPhoneInput } from './limits';
import { checkPhone, confirmPhone, declinePhone } from './service';

interface PhoneRouteOptions {
  rateLimit: PhoneLimitOptions;
  /** Answers (confirm, decline) written at once; see shared-contracts' concurrency-limit.ts. */
  answerConcurrency: number;
}

/**
 * GET /api/phone/check?telefono= → {data: {nombreCompleto, estadoConfirmacion, maxPersonasPermitidas |
 * maxPeopleAllowed}}; POST /api/phone/confirm {telefono, confirmedPeople} → {message, data};
 * POST /api/phone/decline {telefono} → {message, data}. Failures: {error} with 400, 404, 429 or 503.
 */
export function phoneRouter({ rateLimit, answerConcurrency }: PhoneRouteOptions): Router {
  const router = Router();
  const { perIp, perNumber } = phoneRateLimits(rateLimit);
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
      const { telefono, confirmedPeople } = phoneInputOf<PhoneConfirmBody>(res);
      res.json(await confirmPhone(telefono, confirmedPeople, writes));
    },
  );

  router.post(
    API_PATHS.public.phoneDecline,
    ...perIp,
    validatedPhoneInput(phoneDeclineBodySchema),
    ...perNumber,
    async (_req, res) => {
      const { telefono } = phoneInputOf<PhoneDeclineBody>(res);
      res.json(await declinePhone(telefono, writes));
    },
  );

  return router;
}
