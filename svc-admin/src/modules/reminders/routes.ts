// /api/admin/reminders (issue 16): the WhatsApp reminders. Mount behind requireAdmin; each route's role
// comes from the permission table (requireRouteRole, ADMIN_ROUTE_ACCESS).
import {
  type ReminderListResponse,
  type ReminderSentResponse,
  reminderSentParamsSchema,
} from '@wedding/shared-contracts';
import { parseOr400 } from '@wedding/shared-contracts/server';
import { Router } from 'express';
import { requireRouteRole } from '../../common/auth';
import { list, markSent } from './service';

export function remindersRouter({ publicOrigin }: { publicOrigin: string }): Router {
  const router = Router();

  router.get('/', requireRouteRole, async (_req, res) => {
    const body: ReminderListResponse = { data: await list(publicOrigin) };
    res.json(body);
  });

  router.post('/:kind/:id/sent', requireRouteRole, async (req, res) => {
    const { kind, id } = parseOr400(reminderSentParamsSchema, req.params);
    const body: ReminderSentResponse = { data: await markSent(kind, id, publicOrigin) };
    res.json(body);
  });

  return router;
}
