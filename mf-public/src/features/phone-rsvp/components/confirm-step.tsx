import type { ConfirmationStatus, PartyMember } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { type Ref, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { checksResolver } from '../../../shared/forms/form-checks';
import { useErrorText } from '../../../shared/forms/use-error-text';
import { CHECK_ON_SUBMIT, useFormField } from '../../../shared/forms/use-form-field';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useT } from '../../../shared/i18n/use-t';
import { PartyDrop } from '../../../shared/party/party-drop';
import { usePartyDrop } from '../../../shared/party/use-party-drop';
import { describeChange, echoAnswer, startingPeople } from '../../../shared/rsvp-ending/given-answer';
import type { RsvpEndingMessageId } from '../../../shared/rsvp-ending/messages';
import { colors } from '../../../shared/theme';
import type { ConfirmValues } from '../form-values';
import type { PhoneRsvpMessageId } from '../messages';
import { loadPhoneRules } from '../phone-field';
import { ChoiceSelect } from './choice-select';
import type { FoundGuest } from './found-guest';
import { ArrowLeftIcon, CheckCircleIcon } from './icons';
import { PartyEcho } from './party-step';
import { Actions, Muted, PrimaryButton, QuietButton, SecondaryButton, StepHeading } from './styles';

export interface ConfirmStepProps {
  guest: FoundGuest;
  /** `kept`: who is still coming, when the guest named more people than the count chosen. */
  onConfirm: (people: number, kept?: PartyMember[]) => void;
  onDecline: () => void;
  /** A guest who confirmed names who is coming (the party step). */
  onEditParty: () => void;
  onBack: () => void;
  busy: 'confirm' | 'decline' | null;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 2: who was found, the current answer (unless pending), how many people; confirm, decline, back. */
export function ConfirmStep({
  guest,
  onConfirm,
  onDecline,
  onEditParty,
  onBack,
  busy,
  headingRef,
}: ConfirmStepProps) {
  const t = useT<PhoneRsvpMessageId>();
  const errorText = useErrorText<PhoneRsvpMessageId>();
  const resolver = useMemo(
    () => checksResolver(loadPhoneRules, (rules) => rules.confirmationResolver(guest.maxPeople)),
    [guest.maxPeople],
  );
  const say = useT<RsvpEndingMessageId>();
  const intl = useIntl();
  const form = useForm<ConfirmValues, unknown, number>({
    ...CHECK_ON_SUBMIT,
    // ARCHITECTURE.md: the default is the guest's maximum (spec §9); a guest who said they are coming
    // starts from the count they gave
    defaultValues: { confirmedPeople: startingPeople(guest.answer, guest.maxPeople) },
    resolver,
    // a refusal shows under the field; the focus stays on the button the guest pressed
    shouldFocusError: false,
  });
  const people = useFormField(form, 'confirmedPeople');
  const drop = usePartyDrop(guest.party, Number(people.props.value));
  const choices = useMemo(
    () =>
      Array.from({ length: guest.maxPeople }, (_, index) => ({
        id: String(index + 1),
        label: t('phoneRsvp.confirm.peopleOption', { count: index + 1 }),
      })),
    [guest.maxPeople, t],
  );
  const disabled = busy !== null;
  const change = describeChange(
    say,
    guest.answer,
    { attending: true, people: Number(people.props.value) },
    'preview',
  );
  // spec §5: at least 1 person (the dropdown offers 1..max; a guest stored without a usable maximum has none)
  const confirm = useFormSubmit({
    submit: form.handleSubmit((count) => {
      if (drop.ready()) onConfirm(count, drop.kept);
    }),
    onUnavailable: () =>
      toast({
        variant: 'destructive',
        title: t('phoneRsvp.toast.confirmErrorTitle'),
        description: t('phoneRsvp.toast.confirmErrorBody'),
      }),
  });

  return (
    <Wrapper aria-labelledby="phone-rsvp-guest-name" aria-busy={disabled} data-testid="phone-confirm-step">
      <Greeting>{t('phoneRsvp.confirm.greeting')}</Greeting>
      <StepHeading id="phone-rsvp-guest-name" ref={headingRef} tabIndex={-1} data-testid="guest-name">
        {guest.name}
      </StepHeading>
      {guest.status !== 'pendiente' && (
        <Status $status={guest.status} data-testid="guest-status">
          {t('phoneRsvp.confirm.currentStatus', { status: t(`phoneRsvp.status.${guest.status}`) })}
        </Status>
      )}
      {guest.answer && <Echo data-testid="guest-answer-echo">{echoAnswer(say, intl, guest.answer)}</Echo>}
      {guest.answer?.attending && <PartyEcho guest={guest} onEditParty={onEditParty} isDisabled={disabled} />}
      <Muted data-testid="guest-phone">{t('phoneRsvp.confirm.number', { phone: guest.phone })}</Muted>
      <Muted>{t('phoneRsvp.confirm.invitedFor', { max: guest.maxPeople })}</Muted>
      <ChoiceSelect
        label={t('phoneRsvp.confirm.people')}
        description={t('phoneRsvp.confirm.peopleHint')}
        choices={choices}
        value={String(people.props.value)}
        onChange={(id) => people.props.onChange(Number(id))}
        isDisabled={disabled}
        errorMessage={errorText(people.error)}
        testId="people-select"
      />
      <PartyDrop party={guest.party} people={Number(people.props.value)} drop={drop} isDisabled={disabled} />
      {change && (
        <Preview role="status" data-testid="rsvp-answer-preview">
          {change}
        </Preview>
      )}
      <Actions>
        <PrimaryButton onPress={() => void confirm()} isDisabled={disabled} data-testid="phone-confirm">
          <CheckCircleIcon />
          {t(busy === 'confirm' ? 'phoneRsvp.confirm.confirming' : 'phoneRsvp.confirm.confirm')}
        </PrimaryButton>
        <SecondaryButton onPress={onDecline} isDisabled={disabled} data-testid="phone-decline">
          {t(busy === 'decline' ? 'phoneRsvp.confirm.declining' : 'phoneRsvp.confirm.decline')}
        </SecondaryButton>
      </Actions>
      <BackRow>
        <QuietButton onPress={onBack} isDisabled={disabled} data-testid="phone-back">
          <ArrowLeftIcon />
          {t('phoneRsvp.confirm.back')}
        </QuietButton>
      </BackRow>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Greeting = styled.p`
  margin: 0 0 -12px;
  color: ${colors.goldText};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const Status = styled.p<{ $status: ConfirmationStatus }>`
  align-self: flex-start;
  margin: 0;
  padding: 6px 14px;
  border-radius: 12px;
  font-weight: 700;
  background: ${(p) => (p.$status === 'confirmado' ? colors.seaGlassSoft : colors.sandDeep)};
  color: ${(p) => (p.$status === 'confirmado' ? colors.tealDark : colors.ink)};
`;

const Echo = styled.p`
  margin: -6px 0 0;
  font-weight: 600;
`;

const Preview = styled.p`
  margin: -4px 0 0;
  padding: 8px 14px;
  border-left: 4px solid ${colors.gold};
  border-radius: 4px 12px 12px 4px;
  background: ${colors.sandSoft};
`;

const BackRow = styled.div`
  margin-top: 4px;
  padding-top: 12px;
  border-top: 1px solid ${colors.line};
`;
