// Email RSVP (spec §2 email RSVP form, §3 rsvps, §5, §7 /api/rsvp and /api/rsvp/check).

import { FIELD_MAX, INVITATION_CODE_PATTERN, LIMITS } from '../constants';
import { partyMemberResultSchema, partySchema } from '../party';
import { PARTY_NOT_CONFIRMED } from '../party-refusals';
import { weddingFacts } from '../wedding-facts';
import { z } from '../zod';
import {
  answerLanguageField,
  EXPECTED_TEXT,
  emailField,
  isoDateTimeSchema,
  optionalText,
  requiredText,
} from './common';

export const RSVP_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  emailInvalid: 'Correo electrónico inválido',
  guestCountMin: 'Debe haber al menos 1 invitado',
  guestCountMax: 'Máximo 10 invitados permitidos',
  guestCountInteger: 'El número de invitados debe ser un número entero',
  attendingRequired: 'Indique si asistirá',
  guestCountMismatch: 'Guest count should be 0 when not attending, and at least 1 when attending',
  invitationCodeInvalid: 'Invalid invitation code',
  languageInvalid: 'Language must be es (Español) or en (English)',
  /** An answer for more people than the guest's invitation allows: both languages, one text. */
  guestCountOverMaximum: (max: number) =>
    max === 1
      ? 'Tu invitación es para 1 persona. / Your invitation is for 1 person.'
      : `Tu invitación es para ${max} personas como máximo. / Your invitation is for at most ${max} people.`,
} as const;

const nameField = requiredText(RSVP_MESSAGES.nameRequired, FIELD_MAX.name);
const emailRsvpField = emailField(RSVP_MESSAGES.emailInvalid);
const attendingField = z.boolean({ error: RSVP_MESSAGES.attendingRequired });
const messageField = optionalText(FIELD_MAX.rsvpMessage);
const dietaryField = optionalText(FIELD_MAX.dietaryRestrictions);

/** The email RSVP form: guest count 1..10, including the guest. */
export const rsvpFormSchema = z.object({
  name: nameField,
  email: emailRsvpField,
  attending: attendingField,
  guestCount: z
    .int({ error: RSVP_MESSAGES.guestCountInteger })
    .min(LIMITS.guestCount.min, { error: RSVP_MESSAGES.guestCountMin })
    .max(LIMITS.guestCount.max, { error: RSVP_MESSAGES.guestCountMax }),
  message: messageField,
  dietaryRestrictions: dietaryField,
});
export type RsvpForm = z.infer<typeof rsvpFormSchema>;

/** Record-level rule of an RSVP: 0 when not attending, at least 1 when attending. */
export function isGuestCountConsistent(record: { attending: boolean; guestCount: number }): boolean {
  return record.attending ? record.guestCount >= 1 : record.guestCount === 0;
}

/**
 * POST /api/rsvp body: the record as stored (guest count 0..10, consistent with `attending`), optionally
 * tied to an invitation code when sent from /invitation/:code. Build it from the form with `rsvpFormToBody`.
 */
export const rsvpBodySchema = z
  .object({
    name: nameField,
    email: emailRsvpField,
    attending: attendingField,
    guestCount: z
      .int({ error: RSVP_MESSAGES.guestCountInteger })
      .min(LIMITS.rsvpRecordGuestCount.min, { error: RSVP_MESSAGES.guestCountMismatch })
      .max(LIMITS.rsvpRecordGuestCount.max, { error: RSVP_MESSAGES.guestCountMax }),
    message: messageField,
    dietaryRestrictions: dietaryField,
    invitationCode: z
      .string({ error: EXPECTED_TEXT })
      .trim()
      .max(FIELD_MAX.invitationCode, { error: RSVP_MESSAGES.invitationCodeInvalid })
      .regex(INVITATION_CODE_PATTERN, { error: RSVP_MESSAGES.invitationCodeInvalid })
      .optional(),
    language: answerLanguageField(RSVP_MESSAGES.languageInvalid),
  })
  .refine(isGuestCountConsistent, { error: RSVP_MESSAGES.guestCountMismatch, path: ['guestCount'] })
  // the same rule for the API's description (OpenAPI): 0 people when not attending, at least 1 when attending
  .meta({
    anyOf: [
      { properties: { attending: { const: false }, guestCount: { const: 0 } } },
      { properties: { attending: { const: true }, guestCount: { minimum: 1 } } },
    ],
  });
