import { weddingFacts } from './wedding-facts';

/**
 * Where the wedding stands in time, for pages whose words change with it: before the reply deadline
 * ('replying'), after it ('past-deadline'), the wedding day itself ('wedding-day': the venue's calendar
 * day, from its midnight to the next) and after it ('after-wedding'). Days are whole days at the venue
 * (its UTC offset is the ceremony's: the venue's zone has no daylight saving time).
 */
export type WeddingPhase = 'replying' | 'past-deadline' | 'wedding-day' | 'after-wedding';

export interface WeddingDates {
  ceremonyStart: string;
  weddingDate: string;
  replyDeadline: string;
}

const OFFSET = /([+-]\d{2}:\d{2}|Z)$/;

/** A day and a time at the venue as an instant: `2025-11-15`, `18:00` → 2025-11-15T18:00:00-04:00. */
export function venueDateTime(day: string, time: string, dates: WeddingDates = weddingFacts): string {
  return `${day}T${time}:00${OFFSET.exec(dates.ceremonyStart)?.[1] ?? 'Z'}`;
}

/** The first instant after a calendar day at the venue (`2025-11-01` → 2 November, 00:00 there). */
export function endOfVenueDay(day: string, dates: WeddingDates = weddingFacts): Date {
  const start = new Date(venueDateTime(day, '00:00', dates));
  if (Number.isNaN(start.getTime())) throw new Error(`Not a calendar day: ${day}`);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

export function weddingPhase(now: Date, dates: WeddingDates = weddingFacts): WeddingPhase {
  if (now >= endOfVenueDay(dates.weddingDate, dates)) return 'after-wedding';
  if (now >= new Date(venueDateTime(dates.weddingDate, '00:00', dates))) return 'wedding-day';
  if (now >= endOfVenueDay(dates.replyDeadline, dates)) return 'past-deadline';
  return 'replying';
}

/**
 * After the wedding day, the RSVP pages thank the guests in place of a form (`closeRsvpAfterWedding`:
 * off by default, as the specification's RSVP flows must keep working with its dates, which are past).
 */
export const rsvpOver = (phase: WeddingPhase, closeAfterWedding = weddingFacts.closeRsvpAfterWedding) =>
  closeAfterWedding && phase === 'after-wedding';

/**
 * The RSVP pages take no answer: the couple closed them after the deadline (`closeRsvpAfterDeadline`),
 * or the wedding is over and they thank the guests instead (`rsvpOver`). On the wedding day they take
 * answers as after the deadline.
 */
export const rsvpClosed = (
  phase: WeddingPhase,
  closeAfterDeadline = weddingFacts.closeRsvpAfterDeadline,
  closeAfterWedding = weddingFacts.closeRsvpAfterWedding,
) => (closeAfterDeadline && phase !== 'replying') || rsvpOver(phase, closeAfterWedding);
