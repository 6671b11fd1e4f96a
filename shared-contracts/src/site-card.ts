// What a link to the site shows where it is shared: WhatsApp's, or any chat's, preview card, in Spanish (the
// site's default language), from the wedding's facts. Browser-safe.
import { weddingFacts } from './wedding-facts';
import { type WeddingPhase, weddingPhase } from './wedding-time';

/** The facts a card is made of. */
export interface CardFacts {
  couple: { bride: { givenName: string }; groom: { givenName: string } };
  /** The ceremony's start with the venue's UTC offset: days are the venue's (`weddingPhase`). */
  ceremonyStart: string;
  weddingDate: string;
  replyDeadline: string;
  venue: { city: string; country: string };
}

/**
 * The card and the descriptions follow the wedding's time (`weddingPhase` at `now`): the gateway writes
 * them into each page it serves, so they change with the day without a new build ("se casan", "se casan
 * hoy", "se casaron"; the deadline only while it is ahead). The preview image is drawn once, at build.
 */
export interface SiteCard {
  /** "Sofía y Mateo se casan" ("… se casan hoy" on the day, "… se casaron" after it). */
  title: string;
  /** When, where, and what to do. */
  description: string;
  /** The date as the card's image writes it: "15 de noviembre de 2025". */
  date: string;
  /** "Cap Cana, República Dominicana". */
  place: string;
}

/** The preview image's size, as Open Graph and WhatsApp want it. */
export const SITE_CARD_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** What the card says of the day in each period: the title's verb, and the description after the place. */
const CARD_WORDS: Record<WeddingPhase, { verb: string; after: (deadline: string) => string }> = {
  replying: { verb: 'se casan', after: (deadline) => ` Confirma tu asistencia antes del ${deadline}.` },
  'past-deadline': { verb: 'se casan', after: () => '' },
  'wedding-day': { verb: 'se casan hoy', after: () => ' ¡Hoy es el día!' },
  'after-wedding': { verb: 'se casaron', after: () => ' Gracias a quienes celebraron con ellos.' },
};

export function siteCard(facts: CardFacts = weddingFacts, now: Date = new Date()): SiteCard {
  const words = CARD_WORDS[weddingPhase(now, facts)];
  const names = `${facts.couple.bride.givenName} y ${facts.couple.groom.givenName}`;
  const spanishDate = (day: string) =>
    new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const date = spanishDate(facts.weddingDate);
  const place = `${facts.venue.city}, ${facts.venue.country}`;
  return {
    title: `${names} ${words.verb}`,
    description: `${date} en ${place}.${words.after(spanishDate(facts.replyDeadline))}`,
    date,
    place,
  };
}

export type CardLanguage = 'es' | 'en';

/**
 * Each public page's description (a search result's line, a shared link's text), in the page's language:
 * the first HTML has the Spanish one (the gateway), the live page follows the language (mf-public).
 */
export function pageDescription(
  pathname: string,
  language: CardLanguage,
  facts: CardFacts = weddingFacts,
  now: Date = new Date(),
): string {
  const phase = weddingPhase(now, facts);
  const names = `${facts.couple.bride.givenName} ${language === 'es' ? 'y' : 'and'} ${facts.couple.groom.givenName}`;
  const day = (date: string) =>
    new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  const place = `${facts.venue.city}, ${facts.venue.country}`;
  const when = day(facts.weddingDate);
  const deadline = day(facts.replyDeadline);
  const page = pathname.replace(/\/+$/, '') || '/';
  // the deadline only while it is ahead
  const by =
    phase === 'replying' ? { es: `, antes del ${deadline}`, en: `, by ${deadline}` } : { es: '', en: '' };
  const texts: Record<string, { es: string; en: string }> = {
    '/': landingDescription(phase, { names, when, place, deadline }),
    '/about': {
      es: `La historia de ${names}: cómo se conocieron y el camino hasta su boda en ${place}.`,
      en: `The story of ${names}: how they met and the road to their wedding in ${place}.`,
    },
    '/event': {
      es: `El día de la boda de ${names}: ${when} en ${place}, la ceremonia, la celebración y cómo llegar.`,
      en: `The wedding day of ${names}: ${when} in ${place}, the ceremony, the celebration and how to get there.`,
    },
    '/info': {
      es: `Para los invitados de ${names}: hoteles, viaje, código de vestimenta y lo que hay que saber de ${place}.`,
      en: `For ${names}'s guests: hotels, travel, dress code and what to know about ${place}.`,
    },
    '/contact': {
      es: `Escribe a ${names}: preguntas sobre la boda, el viaje o la confirmación.`,
      en: `Write to ${names}: questions about the wedding, the trip or your reply.`,
    },
    '/rsvp': {
      es: `Confirma tu asistencia a la boda de ${names} con tu número de WhatsApp${by.es}.`,
      en: `Reply to ${names}'s wedding invitation with your WhatsApp number${by.en}.`,
    },
    '/rsvp/email': {
      es: `Confirma tu asistencia a la boda de ${names} por correo${by.es}.`,
      en: `Reply to ${names}'s wedding invitation by e-mail${by.en}.`,
    },
    '/invitation': {
      es: `Tu invitación a la boda de ${names}, el ${when} en ${place}.`,
      en: `Your invitation to ${names}'s wedding, on ${when} in ${place}.`,
    },
  };
  texts['/phone-rsvp'] = texts['/rsvp']!;
  const key = page.startsWith('/invitation/') ? '/invitation' : page;
  return (texts[key] ?? texts['/']!)[language];
}

/** The landing's description in each period: "se casan el…", "se casan hoy…", "se casaron el…". */
function landingDescription(
  phase: WeddingPhase,
  { names, when, place, deadline }: { names: string; when: string; place: string; deadline: string },
): { es: string; en: string } {
  switch (phase) {
    case 'replying':
      return {
        es: `${names} se casan el ${when} en ${place}. Confirma tu asistencia antes del ${deadline}.`,
        en: `${names} are getting married on ${when} in ${place}. Please reply by ${deadline}.`,
      };
    case 'past-deadline':
      return {
        es: `${names} se casan el ${when} en ${place}.`,
        en: `${names} are getting married on ${when} in ${place}.`,
      };
    case 'wedding-day':
      return {
        es: `${names} se casan hoy, ${when}, en ${place}.`,
        en: `${names} are getting married today, ${when}, in ${place}.`,
      };
    case 'after-wedding':
      return {
        es: `${names} se casaron el ${when} en ${place}. Gracias a quienes celebraron con ellos.`,
        en: `${names} were married on ${when} in ${place}. Thank you to everyone who celebrated with them.`,
      };
  }
}
