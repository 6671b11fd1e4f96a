// /api/admin/contacts (spec §7). Mount behind requireAdmin; each route's role comes from the permission
// table (requireRouteRole, ADMIN_ROUTE_ACCESS): deleting needs an admin.
import {
  type ContactListResponse,
  type ContactResponse,
  contactUpdateBodySchema,
  idParamsSchema,
  type MessageResponse,
} from '@wedding/shared-contracts';
import { parseOr400 } from '@wedding/shared-contracts/server';
import { Router } from 'express';
import { requireRouteRole } from '../../common/auth';
import { CONTACT_SERVER_MESSAGES, list, remove, update } from './service';

export function contactsRouter(): Router {
  const router = Router();

  router.get('/', requireRouteRole, async (_req, res) => {
    const body: ContactListResponse = { data: await list() };
    res.json(body);
  });

  router.patch('/:id', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    const contact = await update(id, parseOr400(contactUpdateBodySchema, req.body ?? {}));
    const body: ContactResponse = { message: CONTACT_SERVER_MESSAGES.updated, data: contact };
    res.json(body);
  });

  /** One contact; the bulk delete of the screen sends one of these per selected id, in parallel. */
  router.delete('/:id', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    await remove(id);
    const body: MessageResponse = { message: CONTACT_SERVER_MESSAGES.deleted };
    res.json(body);
  });

  return router;
}
