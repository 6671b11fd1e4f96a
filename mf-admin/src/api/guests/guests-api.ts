// The guest list calls (spec §7 /api/admin/unified-guests and /api/admin/guests*), all through the one
// admin HTTP client.
import {
  API_PATHS,
  adminGuestPath,
  adminGuestsImportJobPath,
  type BulkReplaceResponse,
  type CsvValidationResponse,
  type GuestCreateBody,
  type GuestUpdateBody,
  type ImportJob,
  type ImportJobStart,
  type ImportResponse,
  type ImportResults,
  type UnifiedGuestListResponse,
  type UnifiedGuestResponse,
  unifiedGuestPath,
} from '@wedding/shared-contracts';
import { type Download, isApiError } from '@wedding/shared-contracts/web';
import { adminDownload, adminRequest, fileForm } from '../../lib/api-client';
import { getAdminLocale } from '../../lib/i18n/admin-locale';
import { msg } from '../../lib/i18n/use-t';

/**
 * GET /api/admin/guests/export?format= (the export dropdown; `caterer`: the caterer summary, an .xlsx, in
 * the back office's language: `&lang=es` in Spanish; English is the server's default, as the back office's).
 */
export const guestsExportPath = (format: ExportFormat, locale = getAdminLocale()) =>
  `${API_PATHS.admin.guestsExport}?format=${format}${format === 'caterer' && locale !== 'en' ? `&lang=${locale}` : ''}`;
export type ExportFormat = 'csv' | 'xlsx' | 'caterer';

export function fetchGuests(signal?: AbortSignal) {
  return adminRequest<UnifiedGuestListResponse>(API_PATHS.admin.unifiedGuests, { signal });
}

export function fetchGuest(id: string, signal?: AbortSignal) {
  return adminRequest<UnifiedGuestResponse>(unifiedGuestPath(id), { signal });
}

/** The create form's values as sent (an optional invitation code; blank lets the server make one). */
export type GuestCreate = Omit<GuestCreateBody, 'maxPeopleAllowed'> & {
  maxPeopleAllowed?: number | string;
  invitationCode?: string;
};
export type GuestUpdate = Omit<GuestUpdateBody, 'maxPeopleAllowed' | 'confirmedPeople'> & {
  maxPeopleAllowed?: number | string;
  confirmedPeople?: number | string | null;
  invitationCode?: string;
};

export function createGuest(body: GuestCreate) {
  return adminRequest<UnifiedGuestResponse>(API_PATHS.admin.guests, { method: 'POST', body });
}

export function updateGuest(id: string, body: GuestUpdate) {
  return adminRequest<UnifiedGuestResponse>(adminGuestPath(id), { method: 'PUT', body });
}

export function deleteGuest(id: string) {
  return adminRequest<UnifiedGuestResponse>(adminGuestPath(id), { method: 'DELETE' });
}

/** Rows of an import written so far (or found unchanged, or refused), of all its rows. */
export interface ImportProgress {
  processed: number;
  total: number;
}

/** An import job that ended in failure; `results` says what it wrote before it stopped. */
export class ImportJobFailedError extends Error {
  constructor(
    message: string,
    readonly results?: ImportResults,
  ) {
    super(message);
    this.name = 'ImportJobFailedError';
  }
}

/** A poll's failure worth trying again: no answer, a server error (5xx) or a rate limit (429). */
const pollMayRetry = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status >= 500 || error.status === 429);

/**
 * POST /api/admin/guests/import?async=1: the import as a job, polled at GET /api/admin/guests/import/jobs/:id
 * until it ends; `onProgress` gets every poll's progress. A service
 * that answers the import at once (`{results}`) is taken at its word. A poll that fails on the way (the
 * network, a 5xx, a 429) is tried again a few times with a growing pause: the job goes on regardless.
 */

export async function importGuestsAsJob(
  file: File,
  onProgress: (progress: ImportProgress) => void,
  { pollMs = 500, retries = 5 } = {},
): Promise<ImportResponse> {
  const started = await adminRequest<ImportJobStart | ImportResponse>(
    `${API_PATHS.admin.guestsImport}?async=1`,
    {
      method: 'POST',
      body: fileForm(file),
    },
  );
  if ('results' in started) return started;
  let failures = 0;
  for (;;) {
    let job: ImportJob;
    try {
      job = await adminRequest<ImportJob>(adminGuestsImportJobPath(started.jobId));
      failures = 0;
    } catch (error) {
      // the job runs on in the service: a poll that did not get through (the network, a restarting or
      // overloaded instance, a rate limit) is tried again a few times, each pause twice the last
      if (!pollMayRetry(error) || ++failures > retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, pollMs * 2 ** (failures - 1)));
      continue;
    }
    onProgress({ processed: job.processed, total: job.total });
    if (job.state === 'done' && job.results) return { results: job.results };
    if (job.state === 'failed')
      throw new ImportJobFailedError(job.error ?? msg('Import failed'), job.results);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

export function validateCsv(file: File) {
  return adminRequest<CsvValidationResponse>(API_PATHS.admin.guestsValidateCsv, {
    method: 'POST',
    body: fileForm(file),
  });
}

export function replaceGuests(file: File) {
  return adminRequest<BulkReplaceResponse>(API_PATHS.admin.guestsBulkReplace, {
    method: 'POST',
    body: fileForm(file),
  });
}

export function exportGuests(format: ExportFormat): Promise<Download> {
  return adminDownload(guestsExportPath(format));
}
