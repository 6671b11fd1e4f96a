// Public phone RSVP: lookup, confirm, decline (spec §2 phone RSVP, §3 phone lookup result, §5, §7
// /api/phone/*). The libphonenumber-based checks live in the `./phone` entry point, not here.

import { CONFIRMATION_STATUSES, FIELD_MAX, LIMITS } from '../constants';
import { partyMemberResultSchema, partySchema } from '../party';
import { PARTY_NOT_CONFIRMED } from '../party-refusals';
import { weddingFacts } from '../wedding-facts';
import { z } from '../zod';
import { answerLanguageField, dataResponse, EXPECTED_TEXT, isoDateTimeSchema } from './common';

export const PHONE_MESSAGES = {
  phoneRequired: 'Número de teléfono requerido',
  phoneTooLong: 'Número de teléfono demasiado largo',
  confirmedPeopleInteger: 'El número de personas debe ser un número entero',
  confirmedPeopleMin: 'Debe confirmar al menos 1 persona',
  confirmedPeopleMax: 'Número de personas excede el máximo permitido',
  /** Client-side: the people dropdown. */
  selectAtLeastOne: 'Debe seleccionar al menos 1 persona',
  /** PUT /api/phone/party on a guest who has not confirmed. */
  partyNotConfirmed: PARTY_NOT_CONFIRMED.phone,
  /** `language` (the site's language, sent with an answer) other than es or en. */
  languageInvalid: 'El idioma debe ser es (Español) o en (English)',
  /** Older Dominican rule. */
  dominicanInvalid: 'Formato de teléfono inválido. Use formato +1 809XXXXXXX',
  dominicanRequired: 'Teléfono requerido',
} as const;

/** `telefono` as sent: E.164 when the client could normalise it, else as typed. */
const telefonoField = z
  .string({
    error: (iss) => (iss.input === undefined ? PHONE_MESSAGES.phoneRequired : EXPECTED_TEXT),
  })
  .trim()
  .min(1, { error: PHONE_MESSAGES.phoneRequired })
  .max(FIELD_MAX.phoneInput, { error: PHONE_MESSAGES.phoneTooLong });

/** The site's language when the guest answered (common.ts' answerLanguageField), refused in Spanish. */
const languageField = answerLanguageField(PHONE_MESSAGES.languageInvalid);

/** GET /api/phone/check?telefono= */
export const phoneCheckQuerySchema = z.object({ telefono: telefonoField });
export type PhoneCheckQuery = z.infer<typeof phoneCheckQuerySchema>;

/** POST /api/phone/confirm. confirmedPeople must be a real integer (not "2", not 1.5). */
export const phoneConfirmBodySchema = z.object({
  telefono: telefonoField,
  confirmedPeople: z
    .int({ error: PHONE_MESSAGES.confirmedPeopleInteger })
    .min(LIMITS.phoneConfirmPeople.min, { error: PHONE_MESSAGES.confirmedPeopleMin })
    .max(LIMITS.phoneConfirmPeople.max, { error: PHONE_MESSAGES.confirmedPeopleMax }),
  language: languageField,
});
export type PhoneConfirmBody = z.infer<typeof phoneConfirmBodySchema>;

/** POST /api/phone/decline */
export const phoneDeclineBodySchema = z.object({ telefono: telefonoField, language: languageField });
export type PhoneDeclineBody = z.infer<typeof phoneDeclineBodySchema>;

/**
 * PUT /api/phone/party: who is coming, by name, checked against the menu (shared-contracts' party.ts; its
 * messages in Spanish, as every phone answer's). The service also holds it to the people confirmed.
 */
export const phonePartyBodySchema = z.object({
  telefono: telefonoField,
  party: partySchema(weddingFacts.meals, LIMITS.phoneConfirmPeople.max, 'es'),
  language: languageField,
});
export type PhonePartyBody = z.infer<typeof phonePartyBodySchema>;

/** PUT /api/phone/party answer: the party as stored. */
export const phonePartyResponseSchema = z.object({
  message: z.string(),
  data: z.object({ party: z.array(partyMemberResultSchema) }),
});
export type PhonePartyResponse = z.infer<typeof phonePartyResponseSchema>;

/** The confirm step's form: people from 1 up to the guest's maximum. */
export function phoneConfirmFormSchema(max: number = LIMITS.maxPeople.max) {
  return z.object({
    confirmedPeople: z
      .int({ error: PHONE_MESSAGES.selectAtLeastOne })
      .min(1, { error: PHONE_MESSAGES.selectAtLeastOne })
      .max(max, { error: PHONE_MESSAGES.confirmedPeopleMax }),
  });
}

/** Where the lookup found the guest (ARCHITECTURE.md: invitados first, then unified_guests). */
export const PHONE_LOOKUP_SOURCES = ['invitados', 'unified_guests'] as const;

/** The lookup result: phone guests carry maxPersonasPermitidas, unified guests maxPeopleAllowed. */
export const phoneLookupResultSchema = z.object({
  nombreCompleto: z.string(),
  estadoConfirmacion: z.enum(CONFIRMATION_STATUSES),
  maxPersonasPermitidas: z.number().int().optional(),
  maxPeopleAllowed: z.number().int().optional(),
  /** The answer so far: the people confirmed, and when the guest answered. */
  personasConfirmadas: z.number().int().nullish(),
  fechaConfirmacion: isoDateTimeSchema.nullish(),
  /** Who is coming, by name (a confirmed guest who named them). */
  party: z.array(partyMemberResultSchema).optional(),
  source: z.enum(PHONE_LOOKUP_SOURCES).optional(),
});
export type PhoneLookupResult = z.infer<typeof phoneLookupResultSchema>;

/** GET /api/phone/check answer. */
export const phoneCheckResponseSchema = dataResponse(phoneLookupResultSchema);
export type PhoneCheckResponse = z.infer<typeof phoneCheckResponseSchema>;

/** POST /api/phone/confirm answer. */
export const phoneConfirmResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({
    nombreCompleto: z.string(),
    estadoConfirmacion: z.literal('confirmado'),
    personasConfirmadas: z.number().int(),
    isSpecialGuest: z.boolean(),
  }),
});
export type PhoneConfirmResponse = z.infer<typeof phoneConfirmResponseSchema>;

/** POST /api/phone/decline answer. */
export const phoneDeclineResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({
    nombreCompleto: z.string(),
    estadoConfirmacion: z.literal('rechazado'),
  }),
});
export type PhoneDeclineResponse = z.infer<typeof phoneDeclineResponseSchema>;

/**
 * The older Dominican rule (spec §5): strip non-digits, prefix +1 (a leading 1 already typed counts as
 * the prefix), and the result must be +1 followed by 10 digits. Outputs that +1XXXXXXXXXX string.
 */
export const dominicanPhoneSchema = z
  .string({ error: PHONE_MESSAGES.dominicanRequired })
  .max(FIELD_MAX.phoneInput, { error: PHONE_MESSAGES.dominicanInvalid })
  .transform((value, ctx) => {
    const digits = value.replace(/\D/g, '');
    if (digits === '') {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.dominicanRequired });
      return z.NEVER;
    }
    const withPrefix = digits.length === 11 && digits.startsWith('1') ? `+${digits}` : `+1${digits}`;
    if (!/^\+1\d{10}$/.test(withPrefix)) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.dominicanInvalid });
      return z.NEVER;
    }
    return withPrefix;
  });
