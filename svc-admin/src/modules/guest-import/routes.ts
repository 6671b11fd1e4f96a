// POST /api/admin/guests/import, /validate-csv and /bulk-replace (spec §7). Mount behind requireAdmin,
// under /api/admin/guests; admins only (requireRouteRole, ADMIN_ROUTE_ACCESS), refused before the upload
// is read. Each reads one uploaded file (file-parsing/upload.ts), checks its type by content and
// extension, reads its rows (file-parsing/spreadsheet.ts) and checks them (row-reading/rows.ts) before
// writing anything.
// The stages, one folder each: file-parsing/ (an upload to raw rows, in a worker thread), row-reading/
// (raw rows to checked guest rows), planning/ (which stored guest each row updates, and how),
// writing/ (the import's inserts and updates, and import jobs), bulk-replace/ (the whole list replaced).
import type {
  BulkReplaceResponse,
  CsvValidationResponse,
  ImportDryRun,
  ImportJob,
  ImportJobStart,
  ImportResponse,
} from '@wedding/shared-contracts';
import { releaseAfterFailure } from '@wedding/shared-contracts/domain';
import { badRequest, HttpError, isOutage, notFound, parseOr400 } from '@wedding/shared-contracts/server';
import { type Request, type Response, Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { requireRouteRole } from '../../common/auth';
import '../../common/express-augment';
import { guestDocument } from '../guests/guest-docs';
import { type GuestListLock, takeImportLock } from '../guests/guest-list-lock';
import { generateInvitationCode } from '../guests/invitation-code';
import { replaceGuestList } from './bulk-replace/replace';
import type { ReplaceOptions } from './bulk-replace/replace-steps';
import { validationOf } from './bulk-replace/validation';
import { IMPORT_KINDS } from './file-parsing/file-type';
import { readSpreadsheet } from './file-parsing/spreadsheet';
import { receiveFile, uploadedFile } from './file-parsing/upload';
import { readGuestListForImport } from './planning/stored-guest';
import { readPeopleSheet } from './row-reading/people-rows';
import { refuseWhenNoValidRow } from './row-reading/row-messages';
import { readGuestRowsInSlices } from './row-reading/rows';
import { mapInSlices } from './time-slices';
import { rowGuestFields } from './writing/import-inserts';
import { readImportJob, startImportJob } from './writing/import-jobs';
import { ImportInterruptedError, importGuests, interruptedMessage } from './writing/import-service';

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

type AllowedKinds = Parameters<typeof readSpreadsheet>[1]['allowed'];

/** The uploaded file's rows, read and checked, and the notes on how the file was read. */
async function rowsOf(req: Request, allowed: AllowedKinds, { parseTimeoutMs }: GuestImportOptions) {
  const sheet = await readSpreadsheet(uploadedFile(req), {
    allowed,
    timeoutMs: parseTimeoutMs,
  });
  const source = sheet.kind === 'csv' ? 'text' : 'workbook';
  const rows = await readGuestRowsInSlices(sheet.rows, { source });
  // the people a workbook lists by invitation, given to their guest rows (bulk replace and validation read CSVs)
  if (sheet.people) readPeopleSheet(sheet.people, rows);
  return { rows, notes: sheet.notes };
}

interface Answer {
  status: number;
  body: ImportDryRun | ImportJobStart | ImportResponse;
}

/**
 * An import stopped part way, as an HTTP error. The database went away: the spec's 503, saying what was
 * acknowledged as written (importing the same file again completes the import); not counted again, the
 * database is not there to answer. Otherwise never a partial import presented as nothing: the answer says
 * what was written.
 */
async function interruptedImportError(error: ImportInterruptedError): Promise<HttpError> {
  if (isOutage(error.cause)) {
    return Object.assign(new HttpError(503, error.message, { results: error.results }), {
      cause: error.cause,
    });
  }
  const results = await error.count().catch(() => null);
  return new HttpError(500, results ? interruptedMessage(results, true) : error.message, {
    results: results ?? error.results,
  });
}

/** The import route's work, up to its answer; a job (202) owns the import lock from then on. */
async function importFile(
  req: Request,
  lock: GuestListLock | undefined,
  { dryRun, async }: z.output<typeof importQuerySchema>,
  options: GuestImportOptions,
): Promise<Answer> {
  // the stored list is read while the file is parsed (in a worker thread): the import compares the two
  const guestList = readGuestListForImport();
  const { rows, notes } = await rowsOf(req, IMPORT_KINDS, options);
  // how the file was read (its encoding, the sheet used) is said with the rows' warnings
  rows.warnings.unshift(...notes);
  refuseWhenNoValidRow(rows);
  const importOptions = {
    publicOrigin: options.publicOrigin,
    adminId: req.user?.id,
    guestList,
    importLock: lock,
  };
  // additions beside the spec's synchronous answer: a preview of what it would do, or a job (see
  // docs/spreadsheets.md, "Importing a list again, and long imports")
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
    if (error instanceof ImportInterruptedError) throw await interruptedImportError(error);
    throw error;
  }
}

