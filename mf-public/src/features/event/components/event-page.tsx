import {
  BREAKPOINTS,
  SCROLL_OFFSET_NARROW_EVENT_PX,
  SCROLL_OFFSET_PX,
  type WeddingPhase,
  weddingFacts,
} from '@wedding/shared-contracts';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AddToCalendar } from '../../../shared/calendar/add-to-calendar';
import { scrollToSection } from '../../../shared/hooks/scroll-to-section';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useWeddingPhase } from '../../../shared/hooks/use-wedding-phase';
import { withAriaLocale } from '../../../shared/i18n/aria-locale';
import { useT } from '../../../shared/i18n/use-t';
import { formatDateInText } from '../../../shared/i18n/wedding-dates';
import { HeartIcon } from '../../../shared/layout/icons';
import { BannerPhoto } from '../../../shared/photos/banner-photo';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';
import type { EventMessageId } from '../messages';
import { EventDayPlan } from './event-day-plan';
import { EventFacts } from './event-facts';
import { EventRsvpCard } from './event-rsvp-card';

/** Offset of the scroll to the RSVP section: 100 px under 768 px wide, else 80 px (spec §2, §9). */
export function rsvpScrollOffset(width: number): number {
  return width < BREAKPOINTS.narrow ? SCROLL_OFFSET_NARROW_EVENT_PX : SCROLL_OFFSET_PX;
}

/**
 * The kicker in each period: "Reserva la fecha" until the day, then "¡Hoy es el día!", then "¡Ya nos
 * casamos!". Once the wedding is over the RSVP button leads to the couple's thanks (the RSVP card's), and
 * there is no calendar to fill.
 */
const KICKER = {
  replying: 'event.kicker',
  'past-deadline': 'event.kicker',
  'wedding-day': 'event.kickerToday',
  'after-wedding': 'event.kickerAfter',
} as const satisfies Record<WeddingPhase, EventMessageId>;

/** `/event`: date, ceremony and reception times, place, a button to the RSVP section, and a calendar file. */
function EventPage() {
  const t = useT<EventMessageId>();
  const intl = useIntl();
  useDocumentTitle(t('event.pageTitle'));
  const phase = useWeddingPhase();
  const over = phase === 'after-wedding';
  const date = formatDateInText(intl, weddingFacts.weddingDate);

  return (
    <>
      <Section id="event" aria-labelledby="event-title">
        <Kicker data-testid="event-kicker">{t(KICKER[phase])}</Kicker>
        <h1 id="event-title">{t('event.title')}</h1>
        <Lead>{t('event.lead')}</Lead>
        <VenuePhoto photo={weddingFacts.photos.venue} sizes="(min-width: 900px) 820px, 100vw" priority />
        <EventFacts date={date} />
        <Actions>
          <Primary
            onPress={() => scrollToSection('rsvp', rsvpScrollOffset(window.innerWidth))}
            data-testid="event-rsvp-button"
          >
            <HeartIcon />
            {t(over ? 'event.rsvpButtonAfter' : 'event.rsvpButton')}
          </Primary>
          {!over && <AddToCalendar />}
        </Actions>
      </Section>
      <RsvpArea>
        <EventRsvpCard date={date} />
        <EventDayPlan />
      </RsvpArea>
    </>
  );
}

const Section = styled.section`
  max-width: 860px;
  margin: 0 auto;
  padding: 56px 20px 48px;
  text-align: center;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(2.5rem, 8vw, 3.5rem);
  }
  ${media.narrow} {
    padding: 32px 16px 40px;
  }
`;

const Kicker = styled.p`
  margin: 0 0 6px;
  color: ${colors.goldText};
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.22em;
  text-transform: uppercase;
`;

const Lead = styled.p`
  margin: 0 auto 32px;
  max-width: 36ch;
  font-family: ${fonts.display};
  font-size: clamp(1.2rem, 4vw, 1.5rem);
  color: ${colors.inkSoft};
`;

const VenuePhoto = styled(BannerPhoto)`
  margin: 0 0 28px;
  ${media.small} {
    margin-bottom: 20px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: flex-start;
  gap: 14px;
  margin-top: 32px;
  ${media.xsmall} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const buttonBase = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: ${TAP_PX + 8}px;
  padding: 0 26px;
  border-radius: 999px;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Primary = styled(Button)`
  ${buttonBase}
  border: none;
  background: ${colors.teal};
  color: ${colors.white};
  &[data-hovered] {
    background: ${colors.tealDark};
  }
`;

/**
 * The RSVP card and the plan of the day under it: tall enough that the RSVP button can bring the card
 * to the top of the window (100 / 80 px offset) without an empty block inside the card.
 */
const RsvpArea = styled.div`
  min-height: calc(100vh - 120px);
`;

export default withAriaLocale(EventPage);
