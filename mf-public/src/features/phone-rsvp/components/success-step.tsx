import { type PartyMember, type WeddingPhase, weddingFacts } from '@wedding/shared-contracts';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useWeddingPhase } from '../../../shared/hooks/use-wedding-phase';
import { useT } from '../../../shared/i18n/use-t';
import { formatDateInText } from '../../../shared/i18n/wedding-dates';
import { LazyPartyForm } from '../../../shared/party/lazy-party';
import type { PartyMessageId } from '../../../shared/party/messages';
import { partyHintId } from '../../../shared/party/party-hint';
import { describeChange, type GivenAnswer } from '../../../shared/rsvp-ending/given-answer';
import type { RsvpEndingMessageId } from '../../../shared/rsvp-ending/messages';
import { NextSteps } from '../../../shared/rsvp-ending/next-steps';
import { useRsvpWindow } from '../../../shared/rsvp-window/rsvp-window';
import { colors, fonts } from '../../../shared/theme';
import { usePhoneParty } from '../api/phone-rsvp-api';
import type { PhoneRsvpMessageId } from '../messages';
import { CheckCircleIcon, EnvelopeHeartIcon, RefreshIcon } from './icons';
import { Muted, SecondaryButton, StepHeading } from './styles';

export type Outcome =
  | {
      kind: 'confirmed';
      name: string;
      people: number;
      special: boolean;
      before: GivenAnswer | null;
      /** The number the answer was given for, and who was named for it before. */
      telefono: string;
      party: PartyMember[];
    }
  | { kind: 'declined'; name: string; before: GivenAnswer | null };

export interface SuccessStepProps {
  outcome: Outcome;
  onAnother: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The spec's confirmation message, as true on the day and after it as before. */
const CONFIRM_MESSAGE = {
  replying: 'phoneRsvp.success.confirmMessage',
  'past-deadline': 'phoneRsvp.success.confirmMessage',
  'wedding-day': 'phoneRsvp.success.confirmMessageToday',
  'after-wedding': 'phoneRsvp.success.confirmMessagePast',
} as const satisfies Record<WeddingPhase, PhoneRsvpMessageId>;

/**
 * Step 3: icon and title for the answer, its message, what changed since the answer before, thanks;
 * for a guest who is coming, what comes next (the page's main action); and another confirmation.
 */
export function SuccessStep({ outcome, onAnother, headingRef }: SuccessStepProps) {
  const t = useT<PhoneRsvpMessageId>();
  const say = useT<RsvpEndingMessageId>();
  const intl = useIntl();
  const phase = useWeddingPhase();
  const { bride, groom } = weddingFacts.couple;
  const { beforeDeadline } = useRsvpWindow();
  const confirmed = outcome.kind === 'confirmed';
  const special = outcome.kind === 'confirmed' && outcome.special;
  let message: string;
  if (outcome.kind === 'declined') message = t('phoneRsvp.success.declineMessage');
  else if (outcome.special)
    message = t('phoneRsvp.success.specialMessage', { bride: bride.givenName, groom: groom.givenName });
  else
    message = t(CONFIRM_MESSAGE[phase], {
      count: outcome.people,
      date: formatDateInText(intl, weddingFacts.weddingDate),
    });
  const after: GivenAnswer =
    outcome.kind === 'confirmed' ? { attending: true, people: outcome.people } : { attending: false };
  const change = describeChange(say, outcome.before, after, 'done');

  return (
    <Wrapper aria-labelledby="phone-rsvp-success-title" data-testid={`phone-success-${outcome.kind}`}>
      <Badge $confirmed={confirmed}>{confirmed ? <CheckCircleIcon /> : <EnvelopeHeartIcon />}</Badge>
      <StepHeading id="phone-rsvp-success-title" ref={headingRef} tabIndex={-1}>
        {t(confirmed ? 'phoneRsvp.success.confirmTitle' : 'phoneRsvp.success.declineTitle')}
      </StepHeading>
      <Message lang={special ? 'es' : undefined} $special={special} data-testid="phone-success-message">
        {message}
      </Message>
      {change && <Changed data-testid="rsvp-answer-change">{change}</Changed>}
      <Thanks>{t('phoneRsvp.success.thanks', { name: outcome.name })}</Thanks>
      {phase !== 'after-wedding' && (
        <Muted data-testid="phone-success-change">
          {beforeDeadline
            ? t('phoneRsvp.success.change', { date: formatDateInText(intl, weddingFacts.replyDeadline) })
            : t('phoneRsvp.success.changeLate')}
        </Muted>
      )}
      {outcome.kind === 'confirmed' && <WhoIsComing outcome={outcome} />}
      {confirmed && <NextSteps id="phone-rsvp-next-title" />}
      <SecondaryButton onPress={onAnother} data-testid="phone-another">
        <RefreshIcon />
        {t('phoneRsvp.success.another')}
      </SecondaryButton>
    </Wrapper>
  );
}

/** After a confirmation: who is coming, optional, saved as far as it is filled in. */
function WhoIsComing({ outcome }: { outcome: Extract<Outcome, { kind: 'confirmed' }> }) {
  const t = useT<PartyMessageId>();
  const save = usePhoneParty(outcome.telefono);
  return (
    <PartySection aria-labelledby="phone-party-title" data-testid="phone-party">
      <h3 id="phone-party-title">{t('party.title')}</h3>
      <Muted>{t(partyHintId('phone'))}</Muted>
      <LazyPartyForm people={outcome.people} party={outcome.party} leadName={outcome.name} save={save} />
    </PartySection>
  );
}

const PartySection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: 100%;
  padding-top: 16px;
  border-top: 1px solid ${colors.line};
  > h3 {
    margin: 0;
    font-size: 1.375rem;
  }
`;

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

const Changed = styled.p`
  margin: 0;
  padding: 8px 14px;
  border-radius: 12px;
  background: ${colors.sandSoft};
  font-weight: 600;
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
