/**
 * The back office in Spanish: each message the code shows, keyed by its English text (see use-t.ts). Each
 * feature keeps the messages only it shows in its own messages-es.ts, and what more than one
 * screen shows is in lib/i18n/messages-es-shared.ts; MESSAGES_ES composes them, and no message may be in two
 * parts (messages-es.test.ts). messages.test.ts checks the whole against the sources: every message has its
 * Spanish, with the same placeholders, and nothing here is left over. The services' own messages are in
 * service-messages.ts.
 */
import { AUTH_MESSAGES_ES } from '../../features/auth/messages-es';
import { CONTACTS_MESSAGES_ES } from '../../features/contacts/messages-es';
import { DASHBOARD_MESSAGES_ES } from '../../features/dashboard/messages-es';
import { DATABASE_ANALYSIS_MESSAGES_ES } from '../../features/database-analysis/messages-es';
import { GUESTS_MESSAGES_ES } from '../../features/guests/messages-es';
import { NOT_FOUND_MESSAGES_ES } from '../../features/not-found/messages-es';
import { PHONE_GUESTS_MESSAGES_ES } from '../../features/phone-guests/messages-es';
import { REMINDERS_MESSAGES_ES } from '../../features/reminders/messages-es';
import { RSVPS_MESSAGES_ES } from '../../features/rsvps/messages-es';
import { USERS_MESSAGES_ES } from '../../features/users/messages-es';
import { SHARED_MESSAGES_ES } from '../../lib/i18n/messages-es-shared';

/** The catalog's parts, by who shows their messages. */
export const MESSAGES_ES_PARTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  shared: SHARED_MESSAGES_ES,
  auth: AUTH_MESSAGES_ES,
  dashboard: DASHBOARD_MESSAGES_ES,
  guests: GUESTS_MESSAGES_ES,
  phoneGuests: PHONE_GUESTS_MESSAGES_ES,
  rsvps: RSVPS_MESSAGES_ES,
  contacts: CONTACTS_MESSAGES_ES,
  reminders: REMINDERS_MESSAGES_ES,
  users: USERS_MESSAGES_ES,
  databaseAnalysis: DATABASE_ANALYSIS_MESSAGES_ES,
  notFound: NOT_FOUND_MESSAGES_ES,
};

export const MESSAGES_ES: Readonly<Record<string, string>> = Object.assign(
  {},
  ...Object.values(MESSAGES_ES_PARTS),
);
