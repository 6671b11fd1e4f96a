// GET /api/health and GET /api/admin/health (ARCHITECTURE.md): 200 when the database answers, 503 when not.
import { z } from '../zod';

export const HEALTH_STATUSES = ['ok', 'unavailable'] as const;
export const DB_STATES = ['up', 'down'] as const;

export const healthResponseSchema = z.object({
  status: z.enum(HEALTH_STATUSES),
  db: z.enum(DB_STATES),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
