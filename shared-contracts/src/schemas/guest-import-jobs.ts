// Guest imports that scale and can be repeated: the answers added beside the spec's synchronous POST
// /api/admin/guests/import (which keeps its `{results}` answer by default).
import { z } from '../zod';
import { importResultsSchema } from './csv';

/** POST /api/admin/guests/import?async=1 answer (202): the job to poll. */
export const importJobStartSchema = z.object({ jobId: z.string() });
export type ImportJobStart = z.infer<typeof importJobStartSchema>;

export const IMPORT_JOB_STATES = ['running', 'done', 'failed'] as const;
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number];

/**
 * GET /api/admin/guests/import/jobs/:id answer. `processed` of `total` rows are written (or found
 * unchanged, or refused); `results` once done, and when it failed, what was written before it stopped.
 */
export const importJobSchema = z.object({
  state: z.enum(IMPORT_JOB_STATES),
  processed: z.number().int(),
  total: z.number().int(),
  results: importResultsSchema.optional(),
  /** Why it failed (a crash of the service writing it reads as failed after a while). */
  error: z.string().optional(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** How a row without an invitation code (or with one) found the guest it updates. */
export const IMPORT_MATCH_BY = ['code', 'phone', 'email', 'name'] as const;
export type ImportMatchBy = (typeof IMPORT_MATCH_BY)[number];

/** POST /api/admin/guests/import?dryRun=1 answer: what an import would do, nothing written. */
export const importDryRunSchema = z.object({
  results: importResultsSchema,
  matches: z.array(
    z.object({
      row: z.number().int(),
      guestId: z.string(),
      guestName: z.string(),
      by: z.enum(IMPORT_MATCH_BY),
    }),
  ),
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;
