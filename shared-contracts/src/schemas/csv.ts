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
export const importResultsSchema = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.string()),
  totalRows: z.number().int(),
  warnings: z.array(z.string()),
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
