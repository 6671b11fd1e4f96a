import { weddingFacts } from '@wedding/shared-contracts';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AddToCalendar } from '../../../shared/calendar/add-to-calendar';
import { useT } from '../../../shared/i18n/use-t';
import { formatLongDate } from '../../../shared/i18n/wedding-dates';
import { useRsvpWindow } from '../../../shared/rsvp-window/rsvp-window';
import { colors, fonts } from '../../../shared/theme';
import type { PhoneRsvpMessageId } from '../messages';
import { CheckCircleIcon, EnvelopeHeartIcon, RefreshIcon } from './icons';
import { Muted, PrimaryButton, StepHeading } from './styles';

export type Outcome =
  | { kind: 'confirmed'; name: string; people: number; special: boolean }
  | { kind: 'declined'; name: string };

export interface SuccessStepProps {
  outcome: Outcome;
  onAnother: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 3: icon and title for the answer, its message, thanks, and another confirmation. */
export function SuccessStep({ outcome, onAnother, headingRef }: SuccessStepProps) {
  const t = useT<PhoneRsvpMessageId>();
  const intl = useIntl();
  const { bride, groom } = weddingFacts.couple;
  const { beforeDeadline } = useRsvpWindow();
  const confirmed = outcome.kind === 'confirmed';
  const special = outcome.kind === 'confirmed' && outcome.special;
  let message: string;
  if (outcome.kind === 'declined') message = t('phoneRsvp.success.declineMessage');
  else if (outcome.special)
    message = t('phoneRsvp.success.specialMessage', { bride: bride.givenName, groom: groom.givenName });
  else
    message = t('phoneRsvp.success.confirmMessage', {
      count: outcome.people,
      date: formatLongDate(intl, weddingFacts.weddingDate),
    });

  return (
    <Wrapper aria-labelledby="phone-rsvp-success-title" data-testid={`phone-success-${outcome.kind}`}>
      <Badge $confirmed={confirmed}>{confirmed ? <CheckCircleIcon /> : <EnvelopeHeartIcon />}</Badge>
      <StepHeading id="phone-rsvp-success-title" ref={headingRef} tabIndex={-1}>
        {t(confirmed ? 'phoneRsvp.success.confirmTitle' : 'phoneRsvp.success.declineTitle')}
      </StepHeading>
      <Message lang={special ? 'es' : undefined} $special={special} data-testid="phone-success-message">
        {message}
      </Message>
      <Thanks>{t('phoneRsvp.success.thanks', { name: outcome.name })}</Thanks>
      <Muted data-testid="phone-success-change">
        {beforeDeadline
          ? t('phoneRsvp.success.change', { date: formatLongDate(intl, weddingFacts.replyDeadline) })
          : t('phoneRsvp.success.changeLate')}
      </Muted>
      {confirmed && (
        <Next aria-labelledby="phone-rsvp-next-title" data-testid="phone-success-next">
          <h3 id="phone-rsvp-next-title">{t('phoneRsvp.success.next')}</h3>
          <AddToCalendar />
          <NextLinks>
            <Link to="/info#stay">{t('phoneRsvp.success.stay')}</Link>
            <Link to="/info#dress">{t('phoneRsvp.success.dress')}</Link>
          </NextLinks>
        </Next>
      )}
      <PrimaryButton onPress={onAnother} data-testid="phone-another">
        <RefreshIcon />
        {t('phoneRsvp.success.another')}
      </PrimaryButton>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  text-align: center;
  > p {
    max-width: 46ch;
  }
`;

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

const Badge = styled.div<{ $confirmed: boolean }>`
  display: grid;
  place-items: center;
  width: 84px;
  height: 84px;
  border-radius: 50%;
  background: ${(p) => (p.$confirmed ? colors.seaGlassSoft : colors.sandDeep)};
  color: ${(p) => (p.$confirmed ? colors.teal : colors.goldText)};
  svg {
    width: 48px;
    height: 48px;
  }
`;

const Message = styled.p<{ $special: boolean }>`
  margin: 0;
  font-size: ${(p) => (p.$special ? '1.2rem' : '1.125rem')};
  line-height: 1.6;
  ${(p) => (p.$special ? `font-family: ${fonts.display}; font-size: 1.375rem; color: ${colors.ink};` : '')}
`;

const Thanks = styled.p`
  margin: 0;
  font-family: ${fonts.display};
  font-size: 1.625rem;
  font-weight: 500;
  color: ${colors.tealDark};
  overflow-wrap: anywhere;
`;
