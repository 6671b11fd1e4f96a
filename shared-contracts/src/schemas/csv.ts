// Spreadsheet import, CSV validation and bulk replace answers (spec §3, §7 /api/admin/guests/import,
// /validate-csv, /bulk-replace).
import { z } from '../zod';

/** One preview row of a CSV validation (first CSV_PREVIEW_ROWS rows). */
export const csvSampleRowSchema = z.object({
  nombre: z.string(),
  tipo_invitado: z.string(),
  acompanantes: z.number().int(),
  expectedAttendees: z.number().int(),
  codigo_unico: z.string(),
});
export type CsvSampleRow = z.infer<typeof csvSampleRowSchema>;

/** Invitations and people per category. */
export const categoryBreakdownSchema = z.record(
  z.string(),
  z.object({ invitations: z.number().int(), people: z.number().int() }),
);
export type CategoryBreakdown = z.infer<typeof categoryBreakdownSchema>;

export const csvValidationSchema = z.object({
  isValid: z.boolean(),
  validRows: z.number().int(),
  expectedTotalAttendees: z.number().int(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  categoryBreakdown: categoryBreakdownSchema,
  sampleData: z.array(csvSampleRowSchema),
});
export type CsvValidation = z.infer<typeof csvValidationSchema>;

/** POST /api/admin/guests/validate-csv answer. */
export const csvValidationResponseSchema = z.object({ validation: csvValidationSchema });
export type CsvValidationResponse = z.infer<typeof csvValidationResponseSchema>;

/**
 * POST /api/admin/guests/import answer: counts, one message per rejected row, and (added to the spec's
 * fields) `warnings`: what was read differently than written or not read at all (ignored columns, a
 * phone stored as a number of another country…), each naming its row, as the CSV validation's.
 */
/** One row an import names: its number in the file and the guest's name in it. */
export const importRowRefSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  /** A skipped row: the earlier row of the same guest, which was imported instead. */
  otherRow: z.number().int().optional(),
});
export type ImportRowRef = z.infer<typeof importRowRefSchema>;

/**
 * A warning in a structured form, beside its English text in `warnings`: a client shows it in its own
 * language from the code and values, or the English `text` for a code it does not know.
 * Codes: repeatedGuest (a row repeats an earlier row's guest: not imported), repeatedEmail, repeatedPhone,
 * repeatedName (the rows stay separate guests), lookAlikeUpdated (a row taken as the one stored guest of
 * its name in another group), lookAlikeAdded (a row like stored guests, added as new), phoneChanged and
 * groupChanged (a matched row changes its guest's phone or group; `from` → `to`); phoneLookAlikeAdded (a
 * phone guest row with a new number named like one stored phone guest, added as new: `guest` its name,
 * `from` its number, `to` the row's); alsoOnPhoneList and alsoOnInvitationList (the row's WhatsApp number,
 * `value` as displayed, is on the other list, `guest` the name there: one person, an answer on either list
 * closes both).
 */
export const importNoticeSchema = z.object({
  code: z.string(),
  row: z.number().int(),
  text: z.string(),
  otherRow: z.number().int().optional(),
  /** The repeated e-mail, phone (E.164) or name; the number shared with the other list (displayed). */
  value: z.string().optional(),
  name: z.string().optional(),
  /** The stored guest(s) the row looks like or updates: "Name" (CODE), … */
  guest: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type ImportNotice = z.infer<typeof importNoticeSchema>;

export const importResultsSchema = z.object({
  imported: z.number().int(),
  /** Rows that really changed their guest (a matched row that changes nothing is `unchanged`). */
  updated: z.number().int(),
  errors: z.array(z.string()),
  totalRows: z.number().int(),
  warnings: z.array(z.string()),
  /** Rows that fit a guest and change nothing in it (both imports). */
  unchanged: z.number().int().optional(),
  /** Every row added, updated, refused (an error names it) or skipped (a repeat), by row number. */
  rows: z
    .object({
      added: z.array(importRowRefSchema),
      updated: z.array(importRowRefSchema),
      refused: z.array(importRowRefSchema),
      skipped: z.array(importRowRefSchema),
    })
    .optional(),
  /** The warnings that have a structured form (see importNoticeSchema). */
  notices: z.array(importNoticeSchema).optional(),
});
export type ImportResults = z.infer<typeof importResultsSchema>;
export const importResponseSchema = z.object({ results: importResultsSchema });
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** POST /api/admin/guests/bulk-replace answer (every guest and RSVP was replaced). */
export const bulkReplaceResultsSchema = z.object({
  totalGuestsImported: z.number().int(),
  totalExpectedAttendees: z.number().int(),
});
export type BulkReplaceResults = z.infer<typeof bulkReplaceResultsSchema>;
export const bulkReplaceResponseSchema = z.object({
  message: z.string().optional(),
  results: bulkReplaceResultsSchema,
});
export type BulkReplaceResponse = z.infer<typeof bulkReplaceResponseSchema>;
