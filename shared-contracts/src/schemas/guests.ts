// Guests: `unified_guests` (the admin guest screen) and the legacy `guests` collection
// (spec §3, §5 guest create/edit, §7 /api/admin/unified-guests and /api/admin/guests).

import {
  CONFIRMATION_STATUSES,
  FIELD_MAX,
  GUEST_LANGUAGES,
  INVITATION_STATUSES,
  LIMITS,
  SAVE_THE_DATE_RESPONSES,
} from '../constants';
import { partyMemberResultSchema } from '../party';
import { GUEST_CATEGORIES } from '../wedding-facts';
import { z } from '../zod';
import {
  clearableEmailField,
  dataResponse,
  EXPECTED_TEXT,
  guestLanguageField,
  isoDateTimeSchema,
  isPhoneText,
  numberFromForm,
  optionalEmailField,
  optionalText,
  PHONE_OR_BLANK_FORMAT,
  requiredText,
} from './common';
import { guestFieldShapes } from './guest-fields';
import { alsoOnSchema } from './invitados';
import { adminPartyField } from './party-edit';

export const GUEST_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Invalid email address',
  phoneInvalid: 'Invalid phone number',
  categoryInvalid: 'Category must be one of the six guest categories',
  maxPeopleMin: `Max people must be at least ${LIMITS.maxPeople.min}`,
  maxPeopleMax: `Max people must be at most ${LIMITS.maxPeople.max}`,
  maxPeopleInteger: 'Max people must be a whole number',
  confirmedPeopleMin: `Confirmed people must be at least ${LIMITS.confirmedPeople.min}`,
  confirmedPeopleMax: `Confirmed people must be at most ${LIMITS.confirmedPeople.max}`,
  confirmedPeopleInteger: 'Confirmed people must be a whole number',
} as const;

// ─── Entities (as the API returns them) ──────────────────────────────────────────────────────────

export const unifiedGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  invitationCode: z.string(),
  qrCode: z.string().nullish(),
  /** One of GUEST_CATEGORIES for new data; imported rows may hold other text. */
  category: z.string().nullish(),
  maxPeopleAllowed: z.number().int(),
  expectedAttendees: z.number().int(),
  invitationStatus: z.enum(INVITATION_STATUSES),
  saveTheDateResponse: z.enum(SAVE_THE_DATE_RESPONSES),
  confirmationStatus: z.enum(CONFIRMATION_STATUSES),
  confirmedPeople: z.number().int().nullish(),
  confirmationDate: isoDateTimeSchema.nullish(),
  notes: z.string().nullish(),
  /** How many times an admin edited the guest; above 0 marks the row as modified by an admin. */
  adminModified: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /**
   * From the guest's e-mail RSVP (the `rsvps` entry with its unifiedGuestId), only when it holds text:
   * the message to the couple and the dietary note. Read-only here (GET list and GET by id only).
   */
  rsvpMessage: z.string().optional(),
  dietaryRestrictions: z.string().optional(),
  /** Beside the spec: the language of the guest's reminders (absent: Spanish). */
  language: z.enum(GUEST_LANGUAGES).optional(),
  /** When a host last sent the guest a WhatsApp reminder (absent or null: never). */
  lastRemindedAt: isoDateTimeSchema.nullish(),
  /** Beside the spec: the phone guest with the same WhatsApp number, if any. */
  alsoOn: alsoOnSchema.optional(),
  /** Beside the spec: the hosts' own fields (guest-fields.ts). */
  ...guestFieldShapes('unified_guests', 'entity'),
  /** Beside the spec: who is coming, by name (shared-contracts' party.ts). */
  party: z.array(partyMemberResultSchema).optional(),
});
export type UnifiedGuest = z.infer<typeof unifiedGuestSchema>;

