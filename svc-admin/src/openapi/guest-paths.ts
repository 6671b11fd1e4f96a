// The admin API's operations on the invitation list (openapi.ts): its guests, the export and the imports
// of spreadsheets.
import {
  API_PATHS,
  API_ROUTES,
  bulkReplaceResponseSchema,
  csvValidationResponseSchema,
  idParamsSchema,
  importDryRunSchema,
  importJobSchema,
  importJobStartSchema,
  importResponseSchema,
  unifiedGuestListResponseSchema,
  unifiedGuestResponseSchema,
} from '@wedding/shared-contracts';
import type { ApiPaths } from '@wedding/shared-contracts/server';
import { z } from 'zod';
import { importQuerySchema } from '../modules/guest-import/routes';
import { guestExportQuerySchema } from '../modules/guests/routes';
import { createBodySchema, updateBodySchema } from '../modules/guests/service';
import { created, ok, path, spreadsheet } from './operation';

/** The invitation list's operations: its guests, their export and their imports. */
export function guestPaths(): ApiPaths {
  const a = API_PATHS.admin;
  const r = API_ROUTES.admin;
  const id = idParamsSchema;
  return {
    ...path(a.unifiedGuests, {
      get: {
        summary: 'Every guest of the invitation list',
        operationId: 'listGuests',
        success: ok('The guests', unifiedGuestListResponseSchema),
      },
    }),
    ...path(r.unifiedGuest, {
      get: {
        summary: 'One guest (for the edit form)',
        operationId: 'getGuest',
        params: id,
        success: ok('The guest', unifiedGuestResponseSchema),
        failures: [404],
      },
    }),
    ...path(a.guests, {
      post: {
        summary: 'Add a guest',
        operationId: 'createGuest',
        body: createBodySchema,
        success: created('Added', unifiedGuestResponseSchema),
        failures: [409],
      },
    }),
    ...path(r.guest, {
      put: {
        summary: 'Edit a guest',
        operationId: 'updateGuest',
        params: id,
        body: updateBodySchema,
        bodyOptional: true,
        success: ok(
          'Saved. A guest also on the phone list has one party, kept on the phone record: an edit of `party` is saved there, and every answer gives that party',
          unifiedGuestResponseSchema,
        ),
        failures: [404, 409],
      },
      delete: {
        summary: 'Delete a guest',
        operationId: 'deleteGuest',
        params: id,
        success: ok('Deleted', unifiedGuestResponseSchema),
        failures: [404, 409],
      },
    }),
    ...path(a.guestsExport, {
      get: {
        summary: 'The guest list as CSV or .xlsx, or the caterer summary (.xlsx)',
        operationId: 'exportGuests',
        query: guestExportQuerySchema,
        success: spreadsheet('The file (an attachment)'),
        failures: [404],
      },
    }),
    ...path(a.guestsImport, {
      post: {
        summary: 'Import guests from a spreadsheet (?dryRun=true: a preview; ?async=1: as a job)',
        operationId: 'importGuests',
        query: importQuerySchema,
        upload: true,
        success: {
          200: {
            description: 'Imported (or, with dryRun, what an import would do)',
            schema: z.union([importResponseSchema, importDryRunSchema]),
          },
          202: {
            description: 'Started as a job (read it at import/jobs/{id})',
            schema: importJobStartSchema,
          },
        },
        failures: [409, 500],
      },
    }),
    ...path(r.guestsImportJob, {
      get: {
        summary: 'An import job: its state, progress and results',
        operationId: 'getImportJob',
        params: z.object({ id: z.string() }),
        success: ok('The job', importJobSchema),
        failures: [404],
      },
    }),
    ...path(a.guestsValidateCsv, {
      post: {
        summary: 'Check a CSV guest list (writes nothing)',
        operationId: 'validateGuestsCsv',
        upload: true,
        success: ok('What the file holds, and its problems', csvValidationResponseSchema),
      },
    }),
    ...path(a.guestsBulkReplace, {
      post: {
        summary: 'Replace every guest (and answer) with a CSV list',
        operationId: 'replaceGuests',
        upload: true,
        success: ok('Replaced', bulkReplaceResponseSchema),
        failures: [409],
      },
    }),
  };
}
