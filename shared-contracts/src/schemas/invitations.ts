// Save-the-date by invitation code (spec §2, ARCHITECTURE.md: GET /api/invitations/:code,
// PUT /api/invitations/:code/save-the-date).

import {
  CONFIRMATION_STATUSES,
  FIELD_MAX,
  INVITATION_CODE_PATTERN,
  INVITATION_STATUSES,
  SAVE_THE_DATE_ANSWERS,
  SAVE_THE_DATE_RESPONSES,
} from '../constants';
import { z } from '../zod';
import { dataResponse, EXPECTED_TEXT } from './common';

export const INVITATION_MESSAGES = {
  codeInvalid: 'Invalid Invitation Code',
  responseInvalid: 'Response must be yes or no',
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

/** PUT /api/invitations/:code/save-the-date */
export const saveTheDateBodySchema = z.object({
  response: z.enum(SAVE_THE_DATE_ANSWERS, { error: INVITATION_MESSAGES.responseInvalid }),
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
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/invitations/:code and PUT …/save-the-date answers. */
export const invitationResponseSchema = dataResponse(invitationSchema);
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;
