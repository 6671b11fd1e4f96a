// The guest list calls (spec §7 /api/admin/unified-guests and /api/admin/guests*), all through the one
// admin HTTP client.
import {
  API_PATHS,
  adminGuestPath,
  type BulkReplaceResponse,
  type CsvValidationResponse,
  type GuestCreateBody,
  type GuestUpdateBody,
  type ImportResponse,
  type UnifiedGuestListResponse,
  type UnifiedGuestResponse,
  UPLOAD_FIELD_NAME,
  unifiedGuestPath,
} from '@wedding/shared-contracts';
import { adminDownload, adminRequest, type Download } from '../../../lib/api-client';

/** GET /api/admin/guests/export?format= (the export dropdown; `caterer`: the caterer summary, an .xlsx). */
export const guestsExportPath = (format: ExportFormat) => `${API_PATHS.admin.guestsExport}?format=${format}`;
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

const fileForm = (file: File) => {
  const form = new FormData();
  form.append(UPLOAD_FIELD_NAME, file, file.name);
  return form;
};

export function importGuests(file: File) {
  return adminRequest<ImportResponse>(API_PATHS.admin.guestsImport, { method: 'POST', body: fileForm(file) });
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
