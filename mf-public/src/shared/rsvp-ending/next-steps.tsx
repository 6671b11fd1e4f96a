import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AddToCalendar } from '../calendar/add-to-calendar';
import { useWeddingPhase } from '../hooks/use-wedding-phase';
import { useT } from '../i18n/use-t';
import { colors } from '../theme';
import type { RsvpEndingMessageId } from './messages';

/**
 * After a guest says they will attend, on every channel: the wedding in their calendar, where to stay and
 * what to wear. Once the wedding is over there is nothing to add to a
 * calendar, and nothing is shown.
 */
export function NextSteps({ id }: { id: string }) {
  const t = useT<RsvpEndingMessageId>();
  if (useWeddingPhase() === 'after-wedding') return null;
  return (
    <Next aria-labelledby={id} data-testid="rsvp-next-steps">
      <h3 id={id}>{t('rsvpEnding.next')}</h3>
      <AddToCalendar />
      <NextLinks>
        <Link to="/info#stay">{t('rsvpEnding.stay')}</Link>
        <Link to="/info#dress">{t('rsvpEnding.dress')}</Link>
      </NextLinks>
    </Next>
  );
}

const Next = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  width: 100%;
  margin: 4px 0;
  padding: 18px 0;
  border-top: 1px solid ${colors.line};
  border-bottom: 1px solid ${colors.line};
  text-align: center;
  h3 {
    margin: 0;
    font-size: 1.375rem;
  }
`;

const NextLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px 24px;
  a {
    display: inline-block;
    padding: 10px 4px;
    color: ${colors.tealDark};
    font-weight: 700;
  }
`;