/** POST /import: a preview that writes nothing (no lock), an import, or an import as a job. */
async function importRoute(req: Request, res: Response, options: GuestImportOptions) {
  // an import takes the import lock (409 while another import or a replace runs) before it reads the
  // list, and holds it until its last write (a job: until it ends)
  const { dryRun, async } = parseOr400(importQuerySchema, req.query);
  const lock = dryRun ? undefined : await takeImportLock(options.logger);
  let answer: Answer;
  try {
    answer = await importFile(req, lock, { dryRun, async }, options);
  } catch (error) {
    if (lock) await releaseAfterFailure(lock.release, error);
    throw error;
  }
  // released before the answer (a job took it over): the next import, sent on this answer, may start
  if (lock && answer.status !== 202) await lock.release();
  res.status(answer.status).json(answer.body);
}

/** New invitation codes that repeat no code of the file (nor each other). */
function freshCodes(taken: Set<string>) {
  return () => {
    let code = generateInvitationCode();
    while (taken.has(code)) code = generateInvitationCode();
    taken.add(code);
    return code;
  };
}

/** POST /bulk-replace: the whole list replaced by a valid CSV file, or nothing changed. */
async function bulkReplaceRoute(req: Request, options: GuestImportOptions): Promise<BulkReplaceResponse> {
  const { rows, notes } = await rowsOf(req, ['csv'], options);
  const validation = await validationOf(rows, notes);
  if (!validation.isValid) {
    throw badRequest(
      `The file has ${rows.errors.length} error${rows.errors.length === 1 ? '' : 's'}; nothing was changed. First: ${rows.errors[0]}`,
      { validation },
    );
  }
  const freshCode = freshCodes(
    new Set(rows.valid.flatMap((row) => (row.invitationCode ? [row.invitationCode] : []))),
  );
  const now = new Date();
  const docs = await mapInSlices(rows.valid, (row) =>
    guestDocument(rowGuestFields(row, row.invitationCode ?? freshCode()), options.publicOrigin, now),
  );
  await replaceGuestList(docs, { logger: options.logger, ...options.replaceHooks });
  return {
    message: 'Guests replaced successfully',
    results: {
      totalGuestsImported: docs.length,
      totalExpectedAttendees: validation.expectedTotalAttendees,
    },
  };
}

export function guestImportRouter(options: GuestImportOptions): Router {
  const router = Router();

  router.post('/import', requireRouteRole, receiveFile, (req, res) => importRoute(req, res, options));

  router.get('/import/jobs/:id', requireRouteRole, async (req, res) => {
    const job = await readImportJob(String(req.params.id));
    if (!job) throw notFound('Import job not found');
    const body: ImportJob = job;
    res.json(body);
  });

  router.post('/validate-csv', requireRouteRole, receiveFile, async (req, res) => {
    const { rows, notes } = await rowsOf(req, ['csv'], options);
    const body: CsvValidationResponse = { validation: await validationOf(rows, notes) };
    res.json(body);
  });

  router.post('/bulk-replace', requireRouteRole, receiveFile, async (req, res) => {
    const body: BulkReplaceResponse = await bulkReplaceRoute(req, options);
    res.json(body);
  });

  return router;
}
