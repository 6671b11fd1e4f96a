import {
  FIELD_MAX,
  type InvitationResponse,
  type SaveTheDateAnswer,
  type SaveTheDateBody,
} from '@wedding/shared-contracts';
import { type ReactNode, useEffect } from 'react';
import { Button, FieldError, Group, Input, Label, Text, TextArea } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CountField, FormTextField, RadioCards } from '../../../shared/forms/form-styles';
import { CHECK_ON_SUBMIT, useFormField } from '../../../shared/forms/use-form-field';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useT } from '../../../shared/i18n/use-t';
import { LazyPartyDrop, preloadPartyDrop } from '../../../shared/party/lazy-party';
import { usePartyDrop } from '../../../shared/party/use-party-drop';
import { echoAnswer, type GivenAnswer, startingPeople } from '../../../shared/rsvp-ending/given-answer';
import type { RsvpEndingMessageId } from '../../../shared/rsvp-ending/messages';
import type { InvitationMessageId } from '../messages';
import { InvitationParty } from './invitation-party';
import { Answer, Echo, Option, Optional, PrimaryButton, AnswerForm as StyledForm } from './invitation-styles';
import { InvitationThanks } from './invitation-thanks';
import { useSendAnswer } from './use-send-answer';

type Invitation = InvitationResponse['data'];

interface AnswerValues {
  response: SaveTheDateAnswer | null;
  guestCount: number;
  message: string;
  dietaryRestrictions: string;
}

/** The answer the guest gave on any channel (the guest's confirmation), null before one. */
export function givenAnswer(invitation: Invitation): GivenAnswer | null {
  const at = invitation.answeredAt ?? undefined;
  if (invitation.confirmationStatus === 'confirmado')
    return { attending: true, people: invitation.confirmedPeople || undefined, at };
  if (invitation.confirmationStatus === 'rechazado') return { attending: false, at };
  return null;
}

/**
 * The form's values: the stored answer when there is one, so changing it starts from what was sent;
 * the people from the count given, else the guest's maximum (one rule on every channel).
 */
function initialValues(invitation: Invitation): AnswerValues {
  const answered = invitation.saveTheDateResponse === 'pending' ? null : invitation.saveTheDateResponse;
  return {
    response: answered,
    guestCount: startingPeople(givenAnswer(invitation), invitation.maxPeopleAllowed),
    message: invitation.message ?? '',
    dietaryRestrictions: invitation.dietaryRestrictions ?? '',
  };
}

interface AnswerFormProps {
  code: string;
  invitation: Invitation;
  /** The answer given so far, shown above the button. */
  current: ReactNode;
}

/**
 * The guest's one answer: will attend / cannot attend, how many people, a message and dietary restrictions,
 * saved with 'Update Response'. Every value comes from a bounded control, so
 * there is nothing to check before sending (no resolver): the service's refusal is shown in its words.
 */
