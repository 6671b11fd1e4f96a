// /api/admin/contacts calls (spec §7).
import {
  API_PATHS,
  adminContactPath,
  type ContactListResponse,
  type ContactResponse,
  type ContactStatus,
  type MessageResponse,
} from '@wedding/shared-contracts';
import { adminRequest } from '../../../lib/api-client';

export function fetchContacts(signal?: AbortSignal) {
  return adminRequest<ContactListResponse>(API_PATHS.admin.contacts, { signal });
}

export interface ContactUpdate {
  status: ContactStatus;
  notes: string;
}

export function updateContact(id: string, body: ContactUpdate) {
  return adminRequest<ContactResponse>(adminContactPath(id), { method: 'PATCH', body });
}

export function deleteContact(id: string) {
  return adminRequest<MessageResponse>(adminContactPath(id), { method: 'DELETE' });
}
