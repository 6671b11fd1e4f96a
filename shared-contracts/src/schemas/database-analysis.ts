// GET /api/admin/database-analysis: read-only document counts per collection, for the
// /admin/database-analysis screen (spec §2 lists the route; its content is not shown there).
import { z } from '../zod';
import { isoDateTimeSchema } from './common';

export const databaseAnalysisResponseSchema = z.object({
  collections: z.array(z.object({ name: z.string(), documents: z.number().int().nonnegative() })),
  generatedAt: isoDateTimeSchema,
});
export type DatabaseAnalysisResponse = z.infer<typeof databaseAnalysisResponseSchema>;
