// Save-the-date by invitation code (spec §2, ARCHITECTURE.md: GET /api/invitations/:code,
// PUT /api/invitations/:code/save-the-date).

import {
  CONFIRMATION_STATUSES,
  FIELD_MAX,
  INVITATION_CODE_PATTERN,
  INVITATION_STATUSES,
  LIMITS,
  SAVE_THE_DATE_ANSWERS,
  SAVE_THE_DATE_RESPONSES,
} from '../constants';
import { partyMemberResultSchema, partySchema } from '../party';
import { PARTY_NOT_CONFIRMED } from '../party-refusals';
import { weddingFacts } from '../wedding-facts';
import { z } from '../zod';
import {
  answerLanguageField,
  dataResponse,
  EXPECTED_TEXT,
  GUEST_LANGUAGE_MESSAGE,
  isoDateTimeSchema,
  optionalText,
} from './common';
import { RSVP_MESSAGES } from './rsvp';

export const INVITATION_MESSAGES = {
  codeInvalid: 'Invalid Invitation Code',
  responseInvalid: 'Response must be yes or no',
  /** PUT …/party on an invitation not answered yes. */
  partyNotConfirmed: PARTY_NOT_CONFIRMED.invitation,
} as const;

/** Route params `{ code }`. */
export const invitationCodeParamsSchema = z.object({
  code: z
    .string({ error: EXPECTED_TEXT })
    .trim()
    .min(1, { error: INVITATION_MESSAGES.codeInvalid })
    .max(FIELD_MAX.invitationCode, { error: INVITATION_MESSAGES.codeInvalid })
    .regex(INVITATION_CODE_PATTERN, { error: INVITATION_MESSAGES.codeInvalid }),
});
export type InvitationCodeParams = z.infer<typeof invitationCodeParamsSchema>;

/**
 * PUT /api/invitations/:code/save-the-date: the guest's one answer on the invitation page. It sets the
 * save-the-date response and the guest's confirmation together: `yes` confirms `guestCount`
 * people (the guest included; absent: the people already confirmed, else 1), `no` declines. The message
 * and dietary restrictions reach the hosts with the answer; absent, what the guest wrote before is kept.
 */
export const saveTheDateBodySchema = z.object({
  response: z.enum(SAVE_THE_DATE_ANSWERS, { error: INVITATION_MESSAGES.responseInvalid }),
  guestCount: z
    .int({ error: RSVP_MESSAGES.guestCountInteger })
    .min(LIMITS.guestCount.min, { error: RSVP_MESSAGES.guestCountMin })
    .max(LIMITS.guestCount.max, { error: RSVP_MESSAGES.guestCountMax })
    .optional(),
  message: optionalText(FIELD_MAX.rsvpMessage),
  dietaryRestrictions: optionalText(FIELD_MAX.dietaryRestrictions),
  language: answerLanguageField(GUEST_LANGUAGE_MESSAGE),
});
export type SaveTheDateBody = z.infer<typeof saveTheDateBodySchema>;

/** What a code holder may see of their invitation (no e-mail, phone or admin notes). */
export const invitationSchema = z.object({
  invitationCode: z.string(),
  name: z.string(),
  maxPeopleAllowed: z.number().int(),
  invitationStatus: z.enum(INVITATION_STATUSES),
  saveTheDateResponse: z.enum(SAVE_THE_DATE_RESPONSES),
  confirmationStatus: z.enum(CONFIRMATION_STATUSES),
  /** The guest's own answer, so the page shows it back: people confirmed (null before an answer)… */
  confirmedPeople: z.number().int().nullable(),
  /** …and what the guest wrote with it (null when nothing). */
  message: z.string().nullable(),
  dietaryRestrictions: z.string().nullable(),
  /** When the guest answered (the page echoes it); null before an answer. */
  answeredAt: isoDateTimeSchema.nullable(),
  /** Who is coming, by name, when the guest is coming and named anyone (within the people confirmed). */
  party: z.array(partyMemberResultSchema).optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/invitations/:code and PUT …/save-the-date answers. */
export const invitationResponseSchema = dataResponse(invitationSchema);
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/**
 * PUT /api/invitations/:code/party: who is coming, by name, checked against the menu (shared-contracts'
 * party.ts; its messages in English, as the invitation routes' own). The service also holds it to the
 * people confirmed.
 */
export const invitationPartyBodySchema = z.object({
  party: partySchema(weddingFacts.meals, LIMITS.guestCount.max, 'en'),
  language: answerLanguageField(GUEST_LANGUAGE_MESSAGE),
});
export type InvitationPartyBody = z.infer<typeof invitationPartyBodySchema>;

/** PUT /api/invitations/:code/party answer: the party as stored. */
export const invitationPartyResponseSchema = z.object({
  message: z.string(),
  data: z.object({ party: z.array(partyMemberResultSchema) }),
});
export type InvitationPartyResponse = z.infer<typeof invitationPartyResponseSchema>;
