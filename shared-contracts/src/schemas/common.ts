// Building blocks of every schema. Request schemas built from these are safe at a server boundary:
// `z.object` strips unknown keys, every text field is a `z.string()` (an operator object such as
// {"$ne": null} or an array fails with a type error) with an upper length bound, trimmed where a
// surrounding space can only be a typing accident.

import { FIELD_MAX, GUEST_LANGUAGES } from '../constants';
import { cleanPhoneText } from '../phone-text';
import { z } from '../zod';

/** Message of a type error on a text field that was present but not a string. */
export const EXPECTED_TEXT = 'Invalid input: expected text';

const tooLong = (max: number) => `Must be at most ${max} characters`;

/**
 * A present, non-empty (after trimming) string. A missing field gets `requiredMessage` too. `normalize`
 * rewrites the text before the bounds are checked (and replaces the trimming: it should trim itself).
 */
export function requiredText(
  requiredMessage: string,
  max: number,
  options: { trim?: boolean; normalize?: (text: string) => string } = {},
) {
  const base = z.string({ error: (iss) => (iss.input === undefined ? requiredMessage : EXPECTED_TEXT) });
  const rewritten = options.normalize
    ? base.overwrite(options.normalize)
    : options.trim === false
      ? base
      : base.trim();
  return rewritten.min(1, { error: requiredMessage }).max(max, { error: tooLong(max) });
}

/** An optional string, trimmed and bounded. An empty string stays an empty string (it clears a field). */
export function optionalText(max: number) {
  return z
    .string({ error: EXPECTED_TEXT })
    .trim()
    .max(max, { error: tooLong(max) })
    .optional();
}

/**
 * What the e-mail fields accept, for the API's description (OpenAPI): zod's own address pattern, the one
 * z.email() checks after trimming (not JSON Schema's `format: email`, whose RFC limits, such as 64
 * characters before the @, zod does not have). A client may send surrounding spaces or capitals; the
 * service cleans them.
 */
const EMAIL_FORMAT = { pattern: z.regexes.email.source } as const;
/** The same, where an empty string is allowed too (it means "not given" or "clear it"). */
const EMAIL_OR_BLANK = { pattern: `^$|${z.regexes.email.source}` } as const;

/** Trimmed, lower-cased e-mail address; one message for every failure but a non-string. */
export function emailField(message: string, requiredMessage: string = message) {
  return z
    .string({ error: (iss) => (iss.input === undefined ? requiredMessage : EXPECTED_TEXT) })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage })
    .max(FIELD_MAX.email, { error: message })
    .pipe(z.email({ error: message }))
    .meta(EMAIL_FORMAT);
}

/** Optional e-mail: a blank string means "not given" (becomes undefined); anything else must be valid. */
export function optionalEmailField(message: string) {
  return z
    .string({ error: EXPECTED_TEXT })
    .trim()
    .toLowerCase()
    .max(FIELD_MAX.email, { error: message })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: message })
    .meta(EMAIL_OR_BLANK)
    .transform((value) => (value === '' ? undefined : value))
    .optional();
}

/** E-mail on an edit: blank or null clears it (becomes null); missing keeps it (undefined). */
export function clearableEmailField(message: string) {
  return z
    .string({ error: EXPECTED_TEXT })
    .trim()
    .toLowerCase()
    .max(FIELD_MAX.email, { error: message })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: message })
    .meta(EMAIL_OR_BLANK)
    .nullable()
    .transform((value) => (value === '' || value === null ? null : value))
    .optional();
}

/**
 * For the API's description (OpenAPI): a form of phone number the services always read, a number of the
 * default country's 809 area (every 809 [2-9]xx xxxx exists in its plan) with or without +1, dashes
 * allowed. The services read many more (any country, spaces, dots, parentheses: normalizePhone), but
 * only numbers that exist in their country's plan, which a pattern cannot say.
 */
