import {
  BREAKPOINTS,
  SCROLL_OFFSET_NARROW_EVENT_PX,
  SCROLL_OFFSET_PX,
  venueDateTime,
  weddingFacts,
} from '@wedding/shared-contracts';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AddToCalendar } from '../../../shared/calendar/add-to-calendar';
import { scrollToSection } from '../../../shared/hooks/scroll-to-section';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { withAriaLocale } from '../../../shared/i18n/aria-locale';
import { useLocale } from '../../../shared/i18n/locale-store';
import { useT } from '../../../shared/i18n/use-t';
import { formatLongDate, formatVenueTime } from '../../../shared/i18n/wedding-dates';
import { HeartIcon, MapPinIcon } from '../../../shared/layout/icons';
import { VisuallyHidden } from '../../../shared/layout/visually-hidden';
import { BannerPhoto } from '../../../shared/photos/banner-photo';
import { ReplyDeadline } from '../../../shared/rsvp-window/rsvp-window';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';
import type { EventMessageId } from '../messages';

/** Offset of the scroll to the RSVP section: 100 px under 768 px wide, else 80 px (spec §2, §9). */
export function rsvpScrollOffset(width: number): number {
  return width < BREAKPOINTS.narrow ? SCROLL_OFFSET_NARROW_EVENT_PX : SCROLL_OFFSET_PX;
}

