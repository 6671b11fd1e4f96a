// /api/admin/invitados (spec §7) plus POST /api/admin/invitados/:id/reset. Mount behind requireAdmin;
// each route's role comes from the permission table (requireRouteRole, ADMIN_ROUTE_ACCESS).
import {
  type InvitadoListResponse,
  type InvitadoResponse,
  idParamsSchema,
  invitadoCreateBodySchema,
  invitadoUpdateBodySchema,
} from '@wedding/shared-contracts';
import { parseOr400 } from '@wedding/shared-contracts/server';
import { Router } from 'express';
import { requireRouteRole } from '../../common/auth';
import '../../common/express-augment';
import { create, INVITADO_SERVER_MESSAGES, list, reset, update } from './service';

export function invitadosRouter(): Router {
  const router = Router();

  router.get('/', requireRouteRole, async (_req, res) => {
    const body: InvitadoListResponse = { data: await list() };
    res.json(body);
  });

  router.post('/', requireRouteRole, async (req, res) => {
    const invitado = await create(parseOr400(invitadoCreateBodySchema, req.body ?? {}));
    const body: InvitadoResponse = { message: INVITADO_SERVER_MESSAGES.created, data: invitado };
    res.status(201).json(body);
  });

  router.put('/:id', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    // first against the default maximum (10); the service checks again with the guest's own
    const changes = parseOr400(invitadoUpdateBodySchema, req.body ?? {});
    const invitado = await update(req.user?.id, id, changes);
    const body: InvitadoResponse = { message: INVITADO_SERVER_MESSAGES.updated, data: invitado };
    res.json(body);
  });

  /** Reset (spec §4): only a confirmado guest; 409 otherwise. */
  router.post('/:id/reset', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    const invitado = await reset(req.user?.id, id);
    const body: InvitadoResponse = { message: INVITADO_SERVER_MESSAGES.reset, data: invitado };
    res.json(body);
  });

  return router;
}
