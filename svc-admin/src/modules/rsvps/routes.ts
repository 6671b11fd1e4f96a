// /api/admin/rsvps (the hosts' RSVP inbox). Mount behind requireAdmin; each route's role comes from the
// permission table (requireRouteRole, ADMIN_ROUTE_ACCESS): matching an answer to a guest is a
// single-record edit; discarding one needs an admin.
import {
  ADMIN_RSVP_MESSAGES,
  type AdminRsvpListResponse,
  type AdminRsvpMatchResponse,
  adminRsvpListQuerySchema,
  adminRsvpMatchBodySchema,
  idParamsSchema,
  type MessageResponse,
} from '@wedding/shared-contracts';
import { parseOr400 } from '@wedding/shared-contracts/server';
import { Router } from 'express';
import { requireRouteRole } from '../../common/auth';
import { list, match, remove } from './service';

export function rsvpsRouter(): Router {
  const router = Router();

  router.get('/', requireRouteRole, async (req, res) => {
    const { unmatched } = parseOr400(adminRsvpListQuerySchema, req.query);
    const body: AdminRsvpListResponse = { data: await list({ unmatched: unmatched === 'true' }) };
    res.json(body);
  });

  router.post('/:id/match', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    const { unifiedGuestId, raiseMaximum } = parseOr400(adminRsvpMatchBodySchema, req.body ?? {});
    const data = await match(id, unifiedGuestId, { adminId: req.user?.id }, { raiseMaximum });
    const body: AdminRsvpMatchResponse = { message: ADMIN_RSVP_MESSAGES.matched, data };
    res.json(body);
  });

  router.delete('/:id', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    await remove(id);
    const body: MessageResponse = { message: ADMIN_RSVP_MESSAGES.deleted };
    res.json(body);
  });

  return router;
}
