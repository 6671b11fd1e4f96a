import { venueDateTime, weddingFacts } from '@wedding/shared-contracts';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocale } from '../../../shared/i18n/locale-store';
import { useT } from '../../../shared/i18n/use-t';
import { formatVenueTime } from '../../../shared/i18n/wedding-dates';
import { colors, media } from '../../../shared/theme';
import type { EventMessageId } from '../messages';

/** The plan of the day: each moment's time at the venue and what happens then. */
export function EventDayPlan() {
  const t = useT<EventMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  // a time of the day at the venue, written as the ceremony's is (5:00 p. m.)
  const planTime = (time: string) =>
    formatVenueTime(intl, venueDateTime(weddingFacts.weddingDate, time), weddingFacts.timeZone);

  return (
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
  );
}

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