/** `/event`: date, reception time, place, a button to the RSVP section, and a calendar file. */
function EventPage() {
  const t = useT<EventMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  useDocumentTitle(t('event.pageTitle'));
  const { bride, groom } = weddingFacts.couple;
  const names = { bride: bride.givenName, groom: groom.givenName };
  const date = formatLongDate(intl, weddingFacts.weddingDate);
  const time = formatVenueTime(intl, weddingFacts.ceremonyStart, weddingFacts.timeZone);
  const country =
    intl.formatDisplayName(weddingFacts.venue.countryCode, { type: 'region' }) ?? weddingFacts.venue.country;
  const venue = weddingFacts.venue.description[locale];
  const { celsius, fahrenheit } = weddingFacts.averageTemperature;
  const mapUrl = `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: weddingFacts.venue.address })}`;
  // a time of the day at the venue, written as the ceremony's is (5:00 p. m.)
  const planTime = (time: string) =>
    formatVenueTime(intl, venueDateTime(weddingFacts.weddingDate, time), weddingFacts.timeZone);

  return (
    <>
      <Section id="event" aria-labelledby="event-title">
        <Kicker>{t('event.kicker')}</Kicker>
        <h1 id="event-title">{t('event.title')}</h1>
        <Lead>{t('event.lead')}</Lead>
        <VenuePhoto photo={weddingFacts.photos.venue} sizes="(min-width: 900px) 820px, 100vw" priority />
        <Facts>
          <Fact>
            <dt>{t('event.date')}</dt>
            <dd data-testid="event-date">{date}</dd>
          </Fact>
          <Fact>
            <dt>{t('event.reception')}</dt>
            <dd data-testid="event-time">{t('event.receptionTime', { time, country })}</dd>
          </Fact>
          <Fact>
            <dt>{t('event.place')}</dt>
            <dd>
              {venue}
              <Address data-testid="event-address">{weddingFacts.venue.address}</Address>
              <MapLink href={mapUrl} target="_blank" rel="noopener noreferrer" data-testid="event-map">
                <MapPinIcon />
                {t('event.mapLink')}
                <VisuallyHidden> {t('event.newTab')}</VisuallyHidden>
              </MapLink>
            </dd>
          </Fact>
          <Fact>
            <dt>{t('event.gettingThere')}</dt>
            <dd>
              {t('event.airport', {
                minutes: weddingFacts.venue.minutesFromAirport,
                airport: weddingFacts.venue.airport,
              })}
            </dd>
          </Fact>
          <Fact>
            <dt>{t('event.weather')}</dt>
            <dd>
              {t('event.weatherValue', {
                celsiusMin: celsius.min,
                celsiusMax: celsius.max,
                fahrenheitMin: fahrenheit.min,
                fahrenheitMax: fahrenheit.max,
              })}
            </dd>
          </Fact>
          <Fact>
            <dt>{t('event.dressCode')}</dt>
            <dd>
              {weddingFacts.dressCode} · <Link to="/info#dress">{t('event.dressCodeLink')}</Link>
            </dd>
          </Fact>
        </Facts>
        <Actions>
          <Primary
            onPress={() => scrollToSection('rsvp', rsvpScrollOffset(window.innerWidth))}
            data-testid="event-rsvp-button"
          >
            <HeartIcon />
            {t('event.rsvpButton')}
          </Primary>
          <AddToCalendar />
        </Actions>
      </Section>
      <RsvpArea>
        <RsvpSection id="rsvp" aria-labelledby="event-rsvp-title">
          <div>
            <h2 id="event-rsvp-title">{t('event.rsvp.title')}</h2>
            <p>
              {t('event.rsvp.lead')} <ReplyDeadline />
            </p>
            <RsvpLink to="/rsvp">{t('event.rsvp.button')}</RsvpLink>
          </div>
          <Signature aria-hidden="true">
            <span className="line" />
            <span className="names">
              {names.bride} &amp; {names.groom}
            </span>
            <span className="date">{date}</span>
            <span className="line" />
          </Signature>
        </RsvpSection>
        <DayPlan aria-labelledby="event-plan-title">
          <h2 id="event-plan-title">{t('event.plan.title')}</h2>
          <ol data-testid="event-plan">
            {weddingFacts.dayPlan.map((item) => (
              <li key={item.time}>
                <time dateTime={`${weddingFacts.weddingDate}T${item.time}`}>{planTime(item.time)}</time>
                <span>{item.title[locale]}</span>
              </li>
            ))}
          </ol>
        </DayPlan>
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

const Address = styled.span`
  display: block;
  margin-top: 4px;
  color: ${colors.inkSoft};
  font-size: 1rem;
`;

const MapLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: ${TAP_PX}px;
  color: ${colors.tealDark};
  font-size: 1rem;
  font-weight: 700;
  svg {
    flex: none;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  text-align: left;
  ${media.small} {
    grid-template-columns: 1fr;
  }
`;

const Fact = styled.div`
  padding: 18px 20px;
  border-radius: 18px;
  background: ${colors.shell};
  border: 1px solid ${colors.line};
  dt {
    color: ${colors.goldText};
    font-size: 0.875rem;
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.125rem;
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

const DayPlan = styled.section`
  max-width: 860px;
  margin: 0 auto;
  padding: 48px 20px 40px;
  text-align: center;
  h2 {
    margin: 0 0 20px;
    font-size: clamp(2rem, 6vw, 2.5rem);
  }
  ol {
    display: grid;
    gap: 0;
    max-width: 520px;
    margin: 0 auto;
    padding: 0;
    list-style: none;
    text-align: left;
  }
  li {
    display: grid;
    grid-template-columns: 7.5rem 1fr;
    align-items: baseline;
    gap: 16px;
    padding: 14px 4px;
    border-bottom: 1px solid ${colors.line};
    font-size: 1.125rem;
  }
  li:last-child {
    border-bottom: none;
  }
  time {
    color: ${colors.goldText};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  ${media.narrow} {
    padding: 0 16px 16px;
    li {
      grid-template-columns: 6.5rem 1fr;
      gap: 12px;
    }
  }
`;

/**
 * The RSVP card and the plan of the day under it: tall enough that the RSVP button can bring the card
 * to the top of the window (100 / 80 px offset) without an empty block inside the card.
 */
const RsvpArea = styled.div`
  min-height: calc(100vh - 120px);
`;

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

export default withAriaLocale(EventPage);
