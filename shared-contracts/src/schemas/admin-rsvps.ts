// The hosts' RSVP inbox (issue 14): every e-mail answer (`rsvps`), with the guest it was matched to, if any.
// Answers that match no guest of the lists are kept there, and only there, until a host deals with them.

import { z } from '../zod';
import { isoDateTimeSchema } from './common';

export const ADMIN_RSVP_MESSAGES = {
  deleted: 'RSVP deleted successfully',
  notFound: 'RSVP not found',
} as const;

/** An e-mail answer as the inbox lists it. */
export const adminRsvpSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  attending: z.boolean(),
  guestCount: z.number().int(),
  message: z.string().nullable(),
  dietaryRestrictions: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  /** The latest change of the answer (a guest may answer again); `createdAt` for answers never changed. */
  updatedAt: isoDateTimeSchema,
  /** The guest of the invitation list it was matched to; null when unmatched (or matched to a legacy guest). */
  unifiedGuestId: z.string().nullable(),
  /** The name of the guest it was matched to (either list); null when unmatched. */
  guestName: z.string().nullable(),
});
export type AdminRsvp = z.infer<typeof adminRsvpSchema>;

/** GET /api/admin/rsvps query: `unmatched=true` lists only the answers that match no guest. */
export const adminRsvpListQuerySchema = z.object({
  unmatched: z.enum(['true', 'false'], { error: "unmatched must be 'true' or 'false'" }).optional(),
});
export type AdminRsvpListQuery = z.infer<typeof adminRsvpListQuerySchema>;

/** GET /api/admin/rsvps answer: newest first. */
export const adminRsvpListResponseSchema = z.object({ data: z.array(adminRsvpSchema) });
export type AdminRsvpListResponse = z.infer<typeof adminRsvpListResponseSchema>;
