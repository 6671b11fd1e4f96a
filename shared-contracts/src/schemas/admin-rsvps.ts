// The hosts' RSVP inbox: every e-mail answer (`rsvps`), with the guest it was matched to, if any. Answers
// that match no guest of the lists are kept there, and only there, until a host deals with them.

import { partyMemberResultSchema } from '../party';
import { z } from '../zod';
import { isoDateTimeSchema, objectIdSchema } from './common';

export const ADMIN_RSVP_MESSAGES = {
  deleted: 'RSVP deleted successfully',
  matched: 'RSVP matched to the guest',
  notFound: 'RSVP not found',
  guestNotFound: 'Guest not found',
  alreadyMatched: 'This answer is already matched to a guest',
  guestHasAnswer: 'This guest already has an answer: delete or keep that one instead',
  /** The answer brings more people than the guest may bring. */
  overMaximum: (guestCount: number, guestName: string, max: number) =>
    `This answer brings ${guestCount} people; ${guestName} may bring at most ${max}. Raise the guest's maximum first.`,
} as const;

/** An e-mail answer as the inbox lists it. */
export const adminRsvpSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for an answer given on the guest's invitation page (the guest gave no e-mail). */
  email: z.string().nullable(),
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
  /**
   * Who is coming, by name, when an unmatched answer that said yes named anyone (within its people). A
   * matched answer has none: its party is its guest's (a match carries it there).
   */
  party: z.array(partyMemberResultSchema).optional(),
});
export type AdminRsvp = z.infer<typeof adminRsvpSchema>;

/** GET /api/admin/rsvps query: `unmatched=true` lists only the answers that match no guest. */
export const adminRsvpListQuerySchema = z.object({
  unmatched: z.enum(['true', 'false'], { error: "unmatched must be 'true' or 'false'" }).optional(),
});
export type AdminRsvpListQuery = z.infer<typeof adminRsvpListQuerySchema>;

/** POST /api/admin/rsvps/:id/match body. */
export const adminRsvpMatchBodySchema = z.object({
  unifiedGuestId: objectIdSchema,
  /**
   * Beside the spec: true lets an answer for more people than the guest may bring be matched, raising the
   * guest's maximum to the answer's people in the same step (else such a match is a 400).
   */
  raiseMaximum: z.boolean({ error: 'raiseMaximum must be true or false' }).optional(),
});
export type AdminRsvpMatchBody = z.infer<typeof adminRsvpMatchBodySchema>;

/** POST /api/admin/rsvps/:id/match answer: the answer as the inbox now lists it. */
export const adminRsvpMatchResponseSchema = z.object({ message: z.string(), data: adminRsvpSchema });
export type AdminRsvpMatchResponse = z.infer<typeof adminRsvpMatchResponseSchema>;

/** GET /api/admin/rsvps answer: newest first. */
export const adminRsvpListResponseSchema = z.object({ data: z.array(adminRsvpSchema) });
export type AdminRsvpListResponse = z.infer<typeof adminRsvpListResponseSchema>;
