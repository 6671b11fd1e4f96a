// POST /api/admin/guests/import, /validate-csv and /bulk-replace (spec §7). Mount behind requireAdmin,
// under /api/admin/guests; admins only (requireRouteRole, ADMIN_ROUTE_ACCESS), refused before the upload
// is read. Each reads one uploaded file (upload.ts), checks its type by content and extension, reads its
// rows (spreadsheet.ts) and checks them (rows.ts) before writing anything.
import type { BulkReplaceResponse, CsvValidationResponse, ImportResponse } from '@wedding/shared-contracts';
import { badRequest, HttpError } from '@wedding/shared-contracts/server';
import { type Request, Router } from 'express';
import type { Logger } from 'pino';
import { requireRouteRole } from '../../common/auth';
import '../../common/express-augment';
import { guestDocument } from '../guests/guest-docs';
import { generateInvitationCode } from '../guests/invitation-code';
import { importGuests } from './import-service';
import { type ReplaceOptions, replaceGuestList } from './replace';
import { readGuestRows } from './rows';
import { readSpreadsheet } from './spreadsheet';
import { receiveFile, uploadedFile } from './upload';
import { validationOf } from './validation';

export interface GuestImportOptions {
  /** Origin of the public site, for the QR code links. */
  publicOrigin: string;
  logger?: Logger;
  /** Time limit of reading one file (tests make it short). */
  parseTimeoutMs?: number;
  /** Test seam: stop points inside a bulk replace. */
  replaceHooks?: Pick<ReplaceOptions, 'afterStep' | 'strategy'>;
}

export function guestImportRouter(options: GuestImportOptions): Router {
  const router = Router();
  const { publicOrigin, parseTimeoutMs } = options;

  async function rowsOf(req: Request, allowed: Parameters<typeof readSpreadsheet>[1]['allowed']) {
    const sheet = await readSpreadsheet(uploadedFile(req), { allowed, timeoutMs: parseTimeoutMs });
    return { rows: readGuestRows(sheet.rows), notes: sheet.notes };
  }

  router.post('/import', requireRouteRole, receiveFile, async (req, res) => {
    const { rows } = await rowsOf(req, ['xlsx', 'xls', 'csv']);
    if (rows.valid.length === 0) {
      const results = {
        imported: 0,
        updated: 0,
        errors: rows.errors.slice(0, 500),
        totalRows: rows.totalRows,
      };
      throw new HttpError(
        400,
        `Nothing was imported: all ${rows.totalRows} rows have problems. First: ${rows.errors[0] ?? 'unknown'}`,
        { results },
      );
    }
    const results = await importGuests(rows, { publicOrigin, adminId: req.user?.id });
    const body: ImportResponse = { results };
    res.json(body);
  });

  router.post('/validate-csv', requireRouteRole, receiveFile, async (req, res) => {
    const { rows, notes } = await rowsOf(req, ['csv']);
    const body: CsvValidationResponse = { validation: validationOf(rows, notes) };
    res.json(body);
  });

  router.post('/bulk-replace', requireRouteRole, receiveFile, async (req, res) => {
    const { rows, notes } = await rowsOf(req, ['csv']);
    const validation = validationOf(rows, notes);
    if (!validation.isValid) {
      throw badRequest(
        `The file has ${rows.errors.length} error${rows.errors.length === 1 ? '' : 's'}; nothing was changed. First: ${rows.errors[0]}`,
        { validation },
      );
    }
    // generated codes must not repeat a code of the file (or each other)
    const taken = new Set(rows.valid.flatMap((row) => (row.invitationCode ? [row.invitationCode] : [])));
    const freshCode = () => {
      let code = generateInvitationCode();
      while (taken.has(code)) code = generateInvitationCode();
      taken.add(code);
      return code;
    };
    const now = new Date();
    const docs = rows.valid.map((row) =>
      guestDocument({ ...row, invitationCode: row.invitationCode ?? freshCode() }, publicOrigin, now),
    );
    await replaceGuestList(docs, { logger: options.logger, ...options.replaceHooks });
    const body: BulkReplaceResponse = {
      message: 'Guests replaced successfully',
      results: {
        totalGuestsImported: docs.length,
        totalExpectedAttendees: validation.expectedTotalAttendees,
      },
    };
    res.json(body);
  });

  return router;
}
