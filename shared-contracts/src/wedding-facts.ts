// The wedding's facts, in one place. Every value below is the product specification's default; the
// couple's given names, the contact details, the hotel names and the registry address are placeholders
// to be replaced by the real ones (edit this file: both front ends and both services read it).
// Browser-safe: no node modules, no mongoose.

/** Builds the six guest categories from the partners' given names (first partner = the bride). */
export function buildGuestCategories<First extends string, Second extends string>(
  first: First,
  second: Second,
) {
  return [
    `Amigos ${first}`,
    `Amigos ${second}`,
    `Familia ${first}`,
    `Familia ${second}`,
    'Padres Novia',
    'Padres Novio',
  ] as const;
}

export interface LocalizedText {
  es: string;
  en: string;
}

export interface HotelFact {
  /** Stable key, e.g. for React keys and analytics. */
  id: string;
  name: string;
  roomDescription: LocalizedText;
  /**
   * The rate per night exactly as the info page shows it, in each language (the English one is the
   * specification's; Spanish writes dollars as US$ and a space before %).
   */
  rate: LocalizedText;
  email?: string;
  /** E.164, for a tel: link. */
  phone?: string;
  /** External booking page (the third hotel has this instead of e-mail/phone). */
  bookingUrl?: string;
  /** Shown at the top of the hotel's card. */
  photo?: PhotoFact;
}

/**
 * A photo of the couple's (or, out of the box, one of the demo illustrations): a file in the photos folder
 * (`photos/` at the repository's root, or the folder SITE_PHOTOS_DIR names when the site is built), as
 * JPEG, PNG, WebP, AVIF or SVG. The build makes the responsive AVIF and WebP copies the pages show
 * (scripts/mf/site-photos.ts). A page keeps its look without one: leave the photo out.
 */
export interface PhotoFact {
  /** Path inside the photos folder, e.g. `hero.jpg`. */
  file: string;
  /** What the photo shows, for guests who cannot see it. */
  alt: LocalizedText;
  /** CSS object-position when the photo is cropped (e.g. `50% 30%` keeps faces in view). */
  position?: string;
}

/** One dish of the hosts' menu: its id is stored with each person who chooses it, so keep it once guests answer. */
export interface MenuOption {
  id: string;
  label: LocalizedText;
  /** Offered to children only (a children's menu). */
  childrenOnly?: boolean;
}
export type MealsFact = { asked: boolean; options: readonly MenuOption[] };

/** One moment of the wedding day, for the event page's plan of the day. */
export interface DayPlanItem {
  /** Local time at the venue, 24 h clock (HH:MM). */
  time: string;
  title: LocalizedText;
  /** Where, when it is not the venue itself. */
  place?: LocalizedText;
  /** The moments the event page's fact card shows the time of: the ceremony and the reception. */
  kind?: 'ceremony' | 'reception';
}

