// What a link to the site shows where it is shared (issue 17 item 4): WhatsApp's, or any chat's, preview
// card, in Spanish (the site's default language), from the wedding's facts. Browser-safe.
import { weddingFacts } from './wedding-facts';

/** The facts a card is made of. */
export interface CardFacts {
  couple: { bride: { givenName: string }; groom: { givenName: string } };
  weddingDate: string;
  replyDeadline: string;
  venue: { city: string; country: string };
}

export interface SiteCard {
  /** "Sofía y Mateo se casan". */
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

export function siteCard(facts: CardFacts = weddingFacts): SiteCard {
  const names = `${facts.couple.bride.givenName} y ${facts.couple.groom.givenName}`;
  const spanishDate = (day: string) =>
    new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const date = spanishDate(facts.weddingDate);
  const place = `${facts.venue.city}, ${facts.venue.country}`;
  return {
    title: `${names} se casan`,
    description: `${date} en ${place}. Confirma tu asistencia antes del ${spanishDate(facts.replyDeadline)}.`,
    date,
    place,
  };
}
