// /api/admin/invitados (spec §7) plus POST /api/admin/invitados/:id/reset, PATCH /:id (PUT's edit with
// corrections of the name, number, category and maximum), and the phone guests as a
// spreadsheet: GET /export?format=csv|xlsx and POST /import. Mount behind requireAdmin; each route's role
// comes from the permission table (requireRouteRole, ADMIN_ROUTE_ACCESS), checked before an
// upload is read.
import {
  type ImportResponse,
  type InvitadoListResponse,
  type InvitadoResponse,
  idParamsSchema,
  invitadoCreateBodySchema,
  invitadoPatchBodySchema,
  invitadoUpdateBodySchema,
} from '@wedding/shared-contracts';
import { parseOr400 } from '@wedding/shared-contracts/server';
import { Router } from 'express';
import { z } from 'zod';
import { requireRouteRole } from '../../common/auth';
import '../../common/express-augment';
import { IMPORT_KINDS } from '../guest-import/file-parsing/file-type';
import { readSpreadsheet } from '../guest-import/file-parsing/spreadsheet';
import { receiveFile, uploadedFile } from '../guest-import/file-parsing/upload';
import { BY_PHONE, readPeopleSheet } from '../guest-import/row-reading/people-rows';
import { refuseWhenNoValidRow } from '../guest-import/row-reading/row-messages';
import { readGuestRowsInSlices } from '../guest-import/row-reading/rows';
import { create, INVITADO_SERVER_MESSAGES, list, remove, reset, update } from './service';
import { sendPhoneGuestsExport } from './spreadsheet-export';
import { importPhoneGuests } from './spreadsheet-import';

export const phoneGuestExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

export function invitadosRouter(): Router {
  const router = Router();

  router.get('/export', requireRouteRole, async (req, res) => {
    const { format } = parseOr400(phoneGuestExportQuerySchema, req.query);
    await sendPhoneGuestsExport(res, format);
  });

  /** The guest list's file types, limits and messages (guest-import), rows of phone guests. */
  router.post('/import', requireRouteRole, receiveFile, async (req, res) => {
    const sheet = await readSpreadsheet(uploadedFile(req), { allowed: IMPORT_KINDS });
    const rows = await readGuestRowsInSlices(sheet.rows, {
      source: sheet.kind === 'csv' ? 'text' : 'workbook',
      phoneGuests: true,
    });
    // the people its .xlsx export lists by phone, given to their guest rows (checked by the import)
    if (sheet.people) readPeopleSheet(sheet.people, rows, BY_PHONE);
    rows.warnings.unshift(...sheet.notes);
    refuseWhenNoValidRow(rows);
    const body: ImportResponse = { results: await importPhoneGuests(rows) };
    res.json(body);
  });

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

  /** The same edit, also correcting the name, number, category or maximum. */
  router.patch('/:id', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    const changes = parseOr400(invitadoPatchBodySchema, req.body ?? {});
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

  /** Delete: admins; the guest's status changes go with it. */
  router.delete('/:id', requireRouteRole, async (req, res) => {
    const { id } = parseOr400(idParamsSchema, req.params);
    const invitado = await remove(id);
    const body: InvitadoResponse = { message: INVITADO_SERVER_MESSAGES.deleted, data: invitado };
    res.json(body);
  });

  return router;
}
