// /api/admin/reminders calls (WhatsApp reminders and their messages).
import {
  API_PATHS,
  adminReminderSentPath,
  type DetailsReminderListResponse,
  type DetailsReminderTemplateBody,
  type DetailsReminderTemplateResponse,
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

export function fetchDetailsReminders(signal?: AbortSignal) {
  return adminRequest<DetailsReminderListResponse>(API_PATHS.admin.detailsReminders, { signal });
}

export function fetchDetailsReminderTemplate(signal?: AbortSignal) {
  return adminRequest<DetailsReminderTemplateResponse>(API_PATHS.admin.detailsReminderTemplate, { signal });
}

export function saveDetailsReminderTemplate(template: DetailsReminderTemplateBody) {
  return adminRequest<DetailsReminderTemplateResponse>(API_PATHS.admin.detailsReminderTemplate, {
    method: 'PUT',
    body: template,
  });
}
