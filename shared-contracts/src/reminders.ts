// The WhatsApp reminder to a guest who has not answered: its text, in the guest's language, and the wa.me
// link that opens WhatsApp on the host's device with it ready to send. Nothing is sent by
// the server. Two templates per language, one until the reply deadline and one after it ("we're closing the
// list"), which the hosts may rewrite in the back office; the greeting uses the first name.
// Browser-safe.
import { DEFAULT_GUEST_LANGUAGE, type GuestLanguage } from './constants';
import { type LocalizedText, weddingFacts } from './wedding-facts';
import { weddingPhase } from './wedding-time';

/** The public site's page where a guest answers with their WhatsApp number. */
export const RSVP_PAGE_PATH = '/rsvp';

/** Which template a reminder is written from: until the reply deadline, or after it. */
export const REMINDER_TEMPLATE_IDS = ['beforeDeadline', 'afterDeadline'] as const;
export type ReminderTemplateId = (typeof REMINDER_TEMPLATE_IDS)[number];
export type ReminderTemplates = Record<ReminderTemplateId, LocalizedText>;

/** The words a template may hold, each replaced by the guest's value; `{link}` is required. */
export const REMINDER_PLACEHOLDERS = ['name', 'deadline', 'link'] as const;

const { bride, groom } = weddingFacts.couple;

/** The templates until an admin writes others: before the deadline, the wedding facts' own. */
export const DEFAULT_REMINDER_TEMPLATES: ReminderTemplates = {
  beforeDeadline: weddingFacts.reminderMessage,
  afterDeadline: {
    es: `Hola, {name}: ¡${bride.givenName} y ${groom.givenName} esperan celebrar su boda contigo! Estamos cerrando la lista de invitados: ¿puedes decirnos hoy si vienes? Solo tienes que abrir este enlace y escribir tu número de WhatsApp: {link}`,
    en: `Hi {name}, ${bride.givenName} and ${groom.givenName} are looking forward to celebrating their wedding with you! We're closing the list — can you tell us today whether you can come? Just open this link and enter your WhatsApp number: {link}`,
  },
};

/** The template a reminder written at `now` uses: the second one once the reply deadline has passed. */
export function reminderTemplateAt(now: Date): ReminderTemplateId {
  return weddingPhase(now) === 'replying' ? 'beforeDeadline' : 'afterDeadline';
}

/**
 * The name a reminder greets: the first word of the guest's name ("Ana María Pérez Gómez" → "Ana").
 * Both lists store the whole name in one field, so given names and surnames cannot be told apart; the
 * first word is never a surname, and the hosts read the name in the list beside the link.
 */
export function greetingName(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}

/** The reply deadline written out: "1 de noviembre de 2025", "November 1, 2025". */
export function replyDeadlineText(language: GuestLanguage): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${weddingFacts.replyDeadline}T00:00:00Z`));
}

/**
 * The query parameter that opens the public site in a language (`?lang=en`): read once when the site
 * starts, then taken out of the address (mf-public's locale-store.ts), so the language stays in memory only.
 */
export const SITE_LANGUAGE_PARAM = 'lang';

/**
 * Where the reminder sends the guest: the RSVP page of the public site, in English for an English guest
 * (Spanish, the site's default, needs nothing).
 */
export function reminderLink(publicOrigin: string, language: GuestLanguage = DEFAULT_GUEST_LANGUAGE): string {
  const page = `${publicOrigin.replace(/\/+$/, '')}${RSVP_PAGE_PATH}`;
  return language === DEFAULT_GUEST_LANGUAGE ? page : `${page}?${SITE_LANGUAGE_PARAM}=${language}`;
}

/**
 * The reminder's text: `template` (by default the wedding facts' one, before the deadline) in the
 * guest's language, its placeholders filled. The name is used as given (see greetingName).
 */
export function reminderText(
  name: string,
  language: GuestLanguage | null | undefined,
  publicOrigin: string,
  template: LocalizedText = DEFAULT_REMINDER_TEMPLATES.beforeDeadline,
): string {
  const lang = language ?? DEFAULT_GUEST_LANGUAGE;
  const fields: Record<string, string> = {
    name: name.trim(),
    deadline: replyDeadlineText(lang),
    link: reminderLink(publicOrigin, lang),
  };
  return template[lang].replace(/\{(name|deadline|link)\}/g, (_, key: string) => fields[key]!);
}

/**
 * https://wa.me/<E.164 digits without +>?text=<message>, or null for a number WhatsApp cannot be
 * opened with (not E.164: a legacy value typed before numbers were normalised). The text is encoded as
 * RFC 3986 asks, apostrophes and the like too ("We're" → "We%27re"): the link is then exactly the address
 * a browser opens, and no client reads a bare "'" as the end of the text.
 */
export function whatsappUrl(phoneE164: string, text: string): string | null {
  if (!/^\+[1-9]\d{6,14}$/.test(phoneE164)) return null;
  const encoded = encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `https://wa.me/${phoneE164.slice(1)}?text=${encoded}`;
}
