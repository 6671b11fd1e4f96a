// The whole-site backup: GET /api/admin/site-backup downloads every collection of the hosts' data as one JSON
// file (MongoDB Extended JSON, so ids and dates keep their types); POST
// /api/admin/site-backup/restore puts exactly that back, all or nothing. Admins only.
import { z } from '../zod';
import { isoDateTimeSchema } from './common';

export const SITE_BACKUP_FORMAT = 'wedding-site-backup';
export const SITE_BACKUP_VERSION = 1;

/**
 * What the backup holds, every field of every document: both guest lists (with reminder dates, answers and
 * the latest status change), the legacy save-the-date list, the RSVP inbox (e-mails and dates), the status
 * history and the contact messages. Not held: admin accounts (their password hashes never leave the
 * database in a file), sessions, login and rate-limit counters, locks and import jobs (runtime state).
 */
export const SITE_BACKUP_COLLECTIONS = [
  'unified_guests',
  'invitados',
  'guests',
  'rsvps',
  'guest_status_changes',
  'contacts',
  'reminder_templates',
] as const;
export type SiteBackupCollection = (typeof SITE_BACKUP_COLLECTIONS)[number];

export const SITE_BACKUP_MESSAGES = {
  restored: 'The whole site was restored from the backup',
  notABackup:
    'This file is not a whole-site backup of this website (the .json file of Export ▸ Whole-site backup). Nothing was restored.',
  notJson: 'The backup file could not be read (it is not JSON). Nothing was restored.',
  invalid: 'The backup file is damaged or was changed by hand. Nothing was restored.',
  busy: 'A guest import or replace is running right now. Wait for it to finish, then try again.',
} as const;

const documentsSchema = z.array(z.record(z.string(), z.unknown()));

/** The file's envelope; each document is checked against its collection's model by the service. */
export const siteBackupFileSchema = z
  .object({
    format: z.literal(SITE_BACKUP_FORMAT, { error: SITE_BACKUP_MESSAGES.notABackup }),
    version: z.literal(SITE_BACKUP_VERSION, { error: SITE_BACKUP_MESSAGES.notABackup }),
    createdAt: isoDateTimeSchema,
    collections: z
      .object(
        Object.fromEntries(SITE_BACKUP_COLLECTIONS.map((name) => [name, documentsSchema])) as Record<
          SiteBackupCollection,
          typeof documentsSchema
        >,
        { error: SITE_BACKUP_MESSAGES.notABackup },
      )
      .strict(),
  })
  .strict();
export type SiteBackupFile = z.infer<typeof siteBackupFileSchema>;

/** What a restore answers: the message and how many documents each collection now holds. */
export const siteRestoreResponseSchema = z.object({
  message: z.string(),
  restored: z.object(
    Object.fromEntries(
      SITE_BACKUP_COLLECTIONS.map((name) => [name, z.number().int().nonnegative()]),
    ) as Record<SiteBackupCollection, z.ZodNumber>,
  ),
});
export type SiteRestoreResponse = z.infer<typeof siteRestoreResponseSchema>;
