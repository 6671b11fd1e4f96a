// /api/admin/site-backup: the whole site's data as one file, and its restore. Mount behind requireAdmin; each
// route's role comes from the permission table (admins only).
import { API_PATHS } from '@wedding/shared-contracts';
import { Router } from 'express';
import type { Logger } from 'pino';
import { requireRouteRole } from '../../common/auth';
import { receiveFile, uploadedFile } from '../guest-import/file-parsing/upload';
import { siteBackup, siteRestore } from './service';

const RESTORE = API_PATHS.admin.siteRestore.slice(API_PATHS.admin.siteBackup.length);

/** The file name of a backup made at `now`: wedding_site_backup_2026-11-28.json. */
export const backupFileName = (now: Date) => `wedding_site_backup_${now.toISOString().slice(0, 10)}.json`;

export function siteBackupRouter(options: { logger?: Logger } = {}): Router {
  const router = Router();

  router.get('/', requireRouteRole, async (_req, res) => {
    const now = new Date();
    const text = await siteBackup(now);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${backupFileName(now)}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(text);
  });

  router.post(RESTORE, requireRouteRole, receiveFile, async (req, res) => {
    res.json(await siteRestore(uploadedFile(req).buffer, options.logger));
  });

  return router;
}
