// The admin API's whole-site backup and restore (openapi.ts).
import { API_PATHS, siteRestoreResponseSchema } from '@wedding/shared-contracts';
import type { ApiPaths } from '@wedding/shared-contracts/server';
import { z } from 'zod';
import { ok, path } from './operation';

export function siteBackupPaths(): ApiPaths {
  const a = API_PATHS.admin;
  return {
    ...path(a.siteBackup, {
      get: {
        summary:
          'Every guest (both lists), e-mail answer, status change and contact message as one JSON file (MongoDB Extended JSON); no admin accounts or sessions',
        operationId: 'siteBackup',
        success: {
          200: {
            description: 'The file (an attachment)',
            content: { 'application/json': { schema: z.object({}).loose() } },
          },
        },
      },
    }),
    ...path(a.siteRestore, {
      post: {
        summary:
          'Replace every collection the backup holds with its documents, exactly (same ids, fields and dates); a damaged or changed file restores nothing',
        operationId: 'siteRestore',
        upload: true,
        success: ok('Restored: the documents of each collection', siteRestoreResponseSchema),
        failures: [409, 413],
      },
    }),
  };
}
