// /api/admin/unified-guests and /api/admin/guests (spec §7). Mount behind requireAdmin; each route's
// role comes from the permission table (requireRouteRole, ADMIN_ROUTE_ACCESS).
import {
  GUEST_LANGUAGES,
  idParamsSchema,
  type UnifiedGuestListResponse,
  type UnifiedGuestResponse,
} from '@wedding/shared-contracts';
import { parseOr400 } from '@wedding/shared-contracts/server';
import { type Request, Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { requireRouteRole } from '../../common/auth';
import '../../common/express-augment';
import { recoverNowAndThen } from '../guest-import/bulk-replace/replace-recovery';
import { sendCatererSummary } from './caterer-summary';
import { sendCsvExport, sendXlsxExport } from './export';
import {
  type Actor,
  create,
  createBodySchema,
  GUEST_SERVICE_MESSAGES,
  type GuestServiceOptions,
  get,
  list,
  remove,
  update,
  updateBodySchema,
} from './service';

const actorOf = (req: Request): Actor => ({ adminId: req.user?.id });

/**
 * GET / (every guest) and GET /:id (one, for the edit form). A list read first makes sure no bulk replace
 * was left half-way (see guest-import/bulk-replace/replace.ts; checked at most every few seconds).
 */
export function unifiedGuestsRouter({ logger }: { logger?: Logger } = {}): Router {
  const router = Router();
  router.get('/', requireRouteRole, async (_req, res) => {
    await recoverNowAndThen(logger);
    const body: UnifiedGuestListResponse = { data: await list() };
    res.json(body);
  });
  router.get('/:id', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    const body: UnifiedGuestResponse = { data: await get(id) };
    res.json(body);
  });
  return router;
}

/**
 * The guest list as CSV or .xlsx, or the caterer summary (.xlsx, no contact data: caterer-summary.ts);
 * `lang`: the admin's language, for the caterer summary's texts (English by default).
 */
export const guestExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx', 'caterer']).default('csv'),
  lang: z
    .enum(GUEST_LANGUAGES, { error: 'lang must be "es" or "en"' })
    .optional()
    .describe("The admin's language, for the caterer summary's texts (default en)"),
});

/** POST / (create), PUT /:id, DELETE /:id, GET /export?format=csv|xlsx|caterer. */
export function guestsRouter(options: GuestServiceOptions): Router {
  const router = Router();

  router.get('/export', requireRouteRole, async (req, res) => {
    const { format, lang } = parseOr400(guestExportQuerySchema, req.query);
    if (format === 'xlsx') await sendXlsxExport(res);
    else if (format === 'caterer') await sendCatererSummary(res, { lang });
    else await sendCsvExport(res);
  });

  router.post('/', requireRouteRole, async (req, res) => {
    const guest = await create(parseOr400(createBodySchema, req.body ?? {}), options);
    const body: UnifiedGuestResponse = { message: GUEST_SERVICE_MESSAGES.created, data: guest };
    res.status(201).json(body);
  });

  router.put('/:id', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    const guest = await update(id, parseOr400(updateBodySchema, req.body ?? {}), actorOf(req), options);
    const body: UnifiedGuestResponse = { message: GUEST_SERVICE_MESSAGES.updated, data: guest };
    res.json(body);
  });

  router.delete('/:id', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    const guest = await remove(id);
    const body: UnifiedGuestResponse = { message: GUEST_SERVICE_MESSAGES.deleted, data: guest };
    res.json(body);
  });

  return router;
}
