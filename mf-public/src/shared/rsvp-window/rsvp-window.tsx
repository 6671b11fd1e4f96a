import { rsvpClosed, weddingFacts } from '@wedding/shared-contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useWeddingPhase } from '../hooks/use-wedding-phase';
import { useT } from '../i18n/use-t';
import { formatLongDate } from '../i18n/wedding-dates';
import { OutcomePanel } from '../layout/outcome-panel';
import { colors, fonts, TAP_PX } from '../theme';
import type { RsvpWindowMessageId } from './messages';

/**
 * Whether the RSVP pages take answers, and whether "before the deadline" is still true: answers close
 * after the deadline only when the couple chose so (`weddingFacts.closeRsvpAfterDeadline`).
 */
export function useRsvpWindow(): { closed: boolean; beforeDeadline: boolean } {
  const phase = useWeddingPhase();
  return { closed: rsvpClosed(phase), beforeDeadline: phase === 'replying' };
}

/** The line under an RSVP page's title: reply by the deadline, or what holds now that it has passed. */
export function ReplyDeadline() {
  const t = useT<RsvpWindowMessageId>();
  const intl = useIntl();
  const { closed, beforeDeadline } = useRsvpWindow();
  const date = formatLongDate(intl, weddingFacts.replyDeadline);
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
