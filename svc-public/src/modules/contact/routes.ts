import { API_PATHS, contactSubmitBodySchema } from '@wedding/shared-contracts';
import { parseOr400 } from '@wedding/shared-contracts/server';
import { Router } from 'express';
import { perIpRateLimit } from '../../common/rate-limit';
import { CONTACT_RECEIVED_MESSAGE, submitContact } from './service';

/** Answer to a client over the limit: guests may read either language. */
export const CONTACT_RATE_LIMIT_MESSAGE =
  'Has enviado demasiados mensajes. Por favor, espera unos minutos e inténtalo de nuevo. / ' +
  'You have sent too many messages. Please wait a few minutes and try again.';

export interface ContactRouteOptions {
  rateLimit: { limit: number; windowMs: number };
}

/** POST /api/contact {name, email, subject, message, website} → 201 {message}. */
export function contactRouter({ rateLimit }: ContactRouteOptions): Router {
  const router = Router();
  router.post(
    API_PATHS.public.contact,
    perIpRateLimit({ ...rateLimit, name: 'contact', message: CONTACT_RATE_LIMIT_MESSAGE }),
    async (req, res) => {
      const body = parseOr400(contactSubmitBodySchema, req.body ?? {});
      await submitContact(body);
      res.status(201).json({ message: CONTACT_RECEIVED_MESSAGE });
    },
  );
  return router;
}
