// POST /api/admin/guests/import, /validate-csv and /bulk-replace (spec §7). Mount behind requireAdmin,
// under /api/admin/guests; admins only (requireRouteRole, ADMIN_ROUTE_ACCESS), refused before the upload
// is read. Each reads one uploaded file (upload.ts), checks its type by content and extension, reads its
// rows (spreadsheet.ts) and checks them (rows.ts) before writing anything.
import type {
  BulkReplaceResponse,
  CsvValidationResponse,
  ImportDryRun,
  ImportJob,
  ImportJobStart,
  ImportResponse,
} from '@wedding/shared-contracts';
import {
  badRequest,
  HttpError,
  isOutage,
  notFound,
  parseOr400,
  releaseAfterFailure,
} from '@wedding/shared-contracts/server';
import { type Request, Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { requireRouteRole } from '../../common/auth';
import '../../common/express-augment';
import { guestDocument } from '../guests/guest-docs';
import { type GuestListLock, takeImportLock } from '../guests/guest-list-lock';
import { generateInvitationCode } from '../guests/invitation-code';
import { IMPORT_KINDS } from './file-type';
import { readImportJob, startImportJob } from './import-jobs';
import { ImportInterruptedError, importGuests, interruptedMessage } from './import-service';
import { replaceGuestList } from './replace';
import type { ReplaceOptions } from './replace-steps';
import { refuseWhenNoValidRow } from './row-messages';
import { readGuestRowsInSlices } from './rows';
import { readSpreadsheet } from './spreadsheet';
import { readGuestListForImport } from './stored-guest';
import { mapInSlices } from './time-slices';
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

/** `?async=1`, `?dryRun=true`: a query flag, on for `1` or `true` (anything else: off). */
const flag = z
  .string()
  .optional()
  .transform((value) => value === '1' || value === 'true')
  .meta({ description: 'On for `1` or `true`' });

/** POST /import's query: a preview that writes nothing, or the import as a job answered at once (202). */
export const importQuerySchema = z.object({ dryRun: flag, async: flag });

export function guestImportRouter(options: GuestImportOptions): Router {
  const router = Router();
  const { publicOrigin, parseTimeoutMs } = options;

  async function rowsOf(req: Request, allowed: Parameters<typeof readSpreadsheet>[1]['allowed']) {
    const sheet = await readSpreadsheet(uploadedFile(req), { allowed, timeoutMs: parseTimeoutMs });
    const source = sheet.kind === 'csv' ? 'text' : 'workbook';
    return { rows: await readGuestRowsInSlices(sheet.rows, { source }), notes: sheet.notes };
  }

  router.post('/import', requireRouteRole, receiveFile, async (req, res) => {
    // a preview writes nothing: no lock. An import takes the import lock (409 while another import or a
    // replace runs) before it reads the list, and holds it until its last write (a job: until it ends)
    const { dryRun, async } = parseOr400(importQuerySchema, req.query);
    const lock = dryRun ? undefined : await takeImportLock(options.logger);
    let answer: Answer;
    try {
      answer = await importFile(req, lock, { dryRun, async });
    } catch (error) {
      if (lock) await releaseAfterFailure(lock.release, error);
      throw error;
    }
    // released before the answer (a job took it over): the next import, sent on this answer, may start
    if (lock && answer.status !== 202) await lock.release();
    res.status(answer.status).json(answer.body);
  });

  interface Answer {
    status: number;
    body: ImportDryRun | ImportJobStart | ImportResponse;
  }

  /** The import route's work, up to its answer; a job (202) owns the import lock from then on. */
  async function importFile(
    req: Request,
    lock: GuestListLock | undefined,
    { dryRun, async }: z.output<typeof importQuerySchema>,
  ): Promise<Answer> {
    // the stored list is read while the file is parsed (in a worker thread): the import compares the two
    const guestList = readGuestListForImport();
    const { rows, notes } = await rowsOf(req, IMPORT_KINDS);
    // how the file was read (its encoding, the sheet used) is said with the rows' warnings
    rows.warnings.unshift(...notes);
    refuseWhenNoValidRow(rows);
    const importOptions = { publicOrigin, adminId: req.user?.id, guestList, importLock: lock };
    // additions beside the spec's synchronous answer (issue 15): a preview of what it would do, or a job
    if (dryRun) {
      const { results, matches } = await importGuests(rows, { ...importOptions, dryRun: true });
      const body: ImportDryRun = { results, matches };
      return { status: 200, body };
    }
    if (async) {
      const { jobId } = await startImportJob(rows, importOptions, options.logger);
      const body: ImportJobStart = { jobId };
      return { status: 202, body };
    }
    try {
      const { results } = await importGuests(rows, importOptions);
      const body: ImportResponse = { results };
      return { status: 200, body };
    } catch (error) {
      // the database went away: the spec's 503, saying what was acknowledged as written (importing the same
      // file again completes the import). Not counted again: the database is not there to answer
      if (error instanceof ImportInterruptedError && isOutage(error.cause)) {
        throw Object.assign(new HttpError(503, error.message, { results: error.results }), {
          cause: error.cause,
        });
      }
      // otherwise never a partial import presented as nothing: the answer says what was written
      if (error instanceof ImportInterruptedError) {
        const results = await error.count().catch(() => null);
        throw new HttpError(500, results ? interruptedMessage(results, true) : error.message, {
          results: results ?? error.results,
        });
      }
      throw error;
    }
  }

  router.get('/import/jobs/:id', requireRouteRole, async (req, res) => {
    const job = await readImportJob(String(req.params.id));
    if (!job) throw notFound('Import job not found');
    const body: ImportJob = job;
    res.json(body);
  });

  router.post('/validate-csv', requireRouteRole, receiveFile, async (req, res) => {
    const { rows, notes } = await rowsOf(req, ['csv']);
    const body: CsvValidationResponse = { validation: await validationOf(rows, notes) };
    res.json(body);
  });

  router.post('/bulk-replace', requireRouteRole, receiveFile, async (req, res) => {
    const { rows, notes } = await rowsOf(req, ['csv']);
    const validation = await validationOf(rows, notes);
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
    const docs = await mapInSlices(rows.valid, (row) =>
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
