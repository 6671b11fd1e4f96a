import type { IntlShape } from 'react-intl';
import type { RsvpEndingMessageId } from './messages';

/**
 * An answer a guest gave, whatever the channel: attending with a number of people (unknown for an
 * answer stored without one), or not attending; `at` is when it was given (an ISO instant), if known.
 */
export type GivenAnswer =
  | { attending: true; people?: number; at?: string }
  | { attending: false; at?: string };

type Say = (id: RsvpEndingMessageId, values?: Record<string, string | number>) => string;

/** The day an answer was given, as a sentence writes it, in the guest's own time zone. */
function dayOf(intl: IntlShape, at: string | undefined): string | null {
  if (!at || Number.isNaN(Date.parse(at))) return null;
  return intl.formatDate(new Date(at), { day: 'numeric', month: 'long', year: 'numeric' });
}

/** "Confirmaste 3 personas el 2 de noviembre de 2025." — the answer given, as a returning guest reads it. */
export function echoAnswer(t: Say, intl: IntlShape, answer: GivenAnswer): string {
  const date = dayOf(intl, answer.at);
  const on: Record<string, string> = date ? { date } : {};
  if (!answer.attending) return t(date ? 'rsvpEnding.echo.declinedOn' : 'rsvpEnding.echo.declined', on);
  if (answer.people === undefined)
    return t(date ? 'rsvpEnding.echo.attendingOn' : 'rsvpEnding.echo.attending', on);
  return t(date ? 'rsvpEnding.echo.confirmedOn' : 'rsvpEnding.echo.confirmed', {
    ...on,
    count: answer.people,
  });
}

/**
 * What an answer changes of the one given before, in words ("de 3 a 4 personas"): `preview` before it
 * is sent (confirming only), else once it is saved. Null when nothing changes or nothing was given before.
 */
export function describeChange(
  t: Say,
  before: GivenAnswer | null,
  after: GivenAnswer,
  when: 'preview' | 'done',
): string | null {
  if (!before) return null;
  if (before.attending && after.attending) {
    if (before.people === undefined || after.people === undefined || before.people === after.people)
      return null;
    return t(when === 'preview' ? 'rsvpEnding.preview.people' : 'rsvpEnding.done.people', {
      from: before.people,
      to: after.people,
    });
  }
  if (!before.attending && after.attending)
    return t(when === 'preview' ? 'rsvpEnding.preview.attend' : 'rsvpEnding.done.attend');
  if (before.attending && !after.attending) return when === 'done' ? t('rsvpEnding.done.decline') : null;
  return null;
}

/**
 * The people a form starts from (one rule on every channel): a guest who has said they will attend starts
 * from the count they gave; anyone else from the spec's default, the guest's maximum
 * (spec §9). Always within 1..max.
 */
export function startingPeople(before: GivenAnswer | null, max: number): number {
  const top = Math.max(1, max);
  const stored = before?.attending ? before.people : undefined;
  return stored !== undefined && stored >= 1 ? Math.min(stored, top) : top;
}
