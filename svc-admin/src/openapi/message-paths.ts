// The admin API's operations on what reaches the hosts and what they send (openapi.ts): the contact
// messages, the e-mail answers (matched to a guest or discarded) and the WhatsApp reminders.
import {
  API_PATHS,
  API_ROUTES,
  adminRsvpListQuerySchema,
  adminRsvpListResponseSchema,
  adminRsvpMatchBodySchema,
  adminRsvpMatchResponseSchema,
  contactListResponseSchema,
  contactResponseSchema,
  contactUpdateBodySchema,
  detailsReminderListResponseSchema,
  detailsReminderTemplateBodySchema,
  detailsReminderTemplateResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  reminderListResponseSchema,
  reminderSentParamsSchema,
  reminderSentResponseSchema,
  reminderTemplatesBodySchema,
  reminderTemplatesResponseSchema,
} from '@wedding/shared-contracts';
import type { ApiPaths } from '@wedding/shared-contracts/server';
import { ok, path } from './operation';

/** What reaches the hosts and what they send: contact messages, e-mail answers, reminders. */
export function messagePaths(): ApiPaths {
  const a = API_PATHS.admin;
  const r = API_ROUTES.admin;
  const id = idParamsSchema;
  return {
    ...path(a.contacts, {
      get: {
        summary: 'Every contact message',
        operationId: 'listContacts',
        success: ok('The messages', contactListResponseSchema),
      },
    }),
    ...path(r.contact, {
      patch: {
        summary: 'Mark a contact message read or unread',
        operationId: 'updateContact',
        params: id,
        body: contactUpdateBodySchema,
        success: ok('Saved', contactResponseSchema),
        failures: [404],
      },
      delete: {
        summary: 'Delete a contact message',
        operationId: 'deleteContact',
        params: id,
        success: ok('Deleted', messageResponseSchema),
        failures: [404],
      },
    }),
    ...path(a.rsvps, {
      get: {
        summary: 'The e-mail answers (?unmatched=true: those not matched to a guest)',
        operationId: 'listRsvps',
        query: adminRsvpListQuerySchema,
        success: ok('The answers', adminRsvpListResponseSchema),
      },
    }),
    ...path(r.rsvpMatch, {
      post: {
        summary: 'Match an e-mail answer to a guest, and apply it',
        operationId: 'matchRsvp',
        params: id,
        body: adminRsvpMatchBodySchema,
        success: ok('Matched', adminRsvpMatchResponseSchema),
        failures: [404, 409],
      },
    }),
    ...path(r.rsvp, {
      delete: {
        summary: 'Discard an e-mail answer',
        operationId: 'deleteRsvp',
        params: id,
        success: ok('Discarded', messageResponseSchema),
        failures: [404, 409],
      },
    }),
    ...path(a.reminders, {
      get: {
        summary: 'Guests who have not answered, with a WhatsApp reminder link each',
        operationId: 'listReminders',
        success: ok('The reminders', reminderListResponseSchema),
      },
    }),
    ...path(r.reminderSent, {
      post: {
        summary: 'Record that a reminder was sent',
        operationId: 'reminderSent',
        params: reminderSentParamsSchema,
        success: ok('Recorded', reminderSentResponseSchema),
        failures: [404, 409],
      },
    }),
    ...path(a.reminderTemplates, {
      get: {
        summary: 'The reminder messages in use (before and after the reply deadline), and the defaults',
        operationId: 'reminderTemplates',
        success: ok('The messages', reminderTemplatesResponseSchema),
      },
      put: {
        summary: 'Rewrite the reminder messages (both languages, before and after the deadline)',
        operationId: 'saveReminderTemplates',
        body: reminderTemplatesBodySchema,
        success: ok('Saved', reminderTemplatesResponseSchema),
      },
    }),
    ...path(a.detailsReminders, {
      get: {
        summary: 'Confirmed guests whose party lacks names or meals, with a WhatsApp reminder link each',
        operationId: 'listDetailsReminders',
        success: ok('The reminders', detailsReminderListResponseSchema),
      },
    }),
    ...path(a.detailsReminderTemplate, {
      get: {
        summary: 'The "confirmed, details missing" message in use, and its default',
        operationId: 'detailsReminderTemplate',
        success: ok('The message', detailsReminderTemplateResponseSchema),
      },
      put: {
        summary: 'Rewrite the "confirmed, details missing" message (both languages)',
        operationId: 'saveDetailsReminderTemplate',
        body: detailsReminderTemplateBodySchema,
        success: ok('Saved', detailsReminderTemplateResponseSchema),
      },
    }),
  };
}