export const weddingFacts = {
  couple: {
    /** First partner: the bride. Placeholder given name. */
    bride: { givenName: 'Sofía' },
    /** Second partner: the groom. Placeholder given name. */
    groom: { givenName: 'Mateo' },
  },
  /** IANA time zone of the venue (UTC-4 all year, no daylight saving time). */
  timeZone: 'America/Santo_Domingo',
  /** Ceremony start: 15 November 2025, 5:00 PM local time at the venue. */
  ceremonyStart: '2025-11-15T17:00:00-04:00',
  /** Calendar date of the wedding (YYYY-MM-DD). */
  weddingDate: '2025-11-15',
  /** Display time of the ceremony, 24 h clock, venue time. */
  ceremonyTime: '17:00',
  /**
   * Countdown target: midnight *in the visitor's local time* on 15 November 2025 (spec §4). A date-time
   * string without an offset is parsed by `new Date()` as local time.
   */
  countdownTargetLocal: '2025-11-15T00:00:00',
  /** Last day to reply (YYYY-MM-DD), a whole day at the venue. */
  replyDeadline: '2025-11-01',
  /**
   * After the reply deadline, the RSVP pages say that answers are closed and point to the contact page
   * instead of taking one. Off by default: the specification's dates are past, and its RSVP flows must
   * keep working out of the box. Either way, the pages stop promising changes "before" a past date.
   */
  closeRsvpAfterDeadline: false as boolean,
  /**
   * After the wedding day (the venue's), the RSVP pages (phone, e-mail, invitation) thank everyone who
   * came and point to the contact page in place of a form. Off by default for the same reason as above:
   * with the specification's past dates, its RSVP flows must keep working. The pages' other words follow
   * the day either way (the landing, the event page, the invitation's lead).
   */
  closeRsvpAfterWedding: false as boolean,
  venue: {
    name: 'Beachfront venue, Cap Cana',
    description: {
      es: 'Un lugar frente al mar en Cap Cana, República Dominicana',
      en: 'A beachfront venue in Cap Cana, Dominican Republic',
    },
    city: 'Cap Cana',
    country: 'República Dominicana',
    countryCode: 'DO',
    /** The airport's name in each language. */
    airport: {
      es: 'Aeropuerto Internacional de Punta Cana (PUJ)',
      en: 'Punta Cana International Airport (PUJ)',
    } satisfies LocalizedText,
    minutesFromAirport: 15,
    /** Placeholder: the venue's street address, shown on the event page and searched by its map link. */
    address: 'Cap Cana, Punta Cana 23000, República Dominicana',
  },
  /**
   * The plan of the day on the event page, in order. The ceremony's time is the specification's; the
   * others are placeholders for the couple's own. `kind` marks the ceremony and the reception, whose
   * times the event page's fact card also shows.
   */
  dayPlan: [
    { time: '17:00', kind: 'ceremony', title: { es: 'Ceremonia', en: 'Ceremony' } },
    { time: '18:00', title: { es: 'Cóctel frente al mar', en: 'Cocktails by the sea' } },
    { time: '19:30', kind: 'reception', title: { es: 'Recepción y cena', en: 'Reception and dinner' } },
    { time: '21:30', title: { es: '¡A bailar!', en: 'Party and dancing' } },
  ] as readonly DayPlanItem[],
  /**
   * The site's photos (demo illustrations until the couple's own replace them; docs/configuration.md,
   * "Photos", says how). `hero`: behind the landing's first screen and at the head of every
   * invitation page; `story`: under the poem on the about page (up to three); `venue`: on the event
   * page. Each hotel's is in `hotels`.
   */
  photos: {
    hero: {
      file: 'demo/hero.svg',
      alt: {
        es: 'Ilustración: la playa de Cap Cana al atardecer, con palmeras y un arco de flores',
        en: 'Illustration: the beach at Cap Cana at sunset, with palm trees and an arch of flowers',
      },
    },
    story: [
      {
        file: 'demo/story-1.svg',
        alt: {
          es: 'Ilustración: dos tazas de café en una mesa junto a la ventana',
          en: 'Illustration: two cups of coffee on a table by the window',
        },
      },
      {
        file: 'demo/story-2.svg',
        alt: {
          es: 'Ilustración: dos anillos sobre la arena, junto a una concha',
          en: 'Illustration: two rings on the sand, beside a seashell',
        },
      },
    ],
    venue: {
      file: 'demo/venue.svg',
      // keeps the arch's top in the event page's wide crop
      position: '50% 35%',
      alt: {
        es: 'Ilustración: el arco de la ceremonia frente al mar',
        en: 'Illustration: the ceremony arch facing the sea',
      },
    },
  } as { hero?: PhotoFact; story: readonly PhotoFact[]; venue?: PhotoFact },
  /** Whether guests choose a meal, and the menu (each dish's id is stored with who chose it). */
  meals: {
    asked: true as boolean,
    options: [
      { id: 'meat', label: { es: 'Carne', en: 'Meat' } },
      { id: 'fish', label: { es: 'Pescado', en: 'Fish' } },
      { id: 'vegetarian', label: { es: 'Vegetariano', en: 'Vegetarian' } },
      { id: 'children', label: { es: 'Menú infantil', en: "Children's menu" }, childrenOnly: true },
    ],
  } as MealsFact,
  dressCode: 'Coastal Glam',
  averageTemperature: { fahrenheit: { min: 75, max: 85 }, celsius: { min: 24, max: 29 } },
  /** Placeholders: replace with the couple's real contact details. */
  contact: {
    email: 'boda@example.com',
    /** E.164. */
    phone: '+18095550100',
  },
  hotels: [
    {
      id: 'hotel-1',
      photo: {
        file: 'demo/hotel-1.svg',
        alt: {
          es: 'Ilustración: un hotel frente al mar con piscina y palmeras',
          en: 'Illustration: a beachfront hotel with a pool and palm trees',
        },
      },
      name: 'Beach Resort Cap Cana',
      roomDescription: {
        es: 'Habitación de lujo con vista al mar',
        en: 'Deluxe room with ocean view',
      },
      rate: {
        es: 'US$279 + 18\u00a0% de impuestos + US$40 de cargo por resort',
        en: '$279 + 18% tax + $40 resort fee',
      },
      email: 'reservations.hotel1@example.com',
      phone: '+18095550101',
    },
    {
      id: 'hotel-2',
      photo: {
        file: 'demo/hotel-2.svg',
        alt: {
          es: 'Ilustración: un hotel junto a una marina con veleros',
          en: 'Illustration: a hotel beside a marina with sailing boats',
        },
      },
      name: 'Marina Hotel Cap Cana',
      roomDescription: {
        es: 'Habitación estándar con dos camas',
        en: 'Standard room with two beds',
      },
      rate: {
        es: 'US$169 + 18\u00a0% de impuestos + US$20 de cargo por destino',
        en: '$169 + 18% tax + $20 destination fee',
      },
      email: 'reservations.hotel2@example.com',
      phone: '+18095550102',
    },
    {
      id: 'hotel-3',
      photo: {
        file: 'demo/hotel-3.svg',
        alt: {
          es: 'Ilustración: un resort con campo de golf y palmeras',
          en: 'Illustration: a resort with a golf course and palm trees',
        },
      },
      name: 'Golf & Spa Resort Cap Cana',
      roomDescription: {
        es: 'Suite junior todo incluido',
        en: 'All-inclusive junior suite',
      },
      rate: {
        es: 'US$399 + 18\u00a0% de impuestos + 10\u00a0% de servicio',
        en: '$399 + 18% tax + 10% service',
      },
      bookingUrl: 'https://www.example.com/book/hotel-3',
    },
  ] satisfies readonly HotelFact[],
  /** External online registry (placeholder). */
  registryUrl: 'https://www.example.com/registry',
  /**
   * The WhatsApp reminder a host sends a guest who has not answered (reminders.ts fills it in):
   * {name} the guest's name, {deadline} the reply deadline written out in the guest's language, {link}
   * the site's RSVP page. Edit the words here, in both languages.
   */
  reminderMessage: {
    es: 'Hola, {name}: ¡Sofía y Mateo esperan celebrar su boda contigo! Por favor, confírmanos si vienes antes del {deadline}. Solo tienes que abrir este enlace y escribir tu número de WhatsApp: {link}',
    en: 'Hi {name}, Sofía and Mateo are looking forward to celebrating their wedding with you! Please let us know whether you can come by {deadline}. Just open this link and enter your WhatsApp number: {link}',
  } satisfies LocalizedText,
} as const;

export type WeddingFacts = typeof weddingFacts;

/** The six guest categories, in the order the spec lists them. */
export const GUEST_CATEGORIES = buildGuestCategories(
  weddingFacts.couple.bride.givenName,
  weddingFacts.couple.groom.givenName,
);
export type GuestCategory = (typeof GUEST_CATEGORIES)[number];

/** Default category for a new phone guest: the first (friends of the first partner). */
export const DEFAULT_GUEST_CATEGORY: GuestCategory = GUEST_CATEGORIES[0];

/** Categories whose phone confirmation shows the special congratulation. */
export const SPECIAL_GUEST_CATEGORIES = ['Padres Novia', 'Padres Novio'] as const;
export type SpecialGuestCategory = (typeof SPECIAL_GUEST_CATEGORIES)[number];

export function isSpecialGuestCategory(category: string | null | undefined): boolean {
  return (SPECIAL_GUEST_CATEGORIES as readonly string[]).includes(category ?? '');
}
