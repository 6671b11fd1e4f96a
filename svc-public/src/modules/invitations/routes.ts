import {
  API_ROUTES,
  invitationCodeParamsSchema,
  invitationPartyBodySchema,
  saveTheDateBodySchema,
} from '@wedding/shared-contracts';
import { parseOr400 } from '@wedding/shared-contracts/server';
import { Router } from 'express';
import { perIpRateLimit } from '../../common/rate-limit';
import { saveInvitationParty } from './party';
import { answerInvitation, getInvitation } from './service';

/** 429 answer: someone trying many codes (or reloading a great deal). */
export const INVITATION_RATE_LIMIT_MESSAGE =
  'Demasiadas solicitudes. Por favor, espera unos minutos e inténtalo de nuevo. / ' +
  'Too many requests. Please wait a few minutes and try again.';

export interface InvitationRouteOptions {
  rateLimit: { limit: number; windowMs: number };
}

/**
 * GET /api/invitations/:code → {data}; PUT /api/invitations/:code/save-the-date {response: yes|no,
 * guestCount?, message?, dietaryRestrictions?} → {data} (the page's one answer); PUT
 * /api/invitations/:code/party {party} → {message, data: {party}} (409 before the guest said yes). Both
 * writes also take `language` (es | en, optional): the site's, for a guest with no reminder language yet. An
 * unknown or malformed code: 404 / 400 {error: 'Invalid Invitation Code'}.
 */
export function invitationsRouter({ rateLimit }: InvitationRouteOptions): Router {
  const router = Router();
  const limit = perIpRateLimit({ ...rateLimit, name: 'invitation', message: INVITATION_RATE_LIMIT_MESSAGE });

  router.get(API_ROUTES.public.invitation, limit, async (req, res) => {
    const { code } = parseOr400(invitationCodeParamsSchema, req.params);
    res.json({ data: await getInvitation(code) });
  });

  router.put(API_ROUTES.public.invitationSaveTheDate, limit, async (req, res) => {
    const { code } = parseOr400(invitationCodeParamsSchema, req.params);
    const answer = parseOr400(saveTheDateBodySchema, req.body ?? {});
    res.json({ data: await answerInvitation(code, answer) });
  });

  router.put(API_ROUTES.public.invitationParty, limit, async (req, res) => {
    const { code } = parseOr400(invitationCodeParamsSchema, req.params);
    const { party, language } = parseOr400(invitationPartyBodySchema, req.body ?? {});
    res.json(await saveInvitationParty(code, party, language));
  });

  return router;
}
