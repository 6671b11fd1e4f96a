// /api/admin/reminders calls (WhatsApp reminders and their messages).
import {
  API_PATHS,
  adminReminderSentPath,
  type ReminderKind,
  type ReminderListResponse,
  type ReminderSentResponse,
  type ReminderTemplatesBody,
  type ReminderTemplatesResponse,
} from '@wedding/shared-contracts';
import { adminRequest } from '../../../lib/api-client';

export function fetchReminders(signal?: AbortSignal) {
  return adminRequest<ReminderListResponse>(API_PATHS.admin.reminders, { signal });
}

export function markReminderSent(kind: ReminderKind, id: string) {
  return adminRequest<ReminderSentResponse>(adminReminderSentPath(kind, id), { method: 'POST' });
}

export function fetchReminderTemplates(signal?: AbortSignal) {
  return adminRequest<ReminderTemplatesResponse>(API_PATHS.admin.reminderTemplates, { signal });
}

export function saveReminderTemplates(templates: ReminderTemplatesBody) {
  return adminRequest<ReminderTemplatesResponse>(API_PATHS.admin.reminderTemplates, {
    method: 'PUT',
    body: templates,
  });
}
