// Enumerations, business limits and UI timings of the product specification (§3, §4, §5, §9), plus the
// field length bounds every request schema uses. Browser-safe.

// ─── Statuses and roles ──────────────────────────────────────────────────────────────────────────

/** Guest / phone guest confirmation status (stored values are Spanish). */
export const CONFIRMATION_STATUSES = ['pendiente', 'confirmado', 'rechazado'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];
export const DEFAULT_CONFIRMATION_STATUS: ConfirmationStatus = 'pendiente';

/** The language a guest's messages (WhatsApp reminders) are written in; absent means Spanish. */
export const GUEST_LANGUAGES = ['es', 'en'] as const;
export type GuestLanguage = (typeof GUEST_LANGUAGES)[number];
export const DEFAULT_GUEST_LANGUAGE: GuestLanguage = 'es';

export const INVITATION_STATUSES = ['pending', 'sent', 'opened', 'responded'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const DEFAULT_INVITATION_STATUS: InvitationStatus = 'pending';

export const SAVE_THE_DATE_RESPONSES = ['yes', 'no', 'pending'] as const;
export type SaveTheDateResponse = (typeof SAVE_THE_DATE_RESPONSES)[number];
export const DEFAULT_SAVE_THE_DATE_RESPONSE: SaveTheDateResponse = 'pending';
/** What a guest may send on the save-the-date screen. */
export const SAVE_THE_DATE_ANSWERS = ['yes', 'no'] as const;
export type SaveTheDateAnswer = (typeof SAVE_THE_DATE_ANSWERS)[number];

export const CONTACT_STATUSES = ['new', 'in_progress', 'resolved', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const DEFAULT_CONTACT_STATUS: ContactStatus = 'new';

export const ADMIN_ROLES = ['super_admin', 'admin', 'moderator'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const DEFAULT_ADMIN_ROLE: AdminRole = 'moderator';

// ─── Contact subjects ────────────────────────────────────────────────────────────────────────────

/** Stable keys of the contact form's subjects, in display order (labels live in the i18n catalogs). */
export const CONTACT_SUBJECTS = [
  'travel_accommodation',
  'rsvp_question',
  'gifts',
  'dress_code',
  'menu_dietary',
  'transportation',
  'weather_packing',
  'local_activities',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

// ─── Phone ───────────────────────────────────────────────────────────────────────────────────────

/** Selectable countries of the phone RSVP input, in order; the first is the default. */
export const PHONE_COUNTRIES = ['DO', 'US', 'ES', 'CO', 'MX', 'PR', 'VE', 'AR', 'CL', 'PE'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'DO';
/**
 * Each selectable country's calling code, without '+'. Written out so that a page can show the
 * countries and prefill the field without libphonenumber-js (the library waits until the guest first uses the
 * form); phone-input.test.ts holds it equal to the library's metadata.
 */
export const PHONE_CALLING_CODES: Readonly<Record<PhoneCountry, string>> = {
  DO: '1',
  US: '1',
  ES: '34',
  CO: '57',
  MX: '52',
  PR: '1',
  VE: '58',
  AR: '54',
  CL: '56',
  PE: '51',
};
/** What a phone field holds for a country before anything is typed: '+1 '. */
export const phoneInputPrefix = (country: PhoneCountry): string => `+${PHONE_CALLING_CODES[country]} `;
/** A phone is accepted without library validation when at least this many digits remain. */
export const PHONE_MIN_DIGITS = 8;

// ─── Business limits (§5, §9) ────────────────────────────────────────────────────────────────────

export const LIMITS = {
  /** Max people per invitation (unified guests' maxPeopleAllowed, phone guests' maxPersonasPermitidas). */
  maxPeople: { min: 1, max: 10, default: 1 },
  /** Phone guests' acompanantesAsignados. */
  companions: { min: 0, max: 10, default: 0 },
  /** Confirmed people on an admin edit. */
  confirmedPeople: { min: 0, max: 10 },
  /** confirmedPeople on POST /api/phone/confirm. */
  phoneConfirmPeople: { min: 1, max: 20 },
  /** Email RSVP guest count (including the guest) on the form; the stored record allows 0 when not attending. */
  guestCount: { min: 1, max: 10 },
  rsvpRecordGuestCount: { min: 0, max: 10 },
  /** Expected attendees of a unified / legacy guest. */
  expectedAttendees: { min: 0, max: 10, default: 1 },
  usernameMin: 3,
  passwordMin: 6,
} as const;

/**
 * The guest's maximum from a phone lookup result (phone guests carry maxPersonasPermitidas, unified
 * guests maxPeopleAllowed; 1 when neither is there). Here, not beside the result's schema, so that the
 * RSVP page reads it without loading zod.
 */
export function lookupMaxPeople(result: { maxPersonasPermitidas?: number; maxPeopleAllowed?: number }) {
  return result.maxPersonasPermitidas ?? result.maxPeopleAllowed ?? LIMITS.maxPeople.default;
}

// ─── Field length bounds (request schemas and models) ────────────────────────────────────────────

export const FIELD_MAX = {
  name: 120,
  /** RFC 5321 path limit. */
  email: 254,
  /** Raw phone input as typed (spaces, dashes, parentheses, calling code). */
  phoneInput: 32,
  username: 64,
  /** Long enough for pass phrases; the hashing service must accept this length. */
  password: 128,
  message: 5000,
  notes: 2000,
  rsvpMessage: 2000,
  dietaryRestrictions: 500,
  category: 60,
  invitationCode: 64,
  qrCode: 10_000,
  search: 100,
  /** The contact form's honeypot field. */
  honeypot: 200,
  statusText: 40,
} as const;

/** Invitation codes: letters, digits, dash and underscore. */
export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** The same characters, or none: the back office's code field, where blank means "generate one". */
export const INVITATION_CODE_OR_BLANK_PATTERN = /^[A-Za-z0-9_-]*$/;

/**
 * A well-formed invitation code: once trimmed, 1 to FIELD_MAX.invitationCode characters of
 * INVITATION_CODE_PATTERN. The rule of `invitationCodeParamsSchema`, without zod, for the invitation
 * page's first render.
 */
export function isInvitationCode(code: string): boolean {
  const trimmed = code.trim();
  return trimmed.length <= FIELD_MAX.invitationCode && INVITATION_CODE_PATTERN.test(trimmed);
}

// ─── Paging ──────────────────────────────────────────────────────────────────────────────────────

export const USERS_PAGE_SIZE = 20;
export const USERS_PAGE_LIMIT_MAX = 100;

// ─── Query timings (ms) ──────────────────────────────────────────────────────────────────────────

export const CONTACTS_POLL_INTERVAL_MS = 5000;
export const DASHBOARD_REFETCH_INTERVAL_MS = 5 * 60 * 1000;
export const DASHBOARD_STALE_TIME_MS = 2 * 60 * 1000;
export const RECENT_INQUIRIES_DAYS = 7;

/**
 * Query keys of the admin guest lists in the shell's one QueryClient (shared by both remotes). mf-admin
 * caches the lists under these keys (and per-id entries below them); mf-public invalidates them after a
 * guest confirms or declines by phone, so an open admin screen shows the new status.
 */
export const ADMIN_QUERY_KEYS = {
  /** GET /api/admin/unified-guests (and ['admin', 'unified-guests', id] for one guest). */
  unifiedGuests: ['admin', 'unified-guests'],
  /** GET /api/admin/invitados, the phone guests. */
  invitados: ['admin', 'invitados'],
} as const;

// ─── Admin UI ────────────────────────────────────────────────────────────────────────────────────

export const CSV_PREVIEW_ROWS = 5;
export const TABLE_SKELETON_ROWS = 5;
export const SETUP_REDIRECT_DELAY_MS = 1500;
/** Bulk delete confirmation names this many guests. */
export const BULK_DELETE_PREVIEW_NAMES = 3;

// ─── Public UI ───────────────────────────────────────────────────────────────────────────────────

export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const SCROLL_OFFSET_PX = 80;
/** Event page scroll offset under the narrow breakpoint. */
export const SCROLL_OFFSET_NARROW_EVENT_PX = 100;
export const SECTION_DETECTION_OFFSET_PX = 200;
export const BREAKPOINTS = { narrow: 768, small: 640, xsmall: 480 } as const;
export const RESIZE_DEBOUNCE_MS = 250;
export const COUNT_HIGHLIGHT_MS = 500;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThreshold: 50,
  swipeDirection: 'right',
  hotkey: 'F8',
  removeDelayMs: 1_000_000,
  maxWidthPx: 420,
} as const;

// ─── Files ───────────────────────────────────────────────────────────────────────────────────────

export const IMPORT_FILE_EXTENSIONS = ['.xlsx', '.xls', '.ods', '.csv'] as const;
export const UPLOAD_MAX_ROWS = 10_000;
export const UPLOAD_FIELD_NAME = 'file';

/** CSV export header, in order. */
export const CSV_EXPORT_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Guest Group',
  'Expected Attendees',
  'Confirmation Status',
  'Confirmed People',
  'Invitation Code',
  'Created Date',
] as const;
export type CsvExportColumn = (typeof CSV_EXPORT_COLUMNS)[number];

/** `wedding_guests_{date}.csv`, date as YYYY-MM-DD (UTC). */
export function exportFileName(date: Date = new Date()): string {
  return `wedding_guests_${date.toISOString().slice(0, 10)}.csv`;
}

// ─── i18n keys used by validation ────────────────────────────────────────────────────────────────

export const PHONE_RSVP_MESSAGE_KEYS = {
  required: 'phoneRsvp.phoneRequired',
  invalid: 'phoneRsvp.phoneInvalid',
} as const;
