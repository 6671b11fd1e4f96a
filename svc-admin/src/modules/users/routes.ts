// /api/admin/users (spec §7). Mount behind requireRole('super_admin'); every route also states its role
// from the permission table (requireRouteRole, ADMIN_ROUTE_ACCESS: super admins).
import {
  type AdminUserResponse,
  adminUserCreateBodySchema,
  adminUsersListQuerySchema,
  adminUserUpdateBodySchema,
  idParamsSchema,
  USER_MESSAGES,
} from '@wedding/shared-contracts';
import { parseOr400 } from '@wedding/shared-contracts/server';
import { type Request, Router } from 'express';
import { requireRouteRole } from '../../common/auth';
import '../../common/express-augment';
import { type Actor, create, deactivate, list, stats, update } from './service';

const actorOf = (req: Request): Actor => ({ id: req.user?.id ?? '', sessionId: req.sessionID });

export function usersRouter(): Router {
  const router = Router();

  router.get('/', requireRouteRole, async (req, res) => {
    res.json(await list(parseOr400(adminUsersListQuerySchema, req.query)));
  });

  router.get('/stats', requireRouteRole, async (_req, res) => {
    res.json(await stats());
  });

  router.post('/', requireRouteRole, async (req, res) => {
    const user = await create(parseOr400(adminUserCreateBodySchema, req.body ?? {}));
    const body: AdminUserResponse = { message: USER_MESSAGES.created, data: user };
    res.status(201).json(body);
  });

  router.put('/:id', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    const user = await update(actorOf(req), id, parseOr400(adminUserUpdateBodySchema, req.body ?? {}));
    const body: AdminUserResponse = { message: USER_MESSAGES.updated, data: user };
    res.json(body);
  });

  router.delete('/:id', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    const user = await deactivate(actorOf(req), id);
    const body: AdminUserResponse = { message: USER_MESSAGES.deactivated, data: user };
    res.json(body);
  });

  return router;
}
