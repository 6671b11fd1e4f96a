// GET /api/admin/database-analysis. Mount behind requireAdmin.
import { Router } from 'express';
import { analyse } from './service';

export function databaseAnalysisRouter(): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await analyse());
  });
  return router;
}
