// /api/admin/invitados calls (spec §7), the reset call (POST /api/admin/invitados/{id}/reset), and the
// phone guests as a spreadsheet (GET …/export?format=csv|xlsx, POST …/import).
import {
  API_PATHS,
  adminInvitadoPath,
  adminInvitadoResetPath,
  type ConfirmationStatus,
  type GuestFieldName,
  type GuestLanguage,
  type ImportResponse,
  type InvitadoCreateBody,
  type InvitadoListResponse,
  type InvitadoPatchBody,
  type InvitadoResponse,
} from '@wedding/shared-contracts';
import type { Download } from '@wedding/shared-contracts/web';
import { adminDownload, adminRequest, fileForm } from '../../lib/api-client';

export function fetchPhoneGuests(signal?: AbortSignal) {
  return adminRequest<InvitadoListResponse>(API_PATHS.admin.invitados, { signal });
}

export function createPhoneGuest(body: InvitadoCreateBody) {
  return adminRequest<InvitadoResponse>(API_PATHS.admin.invitados, { method: 'POST', body });
}

/**
 * What the edit dialog sends: confirmed people empty → null (spec §5). Beside the spec, the hosts' own
 * fields (GUEST_FIELDS): a number, or null to clear it; left out keeps it.
 */
export interface PhoneGuestUpdate extends Partial<Record<GuestFieldName<'invitados'>, number | null>> {
  estadoConfirmacion: ConfirmationStatus;
  personasConfirmadas: number | null;
  notas: string;
  /** Beside the spec's edit; left out keeps it. */
  language?: GuestLanguage;
  /** Corrections, each left out when unchanged: the server checks them as on create. */
  nombreCompleto?: string;
  /** E.164. */
  telefonoWhatsapp?: string;
  categoria?: string;
  maxPersonasPermitidas?: number;
  /** Who is coming, by name, when the host changed it ([] clears it); left out keeps it within the answer. */
  party?: InvitadoPatchBody['party'];
}

/**
 * The spec's edit (PUT), or PATCH when it also corrects the name, number, category or maximum, which PUT
 * leaves as they are.
 */
export function updatePhoneGuest(id: string, body: PhoneGuestUpdate) {
  const corrects = ['nombreCompleto', 'telefonoWhatsapp', 'categoria', 'maxPersonasPermitidas'].some(
    (field) => field in body,
  );
  return adminRequest<InvitadoResponse>(adminInvitadoPath(id), { method: corrects ? 'PATCH' : 'PUT', body });
}

/** Delete (admins): the guest and its status changes. */
export function deletePhoneGuest(id: string) {
  return adminRequest<InvitadoResponse>(adminInvitadoPath(id), { method: 'DELETE' });
}

/** Reset (spec §4): the server refuses it (409) unless the guest is confirmado. */
export function resetPhoneGuest(id: string) {
  return adminRequest<InvitadoResponse>(adminInvitadoResetPath(id), { method: 'POST' });
}

export type PhoneGuestExportFormat = 'csv' | 'xlsx';

export function exportPhoneGuests(format: PhoneGuestExportFormat): Promise<Download> {
  return adminDownload(`${API_PATHS.admin.invitadosExport}?format=${format}`);
}

/** Adds the phone guests whose number is new, updates those a row's number finds (answers are kept). */
export function importPhoneGuests(file: File) {
  return adminRequest<ImportResponse>(API_PATHS.admin.invitadosImport, {
    method: 'POST',
    body: fileForm(file),
  });
}