/** Legacy `guests` collection. */
export const legacyGuestSchema = z.object({
  id: z.string(),
  invitationCode: z.string(),
  name: z.string(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  guestGroup: z.string().nullish(),
  expectedAttendees: z.number().int(),
  invitationStatus: z.enum(INVITATION_STATUSES),
  saveTheDateResponse: z.enum(SAVE_THE_DATE_RESPONSES),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type LegacyGuest = z.infer<typeof legacyGuestSchema>;

/** GET /api/admin/unified-guests */
export const unifiedGuestListResponseSchema = dataResponse(z.array(unifiedGuestSchema));
export type UnifiedGuestListResponse = z.infer<typeof unifiedGuestListResponseSchema>;

/** GET /api/admin/unified-guests/{id}, POST /api/admin/guests, PUT /api/admin/guests/{id} */
export const unifiedGuestResponseSchema = dataResponse(unifiedGuestSchema).extend({
  message: z.string().optional(),
});
export type UnifiedGuestResponse = z.infer<typeof unifiedGuestResponseSchema>;

// ─── Payloads ────────────────────────────────────────────────────────────────────────────────────

const categorySchema = z.enum(GUEST_CATEGORIES, { error: GUEST_MESSAGES.categoryInvalid });

const phoneText = z
  .string({ error: EXPECTED_TEXT })
  .trim()
  .max(FIELD_MAX.phoneInput, { error: GUEST_MESSAGES.phoneInvalid })
  .refine(isPhoneText, { error: GUEST_MESSAGES.phoneInvalid })
  .meta(PHONE_OR_BLANK_FORMAT);
/** Phone as typed (the service normalises it to E.164); blank means none. */
const optionalPhone = phoneText.transform((value) => (value === '' ? undefined : value)).optional();
/** On an edit: blank or null clears it (null); missing keeps it. */
const clearablePhone = phoneText
  .nullable()
  .transform((value) => (value === '' || value === null ? null : value))
  .optional();

const maxPeopleSchema = z
  .int({ error: GUEST_MESSAGES.maxPeopleInteger })
  .min(LIMITS.maxPeople.min, { error: GUEST_MESSAGES.maxPeopleMin })
  .max(LIMITS.maxPeople.max, { error: GUEST_MESSAGES.maxPeopleMax });

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** POST /api/admin/guests. maxPeopleAllowed: blank or missing becomes 1; a numeric string is accepted. */
export const guestCreateBodySchema = z.object({
  name: requiredText(GUEST_MESSAGES.nameRequired, FIELD_MAX.name),
  email: optionalEmailField(GUEST_MESSAGES.emailInvalid),
  phone: optionalPhone,
  category: categorySchema,
  maxPeopleAllowed: z
    .preprocess((value) => {
      const number = numberFromForm(value);
      return isBlank(number) ? LIMITS.maxPeople.default : number;
    }, maxPeopleSchema)
    .default(LIMITS.maxPeople.default),
  notes: optionalText(FIELD_MAX.notes),
  language: guestLanguageField,
  ...guestFieldShapes('unified_guests', 'create'),
});
export type GuestCreateBody = z.infer<typeof guestCreateBodySchema>;

/** PUT /api/admin/guests/{id}: every field optional; a blank number keeps the current value. */
export const guestUpdateBodySchema = z.object({
  name: requiredText(GUEST_MESSAGES.nameRequired, FIELD_MAX.name).optional(),
  email: clearableEmailField(GUEST_MESSAGES.emailInvalid),
  phone: clearablePhone,
  category: categorySchema.optional(),
  maxPeopleAllowed: z.preprocess((value) => {
    const number = numberFromForm(value);
    return isBlank(number) ? undefined : number;
  }, maxPeopleSchema.optional()),
  notes: optionalText(FIELD_MAX.notes),
  language: guestLanguageField,
  invitationStatus: z.enum(INVITATION_STATUSES).optional(),
  saveTheDateResponse: z.enum(SAVE_THE_DATE_RESPONSES).optional(),
  confirmationStatus: z.enum(CONFIRMATION_STATUSES).optional(),
  /** 0..10; blank or null clears it (null); missing keeps it. */
  confirmedPeople: z.preprocess((value) => {
    const number = numberFromForm(value);
    return number === '' ? null : number;
  }, z
    .int({ error: GUEST_MESSAGES.confirmedPeopleInteger })
    .min(LIMITS.confirmedPeople.min, { error: GUEST_MESSAGES.confirmedPeopleMin })
    .max(LIMITS.confirmedPeople.max, { error: GUEST_MESSAGES.confirmedPeopleMax })
    .nullable()
    .optional()),
  ...guestFieldShapes('unified_guests', 'update'),
  /** Beside the spec: who is coming, by name, for a confirmed guest; [] clears it, missing keeps it. */
  party: adminPartyField(),
});
export type GuestUpdateBody = z.infer<typeof guestUpdateBodySchema>;
