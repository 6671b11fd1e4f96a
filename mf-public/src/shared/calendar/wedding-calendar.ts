import { weddingFacts } from '@wedding/shared-contracts';
import type { MessageValues } from '../i18n/use-t';
import type { CalendarEvent } from './calendar';
import type { CalendarMessageId } from './messages';

/** Length of the celebration in the calendar entry. */
const CALENDAR_DURATION_MINUTES = 6 * 60;

const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type Translate = (id: CalendarMessageId, values?: MessageValues) => string;

export interface WeddingCalendar {
  event: CalendarEvent;
  /** The .ics file's name (boda-sofia-mateo.ics). */
  fileName: string;
  /** Google Calendar's "create event" page, filled in. */
  google: string;
  /** Outlook on the web's "new event" page, filled in. */
  outlook: string;
}

/** A UTC instant as calendar links write it: 20251115T210000Z. */
const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
/** A UTC instant as Outlook writes it: 2025-11-15T21:00:00Z. */
const utcIso = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/**
 * The wedding as one calendar entry in the active language (`t`), with the venue `location` in that
 * language: for an iCalendar file (Apple, Android, any calendar app) and as links that open Google
 * Calendar and Outlook with the entry filled in. Nothing in it depends on the browser, so a prerendered
 * page draws the same links as the live one.
 */
export function weddingCalendar(t: Translate, location: string): WeddingCalendar {
  const { bride, groom } = weddingFacts.couple;
  const event: CalendarEvent = {
    uid: `${weddingFacts.weddingDate}-${slug(bride.givenName)}-${slug(groom.givenName)}@wedding`,
    title: t('calendar.title', { bride: bride.givenName, groom: groom.givenName }),
    description: t('calendar.description', { dressCode: weddingFacts.dressCode }),
    location,
    start: weddingFacts.ceremonyStart,
    timeZone: weddingFacts.timeZone,
    durationMinutes: CALENDAR_DURATION_MINUTES,
  };
  const start = new Date(event.start);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const google = `https://calendar.google.com/calendar/render?${new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: event.description,
    location,
    ctz: event.timeZone,
  })}`;
  const outlook = `https://outlook.live.com/calendar/0/action/compose?${new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: utcIso(start),
    enddt: utcIso(end),
    body: event.description,
    location,
  })}`;
  return {
    event,
    fileName: t('calendar.file', { bride: slug(bride.givenName), groom: slug(groom.givenName) }),
    google,
    outlook,
  };
}
