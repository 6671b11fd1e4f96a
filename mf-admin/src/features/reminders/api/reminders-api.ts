// /api/admin/reminders calls (issue 16: WhatsApp reminders).
import {
  API_PATHS,
  adminReminderSentPath,
  type ReminderKind,
  type ReminderListResponse,
  type ReminderSentResponse,
} from '@wedding/shared-contracts';
import { adminRequest } from '../../../lib/api-client';

export function fetchReminders(signal?: AbortSignal) {
  return adminRequest<ReminderListResponse>(API_PATHS.admin.reminders, { signal });
}

export function markReminderSent(kind: ReminderKind, id: string) {
  return adminRequest<ReminderSentResponse>(adminReminderSentPath(kind, id), { method: 'POST' });
}
