import { rsvpClosed, type WeddingPhase, weddingFacts } from '@wedding/shared-contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useWeddingPhase } from '../hooks/use-wedding-phase';
import { useT } from '../i18n/use-t';
import { formatDateInText } from '../i18n/wedding-dates';
import { OutcomePanel } from '../layout/outcome-panel';
import { colors, fonts, TAP_PX } from '../theme';
import type { RsvpWindowMessageId } from './messages';

export interface RsvpWindow {
  /**
   * `useWeddingPhase()`: 'replying', 'past-deadline', 'wedding-day' or 'after-wedding' (no calendar
   * offer and no "te esperamos" then, even where a form still takes answers).
   */
  phase: WeddingPhase;
  /** The pages take no answer: `RsvpNoForm` in place of a form. */
  closed: boolean;
  /** "Before the deadline" is still true. */
  beforeDeadline: boolean;
  /**
   * The wedding is over and the pages, taking no answer (`closeRsvpAfterWedding`, or already closed
   * after the deadline), thank everyone in place of a form.
   */
  over: boolean;
}

/**
 * Whether the RSVP pages take answers, and whether "before the deadline" is still true: answers close
 * after the deadline only when the couple chose so (`weddingFacts.closeRsvpAfterDeadline`), and after
 * the wedding day when they chose so (`closeRsvpAfterWedding`); the phase lets a page choose its words.
 */
export function useRsvpWindow(): RsvpWindow {
  const phase = useWeddingPhase();
  const closed = rsvpClosed(phase);
  return { phase, closed, beforeDeadline: phase === 'replying', over: closed && phase === 'after-wedding' };
}

/** The line under an RSVP page's title: reply by the deadline, or what holds now that it has passed. */
export function ReplyDeadline() {
  const t = useT<RsvpWindowMessageId>();
  const intl = useIntl();
  const { phase, closed, beforeDeadline, over } = useRsvpWindow();
  // after the wedding the page says so, whether or not its form still takes an answer
  if (phase === 'after-wedding') {
    const day = formatDateInText(intl, weddingFacts.weddingDate);
    const id = over ? 'rsvpWindow.weddingWas' : 'rsvpWindow.weddingWasOpen';
    return <span data-testid="reply-deadline">{t(id, { date: day })}</span>;
  }
  const date = formatDateInText(intl, weddingFacts.replyDeadline);
  const id = beforeDeadline
    ? 'rsvpWindow.replyBy'
    : closed
      ? 'rsvpWindow.closedOn'
      : 'rsvpWindow.lateButOpen';
  return <span data-testid="reply-deadline">{t(id, { date })}</span>;
}

/** In place of an RSVP form once answers are closed: what happened, and the way to the hosts. */
export function RsvpClosed() {
  const t = useT<RsvpWindowMessageId>();
  return (
    <OutcomePanel role="status" data-testid="rsvp-closed">
      <h2>{t('rsvpWindow.closedTitle')}</h2>
      <p>{t('rsvpWindow.closedBody')}</p>
      <ContactLink to="/contact?subject=rsvp_question">{t('rsvpWindow.closedLink')}</ContactLink>
    </OutcomePanel>
  );
}

/**
 * In place of an RSVP form once the wedding is over (`useRsvpWindow().over`): thanks to everyone who
 * came, and the way to the hosts.
 */
export function RsvpAfterWedding() {
  const t = useT<RsvpWindowMessageId>();
  return (
    <OutcomePanel role="status" data-testid="rsvp-after-wedding">
      <h2>{t('rsvpWindow.afterTitle')}</h2>
      <p>{t('rsvpWindow.afterBody')}</p>
      <ContactLink to="/contact?subject=other">{t('rsvpWindow.closedLink')}</ContactLink>
    </OutcomePanel>
  );
}

/** What a closed RSVP page shows in place of its form: `RsvpAfterWedding` once `over`, else `RsvpClosed`. */
export function RsvpNoForm() {
  return useRsvpWindow().over ? <RsvpAfterWedding /> : <RsvpClosed />;
}

const ContactLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_PX + 8}px;
  padding: 0 28px;
  border-radius: 999px;
  background: ${colors.teal};
  color: ${colors.white};
  font-family: ${fonts.body};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${colors.tealDark};
    color: ${colors.white};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;