const PHONE_PATTERN = '(\\+1)?809-?[2-9][0-9]{2}-?[0-9]{4}';
export const PHONE_FORMAT = { pattern: `^${PHONE_PATTERN}$` } as const;
/** The same where a blank clears the number or means none. */
export const PHONE_OR_BLANK_FORMAT = { pattern: `^$|^${PHONE_PATTERN}$` } as const;

/**
 * Raw phone input as typed; the characters a phone number can be written with, once what a paste from
 * WhatsApp or a word processor brings along is cleaned (direction marks, typographic dashes and spaces:
 * cleanPhoneText, as every reading of a number does).
 */
export function phoneInputField(requiredMessage: string, invalidMessage = 'Invalid phone number') {
  return requiredText(requiredMessage, FIELD_MAX.phoneInput)
    .refine(isPhoneText, { error: invalidMessage })
    .meta(PHONE_FORMAT);
}

/**
 * Text written with a phone number's characters only (or blank), once cleaned as every reading cleans it;
 * or a whole number in scientific notation, as a spreadsheet copies one ('8.095551234E+09': readPhone
 * takes it when every digit is there).
 */
export const isPhoneText = (value: string): boolean => {
  const text = cleanPhoneText(value);
  return /^[0-9+\-().\s]*$/.test(text) || /^\d+(?:[.,]\d+)?[eE]\+?\d+$/.test(text);
};

export const objectIdSchema = z
  .string({ error: 'Invalid id' })
  .regex(/^[0-9a-fA-F]{24}$/, { error: 'Invalid id' });

/** Route params `{ id }` of every `/:id` route. */
export const idParamsSchema = z.object({ id: objectIdSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** A date as the API returns it (`Date#toJSON`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * Leaves `undefined`, `null`, blank strings and finite numbers as they are, turns a numeric string into
 * a number, and leaves anything else untouched so the target schema reports a type error.
 */
export function numberFromForm(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return trimmed;
  return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

/**
 * Form coercion with a fallback (spec §5): a missing, blank or unparsable value becomes `fallback`;
 * a numeric string is parsed like `parseInt`. Objects, arrays and booleans are left alone and rejected
 * by the integer schema behind it.
 */
export function intWithFallback(fallback: number) {
  return (value: unknown): unknown => {
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'number') return Number.isNaN(value) ? fallback : value;
    if (typeof value === 'string') {
      const parsed = Number.parseInt(value.trim(), 10);
      return Number.isNaN(parsed) ? fallback : parsed;
    }
    return value;
  };
}

/** `{ data: T }`, the envelope of every successful API answer that carries an entity or a list. */
export function dataResponse<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const apiIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/**
 * Body of every failed API answer, as the services' error handler sends it: `error` says what went wrong;
 * `details`, when the input was invalid, lists each problem per field.
 */
export const apiErrorSchema = z.strictObject({
  error: z.string(),
  /**
   * Each problem per field; or, where an operation says more about a refusal, an object: a bulk replace's
   * `validation` of the file, an interrupted import's `results` (what it wrote).
   */
  details: z.union([z.array(apiIssueSchema), z.record(z.string(), z.unknown())]).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A failed parse's problems, per field (`details` of the 400 it becomes). */
export function apiIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export const GUEST_LANGUAGE_MESSAGE = 'Language must be es (Español) or en (English)';

/** A guest's language: es or en; blank or missing leaves it unset (Spanish). */
export const guestLanguageField = z
  .preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(GUEST_LANGUAGES, { error: GUEST_LANGUAGE_MESSAGE }).optional(),
  )
  // for the API's description: blank and null are taken too (they leave it unset)
  .meta({ type: ['string', 'null'], enum: [...GUEST_LANGUAGES, '', null] });

/**
 * The site's language when a guest answers (optional; es or en, nothing else): a guest with no reminder
 * language yet is given it, so the reminders that follow speak it; one already set is never changed.
 * `message` is the refusal, in the route's own language.
 */
export const answerLanguageField = (message: string) =>
  z
    .enum(GUEST_LANGUAGES, { error: message })
    .optional()
    .meta({
      description:
        "The site's language when the guest answered: given to a guest with no reminder language yet, " +
        'never changing one already set',
    });
