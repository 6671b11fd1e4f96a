import { weddingFacts } from '@wedding/shared-contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useWeddingPhase } from '../../../shared/hooks/use-wedding-phase';
import { useT } from '../../../shared/i18n/use-t';
import type { RsvpWindowMessageId } from '../../../shared/rsvp-window/messages';
import { ReplyDeadline } from '../../../shared/rsvp-window/rsvp-window';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';
import type { EventMessageId } from '../messages';

/**
 * The RSVP section (the event button's target): the reply deadline, a link to /rsvp, the couple's
 * signature; once the wedding is over, the couple's thanks to everyone who came and a way to write to them.
 */
export function EventRsvpCard({ date }: { date: string }) {
  const t = useT<EventMessageId>();
  const thanks = useT<RsvpWindowMessageId>();
  const over = useWeddingPhase() === 'after-wedding';
  const { bride, groom } = weddingFacts.couple;
  const names = { bride: bride.givenName, groom: groom.givenName };

  return (
    <RsvpSection id="rsvp" aria-labelledby="event-rsvp-title">
      {over ? (
        <div data-testid="event-thanks">
          <h2 id="event-rsvp-title">{thanks('rsvpWindow.afterTitle')}</h2>
          <p>{thanks('rsvpWindow.afterBody')}</p>
          <RsvpLink to="/contact?subject=other">{thanks('rsvpWindow.closedLink')}</RsvpLink>
        </div>
      ) : (
        <div>
          <h2 id="event-rsvp-title">{t('event.rsvp.title')}</h2>
          <p>
            {t('event.rsvp.lead')} <ReplyDeadline />
          </p>
          <RsvpLink to="/rsvp">{t('event.rsvp.button')}</RsvpLink>
        </div>
      )}
      <Signature aria-hidden="true">
        <span className="line" />
        <span className="names">
          {names.bride} &amp; {names.groom}
        </span>
        <span className="date">{date}</span>
        <span className="line" />
      </Signature>
    </RsvpSection>
  );
}

const RsvpSection = styled.section`
  display: grid;
  justify-items: center;
  gap: 32px;
  margin: 24px auto 0;
  max-width: 860px;
  padding: 48px 24px;
  border-radius: 24px;
  background: ${colors.tealDark};
  color: #f4efe6;
  text-align: center;
  h2 {
    margin: 0 0 10px;
    color: #ffffff;
    font-size: clamp(2rem, 6vw, 2.5rem);
  }
  p {
    max-width: 44ch;
    margin: 0 auto 24px;
  }
  ${media.narrow} {
    margin: 16px 12px 0;
    padding: 36px 18px;
  }
`;

const Signature = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  color: #e6c98f;
  .line {
    width: 96px;
    height: 1px;
    background: rgba(230, 201, 143, 0.7);
  }
  .names {
    font-family: ${fonts.display};
    font-size: clamp(1.75rem, 7vw, 2.5rem);
    font-style: italic;
    color: #fdf8ef;
  }
  .date {
    font-size: 0.95rem;
    letter-spacing: 0.18em;
    text-transform: uppercase;
  }
`;

const RsvpLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_PX + 8}px;
  padding: 0 30px;
  border-radius: 999px;
  background: #f4e3bf;
  color: ${colors.ink};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: #ffffff;
    color: ${colors.ink};
  }
  &:focus-visible {
    outline-color: #f4e3bf;
  }
`;
