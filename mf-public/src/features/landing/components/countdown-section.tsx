import { type WeddingPhase, weddingFacts } from '@wedding/shared-contracts';
import { useOnClient } from '@wedding/shared-contracts/web';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useWeddingPhase } from '../../../shared/hooks/use-wedding-phase';
import { useT } from '../../../shared/i18n/use-t';
import { formatDateInText } from '../../../shared/i18n/wedding-dates';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';
import { type CountdownParts, countdownTarget, countdownTo, isOver } from '../countdown';
import type { LandingMessageId } from '../messages';

/** The countdown moves on once a second. */
const COUNTDOWN_TICK_MS = 1000;

const UNITS = [
  { key: 'days', label: 'landing.countdown.days' },
  { key: 'hours', label: 'landing.countdown.hours' },
  { key: 'minutes', label: 'landing.countdown.minutes' },
  { key: 'seconds', label: 'landing.countdown.seconds' },
] as const satisfies readonly { key: keyof CountdownParts; label: LandingMessageId }[];

/** The line under the title: "every second brings us closer" until the day, "today's the day" on it. */
const LEAD = {
  replying: 'landing.countdown.lead',
  'past-deadline': 'landing.countdown.lead',
  'wedding-day': 'landing.countdown.leadToday',
  'after-wedding': 'landing.countdown.leadAfter',
} as const satisfies Record<WeddingPhase, LandingMessageId>;

/**
 * Days, hours, minutes and seconds to local midnight on the wedding day, refreshed every second (all 0
 * from then on, as the specification says); on the day and after it the words around them follow.
 */
export function CountdownSection() {
  const t = useT<LandingMessageId>();
  const intl = useIntl();
  const target = useMemo(() => countdownTarget(), []);
  // no numbers in the page prerendered at build time (nor while the live page hydrates it): they
  // only mean something in the guest's browser
  const onClient = useOnClient();
  const phase = useWeddingPhase();
  const married = phase === 'after-wedding';
  const [ticked, setTicked] = useState<CountdownParts | null>(null);
  const parts = ticked ?? (onClient ? countdownTo(target, new Date()) : null);

  useEffect(() => {
    const now = countdownTo(target, new Date());
    setTicked(now);
    if (isOver(now)) return;
    const timer = setInterval(() => {
      const next = countdownTo(target, new Date());
      setTicked(next);
      if (isOver(next)) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [target]);

  const date = formatDateInText(intl, weddingFacts.weddingDate);
  return (
    <Section id="countdown" aria-labelledby="countdown-title">
      <h2 id="countdown-title">{t('landing.countdown.title')}</h2>
      <Lead data-testid="countdown-lead">{t(LEAD[phase])}</Lead>
      <Tiles role="timer" aria-label={t('landing.countdown.label', { date })} data-testid="countdown">
        {UNITS.map(({ key, label }) => (
          <Tile key={key}>
            <Value data-testid={`countdown-${key}`}>{parts ? intl.formatNumber(parts[key]) : '–'}</Value>
            <Unit>{t(label, { count: parts?.[key] ?? 2 })}</Unit>
          </Tile>
        ))}
      </Tiles>
      {married && <Thanks data-testid="countdown-thanks">{t('landing.countdown.thanks')}</Thanks>}
      <More>
        <MoreLink to="/event">{t('landing.countdown.eventLink')}</MoreLink>
        <MoreLink to="/about">{t('landing.countdown.aboutLink')}</MoreLink>
      </More>
    </Section>
  );
}

const Section = styled.section`
  padding: 56px 20px 64px;
  background: ${colors.sandDeep};
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-size: clamp(2rem, 6vw, 2.75rem);
  }
  ${media.narrow} {
    padding: 40px 16px 48px;
  }
`;

const Lead = styled.p`
  margin: 0 auto 28px;
  max-width: 36ch;
  color: ${colors.inkSoft};
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 150px));
  justify-content: center;
  gap: 16px;
  ${media.small} {
    grid-template-columns: repeat(2, minmax(0, 160px));
    gap: 12px;
  }
`;

const Tile = styled.div`
  padding: 18px 8px 14px;
  border-radius: 18px;
  background: ${colors.shell};
  border: 1px solid ${colors.line};
  box-shadow: 0 8px 20px rgba(38, 50, 56, 0.06);
`;

const Value = styled.div`
  font-family: ${fonts.display};
  font-size: clamp(2.5rem, 9vw, 3.5rem);
  line-height: 1.05;
  color: ${colors.tealDark};
  font-variant-numeric: tabular-nums lining-nums;
`;

const Unit = styled.div`
  margin-top: 4px;
  color: ${colors.inkSoft};
  font-size: 1rem;
  font-weight: 600;
  text-transform: capitalize;
`;

const Thanks = styled.p`
  max-width: 34ch;
  margin: 28px auto 0;
  font-family: ${fonts.display};
  font-size: clamp(1.375rem, 4.5vw, 1.75rem);
  font-weight: 500;
  line-height: 1.35;
  color: ${colors.tealDark};
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 32px;
`;

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_PX}px;
  padding: 0 20px;
  border-radius: 999px;
  border: 1.5px solid ${colors.teal};
  color: ${colors.tealDark};
  background: ${colors.shell};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${colors.seaGlassSoft};
  }
`;
