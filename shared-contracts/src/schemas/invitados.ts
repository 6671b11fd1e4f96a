// Phone guests, the `invitados` collection (spec §3, §4 reset, §5 phone guest create/edit,
// §7 /api/admin/invitados). Field names stay Spanish, as stored.

import { CONFIRMATION_STATUSES, FIELD_MAX, GUEST_LANGUAGES, LIMITS } from '../constants';
import { partyMemberResultSchema } from '../party';
import { GUEST_CATEGORIES } from '../wedding-facts';
import { z } from '../zod';
import {
  dataResponse,
  guestLanguageField,
  intWithFallback,
  isoDateTimeSchema,
  numberFromForm,
  optionalText,
  phoneInputField,
  requiredText,
} from './common';
import { guestFieldShapes } from './guest-fields';
import { adminPartyField } from './party-edit';

export const INVITADO_MESSAGES = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  categoryRequired: 'Category is required',
  categoryInvalid: 'Category must be one of the six guest categories',
  maxPeopleRange: `Max people must be between ${LIMITS.maxPeople.min} and ${LIMITS.maxPeople.max}`,
  companionsRange: `Companions must be between ${LIMITS.companions.min} and ${LIMITS.companions.max}`,
  confirmedPeopleInteger: 'Confirmed people must be a whole number',
  confirmedPeopleMin: 'Confirmed people cannot be negative',
  confirmedPeopleMax: (max: number) => `Confirmed people cannot exceed ${max}`,
  statusInvalid: 'Status must be pendiente, confirmado or rechazado',
  /** An edit lowering the maximum below the people the guest has confirmed. */
  maxBelowConfirmed: 'The maximum cannot be lower than the people this guest has confirmed',
} as const;

/**
 * The same WhatsApp number on the other list (one person, one record): the record there, so the hosts see the
 * person is on both lists. `list` names the other list: `invitados` (the phone guests)
 * or `guests` (the invitation list).
 */
export const alsoOnSchema = z.object({
  list: z.enum(['invitados', 'guests']),
  id: z.string(),
  name: z.string(),
});
export type AlsoOn = z.infer<typeof alsoOnSchema>;

