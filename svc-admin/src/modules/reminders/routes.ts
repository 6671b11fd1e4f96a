// /api/admin/reminders: the WhatsApp reminders, and their messages. Mount behind requireAdmin; each route's
// role comes from the permission table (requireRouteRole, ADMIN_ROUTE_ACCESS):
// any admin reads the messages, only admins rewrite them. Two kinds: to the guests who have not answered
// (service.ts), and to the confirmed ones whose party lacks names or meals (details-missing.ts).
import {
  type DetailsReminderListResponse,
  type DetailsReminderTemplateResponse,
  detailsReminderTemplateBodySchema,
  type ReminderListResponse,
  type ReminderSentResponse,
  type ReminderTemplatesResponse,
  reminderSentParamsSchema,
  reminderTemplatesBodySchema,
} from '@wedding/shared-contracts';
import { parseOr400 } from '@wedding/shared-contracts/server';
import { Router } from 'express';
import { requireRouteRole } from '../../common/auth';
import { listDetailsMissing, readDetailsTemplate, saveDetailsTemplate } from './details-missing';
import { list, markSent } from './service';
import { readTemplates, saveTemplates } from './templates';

export function remindersRouter({ publicOrigin }: { publicOrigin: string }): Router {
  const router = Router();

  router.get('/', requireRouteRole, async (_req, res) => {
    const body: ReminderListResponse = await list(publicOrigin);
    res.json(body);
  });

  router.get('/templates', requireRouteRole, async (_req, res) => {
    const body: ReminderTemplatesResponse = { data: await readTemplates() };
    res.json(body);
  });

  router.put('/templates', requireRouteRole, async (req, res) => {
    const templates = parseOr400(reminderTemplatesBodySchema, req.body);
    const body: ReminderTemplatesResponse = { data: await saveTemplates(templates) };
    res.json(body);
  });

  router.get('/details-missing', requireRouteRole, async (_req, res) => {
    const body: DetailsReminderListResponse = await listDetailsMissing(publicOrigin);
    res.json(body);
  });

  router.get('/details-missing/template', requireRouteRole, async (_req, res) => {
    const body: DetailsReminderTemplateResponse = { data: await readDetailsTemplate() };
    res.json(body);
  });

  router.put('/details-missing/template', requireRouteRole, async (req, res) => {
    const template = parseOr400(detailsReminderTemplateBodySchema, req.body);
    const body: DetailsReminderTemplateResponse = { data: await saveDetailsTemplate(template) };
    res.json(body);
  });

  router.post('/:kind/:id/sent', requireRouteRole, async (req, res) => {
    const { kind, id } = parseOr400(reminderSentParamsSchema, req.params);
    const body: ReminderSentResponse = { data: await markSent(kind, id, publicOrigin) };
    res.json(body);
  });

  return router;
}