export function InvitationAnswerForm({ code, invitation, current }: AnswerFormProps) {
  const t = useT<InvitationMessageId>();
  const say = useT<RsvpEndingMessageId>();
  const intl = useIntl();
  // once saved, a thank-you that stays, with the answer before it for what changed
  const { send: sendAnswer, busy, named, ended, reopen } = useSendAnswer(code, invitation);
  const form = useForm<AnswerValues>({ ...CHECK_ON_SUBMIT, defaultValues: initialValues(invitation) });
  const response = useFormField(form, 'response');
  const guestCount = useFormField(form, 'guestCount');
  const dietary = useFormField(form, 'dietaryRestrictions');
  const message = useFormField(form, 'message');
  const attending = response.props.value === 'yes';
  const many = invitation.maxPeopleAllowed > 1;
  // a yes for fewer people than were named asks who is still coming (the phone page's question)
  const drop = usePartyDrop(attending ? named : [], Number(guestCount.props.value));
  // its code only for a guest who named more than one person: a lower count shows it at once
  useEffect(() => {
    if (named.length > 1) preloadPartyDrop().catch(() => undefined); // tried again when shown
  }, [named.length]);

  const send = (values: AnswerValues) => {
    if (!values.response) return; // the button waits for an answer
    const yes = values.response === 'yes';
    if (yes && !drop.ready()) return; // the question says what to mend
    const body: SaveTheDateBody = {
      response: values.response,
      // a guest who does not come has no dietary needs: a note given before is cleared
      ...(yes ? { guestCount: values.guestCount } : {}),
      dietaryRestrictions: yes ? values.dietaryRestrictions : '',
      message: values.message,
    };
    sendAnswer(body, givenAnswer(invitation), yes ? drop.kept : undefined);
  };

  const onSubmit = useFormSubmit({ submit: form.handleSubmit(send), busy });
  const answer = givenAnswer(invitation);

  if (ended && answer)
    return (
      <InvitationThanks
        answer={answer}
        before={ended.before}
        current={current}
        party={
          answer.attending && (
            <InvitationParty
              code={code}
              invitation={invitation}
              startOpen
              level={3}
              unsaved={ended.unsaved}
            />
          )
        }
        onChange={() => {
          form.reset(initialValues(invitation));
          reopen();
        }}
      />
    );

  return (
    <>
      <StyledForm onSubmit={onSubmit} data-testid="invitation-answer-form">
        <Answer
          {...response.props}
          value={response.props.value ?? ''}
          onChange={(value) => response.props.onChange(value === 'yes' ? 'yes' : 'no')}
          isDisabled={busy}
          data-testid="save-the-date-choice"
        >
          <Label>{t('invitation.question')}</Label>
          <RadioCards>
            <Option value="yes" inputRef={response.ref}>
              {t('invitation.willAttend')}
            </Option>
            <Option value="no">{t('invitation.cannotAttend')}</Option>
          </RadioCards>
        </Answer>
        {attending && many && (
          <CountField
            {...guestCount.props}
            onChange={(value) => guestCount.props.onChange(Number.isFinite(value) ? value : 1)}
            minValue={1}
            maxValue={invitation.maxPeopleAllowed}
            isDisabled={busy}
          >
            <Label>{t('invitation.people')}</Label>
            <Group>
              <Button slot="decrement" aria-label={t('invitation.fewer')}>
                −
              </Button>
              <Input ref={guestCount.ref} data-testid="invitation-people" />
              <Button slot="increment" aria-label={t('invitation.more')}>
                +
              </Button>
            </Group>
            <Text slot="description">
              {t('invitation.peopleHint', { count: invitation.maxPeopleAllowed })}
            </Text>
            <FieldError />
          </CountField>
        )}
        {drop.asking && (
          <LazyPartyDrop
            party={named}
            people={Number(guestCount.props.value)}
            drop={drop}
            isDisabled={busy}
          />
        )}
        {attending && (
          <FormTextField {...dietary.props} maxLength={FIELD_MAX.dietaryRestrictions} isDisabled={busy}>
            <Label>
              {t('invitation.dietary')} <Optional>{t('invitation.optional')}</Optional>
            </Label>
            <Input ref={dietary.ref} data-testid="invitation-dietary" />
            <Text slot="description">{t('invitation.dietaryHint')}</Text>
          </FormTextField>
        )}
        {response.props.value && (
          <FormTextField {...message.props} maxLength={FIELD_MAX.rsvpMessage} isDisabled={busy}>
            <Label>
              {t('invitation.message')} <Optional>{t('invitation.optional')}</Optional>
            </Label>
            <TextArea ref={message.ref} rows={3} data-testid="invitation-message" />
          </FormTextField>
        )}
        {current}
        {answer && <Echo data-testid="invitation-answer-echo">{echoAnswer(say, intl, answer)}</Echo>}
        <PrimaryButton
          type="submit"
          isDisabled={!response.props.value || busy}
          data-testid="save-the-date-update"
        >
          {t(busy ? 'invitation.updating' : 'invitation.update')}
        </PrimaryButton>
      </StyledForm>
      {/* beside the form, not in it (the party is a form of its own), and only while the answer on screen
          is a yes: a guest about to say no has nobody to name */}
      {attending && <InvitationParty code={code} invitation={invitation} level={2} />}
    </>
  );
}
