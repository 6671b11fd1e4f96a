import {
  API_PATHS,
  rsvpBodySchema,
  rsvpCheckQuerySchema,
  rsvpPartyBodySchema,
} from '@wedding/shared-contracts';
import { parseOr400 } from '@wedding/shared-contracts/server';
import { Router } from 'express';
import { perIpRateLimit } from '../../common/rate-limit';
import { saveRsvpParty } from './party';
import { checkRsvp, submitRsvp } from './service';

export const RSVP_RATE_LIMIT_MESSAGE =
  'Demasiadas solicitudes. Por favor, espera unos minutos e inténtalo de nuevo. / ' +
  'Too many requests. Please wait a few minutes and try again.';

export interface RsvpRouteOptions {
  rateLimit: { limit: number; windowMs: number };
}

/**
 * POST /api/rsvp → 201 {message, updated: false} for a new response, 200 {message, updated: true} when
 * it replaced an earlier one; GET /api/rsvp/check?email= → {exists, data} (never the party); PUT
 * /api/rsvp/party {email, party} → {message, data: {party}} (409 unless the e-mail's answer said yes).
 */
export function rsvpRouter({ rateLimit }: RsvpRouteOptions): Router {
  const router = Router();
  const limit = perIpRateLimit({ ...rateLimit, name: 'rsvp', message: RSVP_RATE_LIMIT_MESSAGE });

  router.get(API_PATHS.public.rsvpCheck, limit, async (req, res) => {
    const { email } = parseOr400(rsvpCheckQuerySchema, req.query);
    res.json(await checkRsvp(email));
  });

  router.post(API_PATHS.public.rsvp, limit, async (req, res) => {
    const body = parseOr400(rsvpBodySchema, req.body ?? {});
    const result = await submitRsvp(body);
    res.status(result.updated ? 200 : 201).json(result);
  });

  router.put(API_PATHS.public.rsvpParty, limit, async (req, res) => {
    const { email, party } = parseOr400(rsvpPartyBodySchema, req.body ?? {});
    res.json(await saveRsvpParty(email, party));
  });

  return router;
}
