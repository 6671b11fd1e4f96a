// /api/admin/invitados calls (spec §7) and the reset call (POST /api/admin/invitados/{id}/reset).
import {
  API_PATHS,
  adminInvitadoPath,
  adminInvitadoResetPath,
  type ConfirmationStatus,
  type InvitadoCreateBody,
  type InvitadoListResponse,
  type InvitadoResponse,
} from '@wedding/shared-contracts';
import { adminRequest } from '../../../lib/api-client';

export function fetchPhoneGuests(signal?: AbortSignal) {
  return adminRequest<InvitadoListResponse>(API_PATHS.admin.invitados, { signal });
}

export function createPhoneGuest(body: InvitadoCreateBody) {
  return adminRequest<InvitadoResponse>(API_PATHS.admin.invitados, { method: 'POST', body });
}

/** What the edit dialog sends: confirmed people empty → null (spec §5). */
export interface PhoneGuestUpdate {
  estadoConfirmacion: ConfirmationStatus;
  personasConfirmadas: number | null;
  notas: string;
}

export function updatePhoneGuest(id: string, body: PhoneGuestUpdate) {
  return adminRequest<InvitadoResponse>(adminInvitadoPath(id), { method: 'PUT', body });
}

/** Reset (spec §4): the server refuses it (409) unless the guest is confirmado. */
export function resetPhoneGuest(id: string) {
  return adminRequest<InvitadoResponse>(adminInvitadoResetPath(id), { method: 'POST' });
}
