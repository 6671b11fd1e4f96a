// GET /api/admin/database-analysis. Mount behind requireAdmin; admins only (requireRouteRole).
import { Router } from 'express';
import { requireRouteRole } from '../../common/auth';
import { analyse } from './service';

export function databaseAnalysisRouter(): Router {
  const router = Router();
  router.get('/', requireRouteRole, async (_req, res) => {
    res.json(await analyse());
  });
  return router;
}
