// /api/admin/rsvps calls (the hosts' RSVP inbox).
import {
  type AdminRsvpListResponse,
  API_PATHS,
  adminRsvpPath,
  type MessageResponse,
} from '@wedding/shared-contracts';
import { adminRequest } from '../../lib/api-client';

/** The whole inbox: the screen counts and filters it itself, so one cached list serves every view. */
export function fetchRsvps(signal?: AbortSignal) {
  return adminRequest<AdminRsvpListResponse>(API_PATHS.admin.rsvps, { signal });
}

export function deleteRsvp(id: string) {
  return adminRequest<MessageResponse>(adminRsvpPath(id), { method: 'DELETE' });
}