export type RsvpBody = z.infer<typeof rsvpBodySchema>;

/** Form values → request body: a guest who does not attend brings 0 people. */
export function rsvpFormToBody(form: RsvpForm, invitationCode?: string): RsvpBody {
  return {
    ...form,
    guestCount: form.attending ? form.guestCount : 0,
    ...(invitationCode ? { invitationCode } : {}),
  };
}

/** GET /api/rsvp/check query. */
export const rsvpCheckQuerySchema = z.object({ email: emailRsvpField });
export type RsvpCheckQuery = z.infer<typeof rsvpCheckQuerySchema>;

/** An RSVP as the API returns it. */
export const rsvpSchema = z.object({
  id: z.string(),
  guestId: z.string().nullish(),
  unifiedGuestId: z.string().nullish(),
  name: z.string(),
  email: z.string(),
  attending: z.boolean(),
  guestCount: z.number().int(),
  message: z.string().nullish(),
  dietaryRestrictions: z.string().nullish(),
  createdAt: isoDateTimeSchema,
});
export type Rsvp = z.infer<typeof rsvpSchema>;

/**
 * What GET /api/rsvp/check shows of an earlier answer: anyone who knows an e-mail address may ask, so only
 * what the e-mail form needs to switch to "update confirmation" and prefill the update (who answered,
 * whether they come, how many). The message and the dietary note (which can be health data) stay with the
 * hosts, and so do the ids; an update that leaves them empty keeps them as they were. So does the party
 * (PUT /api/rsvp/party): names and each person's dietary needs are never echoed to whoever knows the address.
 */
export const rsvpCheckAnswerSchema = rsvpSchema
  .pick({ name: true, attending: true, guestCount: true })
  // when the answer was last given, echoed to the guest
  .extend({ answeredAt: isoDateTimeSchema.optional() })
  .strict();
export type RsvpCheckAnswer = z.infer<typeof rsvpCheckAnswerSchema>;

/** GET /api/rsvp/check answer (a 404 or any failure also means "does not exist"). */
export const rsvpCheckResponseSchema = z.object({
  exists: z.boolean(),
  data: rsvpCheckAnswerSchema.nullish(),
});
export type RsvpCheckResponse = z.infer<typeof rsvpCheckResponseSchema>;

/** POST /api/rsvp answer: `updated` is true when an earlier response was replaced. */
export const rsvpSubmitResponseSchema = z.object({
  message: z.string(),
  updated: z.boolean(),
});
export type RsvpSubmitResponse = z.infer<typeof rsvpSubmitResponseSchema>;

/** PUT /api/rsvp/party's own answers (English, as the other /api/rsvp ones). */
export const RSVP_PARTY_MESSAGES = {
  saved: 'We saved who is coming',
  notFound: 'No answer was found for this e-mail address',
  /** The e-mail's answer is not a yes (or is tied to an older invitation, which has no confirmation). */
  notConfirmed: PARTY_NOT_CONFIRMED.rsvp,
  busy: 'The answer is being updated right now. Please try again.',
} as const;

/**
 * PUT /api/rsvp/party: who is coming, by name, for the e-mail's answer, checked against the menu
 * (shared-contracts' party.ts; its messages in English). The service also holds it to the people confirmed.
 */
export const rsvpPartyBodySchema = z.object({
  email: emailRsvpField,
  party: partySchema(weddingFacts.meals, LIMITS.guestCount.max, 'en'),
});
export type RsvpPartyBody = z.infer<typeof rsvpPartyBodySchema>;

/** PUT /api/rsvp/party answer: the party as stored. */
export const rsvpPartyResponseSchema = z.object({
  message: z.string(),
  data: z.object({ party: z.array(partyMemberResultSchema) }),
});
export type RsvpPartyResponse = z.infer<typeof rsvpPartyResponseSchema>;
