import { venueDateTime, weddingFacts } from '@wedding/shared-contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLocale } from '../../../shared/i18n/locale-store';
import { useT } from '../../../shared/i18n/use-t';
import { formatVenueTime } from '../../../shared/i18n/wedding-dates';
import { MapPinIcon } from '../../../shared/layout/icons';
import { VisuallyHidden } from '../../../shared/layout/visually-hidden';
import { colors, media, TAP_PX } from '../../../shared/theme';
import type { EventMessageId } from '../messages';

/** The moment of the plan of the day marked `kind` (the ceremony, the reception). */
const momentOf = (kind: 'ceremony' | 'reception') => weddingFacts.dayPlan.find((item) => item.kind === kind);

/**
 * The event's facts: date, the ceremony's and the reception's times (named as the plan of the day names
 * them), place with a map link, getting there, weather, dress code.
 */
export function EventFacts({ date }: { date: string }) {
  const t = useT<EventMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const time = formatVenueTime(intl, weddingFacts.ceremonyStart, weddingFacts.timeZone);
  const ceremony = momentOf('ceremony');
  const reception = momentOf('reception');
  const country =
    intl.formatDisplayName(weddingFacts.venue.countryCode, { type: 'region' }) ?? weddingFacts.venue.country;
  const venue = weddingFacts.venue.description[locale];
  const { celsius, fahrenheit } = weddingFacts.averageTemperature;
  const mapUrl = `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: weddingFacts.venue.address })}`;

  return (
    <Facts>
      <Fact>
        <dt>{t('event.date')}</dt>
        <dd data-testid="event-date">{date}</dd>
      </Fact>
      <Fact>
        <dt>{t('event.times')}</dt>
        <dd data-testid="event-time">
          {ceremony ? t('event.momentTime', { moment: ceremony.title[locale], time }) : time}
        </dd>
        {reception ? (
          <dd data-testid="event-reception-time">
            {t('event.momentTime', {
              moment: reception.title[locale],
              time: formatVenueTime(
                intl,
                venueDateTime(weddingFacts.weddingDate, reception.time),
                weddingFacts.timeZone,
              ),
            })}
          </dd>
        ) : null}
        <LocalTime data-testid="event-local-time">{t('event.localTime', { country })}</LocalTime>
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
            airport: weddingFacts.venue.airport[locale],
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
  );
}

const LocalTime = styled.dd`
  && {
    margin-top: 2px;
    color: ${colors.inkSoft};
    font-size: 1rem;
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
