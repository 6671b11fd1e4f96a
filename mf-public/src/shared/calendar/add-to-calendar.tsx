import { weddingFacts } from '@wedding/shared-contracts';
import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { useLocale } from '../i18n/locale-store';
import { useT } from '../i18n/use-t';
import { CalendarIcon } from '../layout/icons';
import { VisuallyHidden } from '../layout/visually-hidden';
import { colors, fonts, TAP_PX } from '../theme';
import { buildIcs, downloadIcs } from './calendar';
import type { CalendarMessageId } from './messages';
import { weddingCalendar } from './wedding-calendar';

/**
 * "Add to calendar": the wedding as an .ics file (Apple and Android calendars, any calendar app), and
 * under it the same entry opened in Google Calendar or Outlook on the web, for guests who use those.
 */
export function AddToCalendar({ className }: { className?: string }) {
  const t = useT<CalendarMessageId>();
  const locale = useLocale();
  const calendar = weddingCalendar(t, weddingFacts.venue.description[locale]);
  const download = () =>
    downloadIcs(calendar.fileName, buildIcs({ ...calendar.event, url: `${window.location.origin}/event` }));
  const newTab = <VisuallyHidden> {t('calendar.newTab')}</VisuallyHidden>;
  return (
    <Wrapper className={className}>
      <IcsButton onPress={download} data-testid="add-to-calendar">
        <CalendarIcon />
        {t('calendar.button')}
      </IcsButton>
      <Also>
        {t('calendar.also')}{' '}
        <a href={calendar.google} target="_blank" rel="noopener noreferrer" data-testid="calendar-google">
          Google Calendar{newTab}
        </a>
        {' · '}
        <a href={calendar.outlook} target="_blank" rel="noopener noreferrer" data-testid="calendar-outlook">
          Outlook{newTab}
        </a>
      </Also>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: stretch;
  gap: 4px;
  text-align: center;
`;

const IcsButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: ${TAP_PX + 8}px;
  padding: 0 26px;
  border: 1.5px solid ${colors.teal};
  border-radius: 999px;
  background: ${colors.shell};
  color: ${colors.tealDark};
  font: inherit;
  font-family: ${fonts.body};
  font-weight: 700;
  cursor: pointer;
  &[data-hovered] {
    background: ${colors.seaGlassSoft};
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Also = styled.p`
  margin: 0;
  color: ${colors.inkSoft};
  font-size: 0.9375rem;
  a {
    display: inline-block;
    padding: 10px 2px;
    color: ${colors.tealDark};
    font-weight: 600;
  }
`;
