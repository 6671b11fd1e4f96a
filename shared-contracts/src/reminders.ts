// The WhatsApp reminder to a guest who has not answered (issue 16): its text, in the guest's language,
// and the wa.me link that opens WhatsApp on the host's device with it ready to send. Nothing is sent by
// the server. Browser-safe.
import { DEFAULT_GUEST_LANGUAGE, type GuestLanguage } from './constants';
import { weddingFacts } from './wedding-facts';

/** The public site's page where a guest answers with their WhatsApp number. */
export const RSVP_PAGE_PATH = '/rsvp';

/** The reply deadline written out: "1 de noviembre de 2025", "November 1, 2025". */
export function replyDeadlineText(language: GuestLanguage): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${weddingFacts.replyDeadline}T00:00:00Z`));
}

/** The reminder's text from the template in the wedding facts. */
export function reminderText(
  name: string,
  language: GuestLanguage | null | undefined,
  publicOrigin: string,
): string {
  const lang = language ?? DEFAULT_GUEST_LANGUAGE;
  const fields: Record<string, string> = {
    name: name.trim(),
    deadline: replyDeadlineText(lang),
    link: `${publicOrigin.replace(/\/+$/, '')}${RSVP_PAGE_PATH}`,
  };
  return weddingFacts.reminderMessage[lang].replace(
    /\{(name|deadline|link)\}/g,
    (_, key: string) => fields[key]!,
  );
}

/**
 * https://wa.me/<E.164 digits without +>?text=<message>, or null for a number WhatsApp cannot be
 * opened with (not E.164: a legacy value typed before numbers were normalised).
 */
export function whatsappUrl(phoneE164: string, text: string): string | null {
  if (!/^\+[1-9]\d{6,14}$/.test(phoneE164)) return null;
  return `https://wa.me/${phoneE164.slice(1)}?text=${encodeURIComponent(text)}`;
}