export const invitadoSchema = z.object({
  id: z.string(),
  nombreCompleto: z.string(),
  /** E.164. */
  telefonoWhatsapp: z.string(),
  categoria: z.string(),
  /** Absent on a guest stored without one (written before it was kept): 10 applies (LIMITS.maxPeople.max). */
  maxPersonasPermitidas: z.number().int().optional(),
  acompanantesAsignados: z.number().int(),
  estadoConfirmacion: z.enum(CONFIRMATION_STATUSES),
  personasConfirmadas: z.number().int().nullable(),
  fechaConfirmacion: isoDateTimeSchema.nullish(),
  notas: z.string().nullish(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** Beside the spec: the language of the guest's reminders (absent: Spanish). */
  language: z.enum(GUEST_LANGUAGES).optional(),
  /** When a host last sent the guest a WhatsApp reminder (absent or null: never). */
  lastRemindedAt: isoDateTimeSchema.nullish(),
  /** Beside the spec: the invitation-list guest with the same WhatsApp number, if any. */
  alsoOn: alsoOnSchema.optional(),
  /** Beside the spec: the hosts' own fields (guest-fields.ts). */
  ...guestFieldShapes('invitados', 'entity'),
  /** Beside the spec: who is coming, by name (shared-contracts' party.ts). */
  party: z.array(partyMemberResultSchema).optional(),
});
export type Invitado = z.infer<typeof invitadoSchema>;

/** GET /api/admin/invitados */
export const invitadoListResponseSchema = dataResponse(z.array(invitadoSchema));
export type InvitadoListResponse = z.infer<typeof invitadoListResponseSchema>;

/** POST / PUT /api/admin/invitados answers. */
export const invitadoResponseSchema = z.object({
  data: invitadoSchema.optional(),
  message: z.string().optional(),
});
export type InvitadoResponse = z.infer<typeof invitadoResponseSchema>;

/**
 * POST /api/admin/invitados. maxPersonasPermitidas falls back to 1 and acompanantesAsignados to 0
 * when missing or unparsable (spec §5); a parsable value outside its range is an error.
 */
const phoneGuestCategory = z.enum(GUEST_CATEGORIES, {
  error: (iss) =>
    iss.input === undefined || iss.input === ''
      ? INVITADO_MESSAGES.categoryRequired
      : INVITADO_MESSAGES.categoryInvalid,
});

const maxPeopleField = z
  .int({ error: INVITADO_MESSAGES.maxPeopleRange })
  .min(LIMITS.maxPeople.min, { error: INVITADO_MESSAGES.maxPeopleRange })
  .max(LIMITS.maxPeople.max, { error: INVITADO_MESSAGES.maxPeopleRange });

export const invitadoCreateBodySchema = z.object({
  nombreCompleto: requiredText(INVITADO_MESSAGES.nameRequired, FIELD_MAX.name),
  telefonoWhatsapp: phoneInputField(INVITADO_MESSAGES.phoneRequired, INVITADO_MESSAGES.phoneInvalid),
  categoria: phoneGuestCategory,
  maxPersonasPermitidas: z
    .preprocess(intWithFallback(LIMITS.maxPeople.default), maxPeopleField)
    .default(LIMITS.maxPeople.default),
  acompanantesAsignados: z
    .preprocess(
      intWithFallback(LIMITS.companions.default),
      z
        .int({ error: INVITADO_MESSAGES.companionsRange })
        .min(LIMITS.companions.min, { error: INVITADO_MESSAGES.companionsRange })
        .max(LIMITS.companions.max, { error: INVITADO_MESSAGES.companionsRange }),
    )
    .default(LIMITS.companions.default),
  notas: optionalText(FIELD_MAX.notes),
  language: guestLanguageField,
  ...guestFieldShapes('invitados', 'create'),
});
export type InvitadoCreateBody = z.infer<typeof invitadoCreateBodySchema>;

/**
 * PUT /api/admin/invitados/{id} for a guest whose maximum is `max` (10 when unknown): personasConfirmadas
 * 0..max, blank or null becomes null, missing keeps the stored value. Validate the body with the default
 * first, then again with the guest's own maximum once it is loaded.
 */
export function phoneGuestUpdateSchema(max: number = LIMITS.maxPeople.max) {
  return z.object({
    estadoConfirmacion: z.enum(CONFIRMATION_STATUSES, { error: INVITADO_MESSAGES.statusInvalid }).optional(),
    personasConfirmadas: z.preprocess(
      (value) => {
        const number = numberFromForm(value);
        return number === '' ? null : number;
      },
      z
        .int({ error: INVITADO_MESSAGES.confirmedPeopleInteger })
        .min(0, { error: INVITADO_MESSAGES.confirmedPeopleMin })
        .max(max, { error: INVITADO_MESSAGES.confirmedPeopleMax(max) })
        .nullable()
        .optional(),
    ),
    notas: optionalText(FIELD_MAX.notes),
    language: guestLanguageField,
    ...guestFieldShapes('invitados', 'update'),
    /** Beside the spec: who is coming, by name, for a confirmed guest; [] clears it, missing keeps it. */
    party: adminPartyField(),
  });
}
export const invitadoUpdateBodySchema = phoneGuestUpdateSchema();
export type InvitadoUpdateBody = z.infer<typeof invitadoUpdateBodySchema>;

/**
 * PATCH /api/admin/invitados/{id}: what PUT edits, plus the corrections of a wrong name, number, category or
 * maximum, each checked as create checks it (missing keeps the stored value). The server
 * refuses a number another phone guest has (409) and a maximum below the people confirmed (400).
 */
export function phoneGuestPatchSchema(max: number = LIMITS.maxPeople.max) {
  return phoneGuestUpdateSchema(max).extend({
    nombreCompleto: requiredText(INVITADO_MESSAGES.nameRequired, FIELD_MAX.name).optional(),
    telefonoWhatsapp: phoneInputField(
      INVITADO_MESSAGES.phoneRequired,
      INVITADO_MESSAGES.phoneInvalid,
    ).optional(),
    categoria: phoneGuestCategory.optional(),
    maxPersonasPermitidas: z.preprocess((value) => {
      const number = numberFromForm(value);
      return number === '' ? undefined : number;
    }, maxPeopleField.optional()),
  });
}
export const invitadoPatchBodySchema = phoneGuestPatchSchema();
export type InvitadoPatchBody = z.infer<typeof invitadoPatchBodySchema>;

/** What Reset sends (spec §4): back to pendiente, personasConfirmadas null, notas kept. */
export const INVITADO_RESET_BODY = {
  estadoConfirmacion: 'pendiente',
  personasConfirmadas: null,
} as const satisfies InvitadoUpdateBody;
