// The admin API's operations on the phone guests (openapi.ts): the list, its export and import, an edit
// or a reset to pending.
import {
  API_PATHS,
  API_ROUTES,
  idParamsSchema,
  importResponseSchema,
  invitadoCreateBodySchema,
  invitadoListResponseSchema,
  invitadoPatchBodySchema,
  invitadoResponseSchema,
  invitadoUpdateBodySchema,
} from '@wedding/shared-contracts';
import type { ApiPaths } from '@wedding/shared-contracts/server';
import { phoneGuestExportQuerySchema } from '../modules/invitados/routes';
import { created, ok, path, spreadsheet } from './operation';

/** The phone guests' operations: the list, its export and import, an edit or a reset. */
export function phoneGuestPaths(): ApiPaths {
  const a = API_PATHS.admin;
  const r = API_ROUTES.admin;
  const id = idParamsSchema;
  return {
    ...path(a.invitados, {
      get: {
        summary: 'Every phone guest',
        operationId: 'listPhoneGuests',
        success: ok('The phone guests', invitadoListResponseSchema),
      },
      post: {
        summary: 'Add a phone guest',
        operationId: 'createPhoneGuest',
        body: invitadoCreateBodySchema,
        success: created('Added', invitadoResponseSchema),
        failures: [409],
      },
    }),
    ...path(a.invitadosExport, {
      get: {
        summary: 'The phone guests as CSV or .xlsx',
        operationId: 'exportPhoneGuests',
        query: phoneGuestExportQuerySchema,
        success: spreadsheet('The file (an attachment)'),
        failures: [404],
      },
    }),
    ...path(a.invitadosImport, {
      post: {
        summary: 'Import phone guests from a spreadsheet (adds, and updates those a row’s phone matches)',
        operationId: 'importPhoneGuests',
        upload: true,
        success: ok('Imported', importResponseSchema),
        failures: [409],
      },
    }),
    ...path(r.invitado, {
      put: {
        summary: 'Edit a phone guest',
        operationId: 'updatePhoneGuest',
        params: id,
        body: invitadoUpdateBodySchema,
        bodyOptional: true,
        success: ok('Saved', invitadoResponseSchema),
        failures: [404, 409],
      },
      patch: {
        summary: 'Edit a phone guest, also correcting its name, number, category or maximum',
        operationId: 'correctPhoneGuest',
        params: id,
        body: invitadoPatchBodySchema,
        bodyOptional: true,
        success: ok('Saved', invitadoResponseSchema),
        failures: [404, 409],
      },
      delete: {
        summary: 'Delete a phone guest',
        operationId: 'deletePhoneGuest',
        params: id,
        success: ok('Deleted', invitadoResponseSchema),
        failures: [404, 409],
      },
    }),
    ...path(r.invitadoReset, {
      post: {
        summary: 'Put a confirmed phone guest back to pending',
        operationId: 'resetPhoneGuest',
        params: id,
        success: ok('Reset', invitadoResponseSchema),
        failures: [404, 409],
      },
    }),
  };
}
