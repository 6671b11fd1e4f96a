// The second WhatsApp reminder: to a guest who confirmed but has not named everyone coming, or a meal for
// each when the hosts ask for one ("confirmed, details missing"). Its own message, which the hosts may rewrite in the back office,
// with the same placeholders and the same rule as the first kind's (reminders.ts: `{link}` required).
// The link opens the guest's own page where there is one: an invitation-list guest's invitation page
// (/invitation/CODE), else the RSVP page where the guest types their number. Browser-safe.
import { DEFAULT_GUEST_LANGUAGE, type GuestLanguage } from './constants';
import { greetingName, RSVP_PAGE_PATH, replyDeadlineText, SITE_LANGUAGE_PARAM } from './reminders';
import { type LocalizedText, type MealsFact, weddingFacts } from './wedding-facts';

/** The message until an admin writes another, when the hosts ask for a meal. */
export const DEFAULT_DETAILS_REMINDER_TEMPLATE: LocalizedText = {
  es: 'Hola, {name}: ¡gracias por confirmar! Para preparar la cena, ¿nos dices el nombre de cada persona que viene y qué plato prefiere? Puedes completarlo aquí: {link}',
  en: 'Hi {name}, thank you for confirming! To plan the dinner, could you tell us the name of each person coming and the meal they would like? You can fill it in here: {link}',
};

/** The message until an admin writes another, when the hosts ask for no meal: only names are missing. */
export const DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY: LocalizedText = {
  es: 'Hola, {name}: ¡gracias por confirmar! Para preparar las mesas, ¿nos dices el nombre de cada persona que viene? Puedes completarlo aquí: {link}',
  en: 'Hi {name}, thank you for confirming! To plan the tables, could you tell us the name of each person coming? You can fill it in here: {link}',
};

/** The default message for the hosts' menu: it asks for a meal only when they ask for one. */
export const defaultDetailsReminderTemplate = (meals: MealsFact = weddingFacts.meals): LocalizedText =>
  meals.asked ? DEFAULT_DETAILS_REMINDER_TEMPLATE : DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY;

/** The public site's invitation page of a code. */
export const invitationPagePath = (code: string): string => `/invitation/${encodeURIComponent(code)}`;

/**
 * Where the reminder sends the guest: their invitation page when they have a code, else the RSVP page; in
 * English for an English guest (Spanish, the site's default, needs nothing).
 */
export function detailsReminderLink(
  publicOrigin: string,
  language: GuestLanguage = DEFAULT_GUEST_LANGUAGE,
  invitationCode?: string | null,
): string {
  const path = invitationCode ? invitationPagePath(invitationCode) : RSVP_PAGE_PATH;
  const page = `${publicOrigin.replace(/\/+$/, '')}${path}`;
  return language === DEFAULT_GUEST_LANGUAGE ? page : `${page}?${SITE_LANGUAGE_PARAM}=${language}`;
}

/** The reminder's text: `template` in the guest's language, greeting the first name, its link filled. */
export function detailsReminderText(
  name: string,
  language: GuestLanguage | null | undefined,
  link: string,
  template: LocalizedText = defaultDetailsReminderTemplate(),
): string {
  const lang = language ?? DEFAULT_GUEST_LANGUAGE;
  const fields: Record<string, string> = {
    name: greetingName(name),
    deadline: replyDeadlineText(lang),
    link,
  };
  return template[lang].replace(/\{(name|deadline|link)\}/g, (_, key: string) => fields[key]!);
}
