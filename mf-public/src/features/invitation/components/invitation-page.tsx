import {
  FIELD_MAX,
  type InvitationResponse,
  isInvitationCode,
  type SaveTheDateAnswer,
  type SaveTheDateBody,
  weddingFacts,
} from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { ApiError, serverMessageOr } from '@wedding/shared-contracts/web';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  Button,
  FieldError,
  Form,
  Group,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CountField, FormTextField } from '../../../shared/forms/form-styles';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { withAriaLocale } from '../../../shared/i18n/aria-locale';
import { useT } from '../../../shared/i18n/use-t';
import { formatLongDate, formatVenueTime } from '../../../shared/i18n/wedding-dates';
import { BannerPhoto } from '../../../shared/photos/banner-photo';
import { RsvpClosed, useRsvpWindow } from '../../../shared/rsvp-window/rsvp-window';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';
import { useInvitation, useSaveTheDate } from '../api/invitation-api';
import type { InvitationMessageId } from '../messages';

/**
 * `/invitation/:code` (ARCHITECTURE.md): the guest answers once (issue 14): will attend / cannot attend,
 * how many people, a message and dietary restrictions, saved with 'Update Response'. The answer sets the
 * save-the-date response and the guest's confirmation together. An invalid code has its own screen.
 */
function InvitationPage() {
  const t = useT<InvitationMessageId>();
  useDocumentTitle(t('invitation.pageTitle'));
  const { code = '' } = useParams();
  const wellFormed = isInvitationCode(code);
  const invitation = useInvitation(code, wellFormed);
  const invalid =
    !wellFormed || (invitation.error instanceof ApiError && [400, 404].includes(invitation.error.status));

  let content: ReactNode;
  if (invalid) content = <InvalidCode />;
  else if (invitation.data) content = <Invitation code={code} invitation={invitation.data.data} />;
  else if (invitation.isError)
    content = (
      <Panel role="alert">
        <h1>{t('invitation.loadErrorTitle')}</h1>
        <p>{t('invitation.loadErrorBody')}</p>
        <PrimaryButton onPress={() => void invitation.refetch()}>{t('invitation.retry')}</PrimaryButton>
      </Panel>
    );
  else content = <Loading role="status">{t('invitation.loading')}</Loading>;

  return (
    <Page data-testid="invitation-page">
      {/* the couple's photo heads the invitation in every state, the prerendered one included: the guest
          sees whose wedding it is at once, and the picture stays the page's largest paint whatever the
          answer from the service turns out to be */}
      <BannerPhoto photo={weddingFacts.photos.hero} sizes="(min-width: 768px) 672px, 100vw" priority />
      {content}
    </Page>
  );
}

function InvalidCode() {
  const t = useT<InvitationMessageId>();
  return (
    <Panel data-testid="invitation-invalid">
      <h1>{t('invitation.invalidTitle')}</h1>
      <p>{t('invitation.invalidBody')}</p>
      <HomeLink to="/">{t('invitation.backHome')}</HomeLink>
    </Panel>
  );
}

interface InvitationProps {
  code: string;
  invitation: InvitationResponse['data'];
}

/** The form's values: the stored answer when there is one, so changing it starts from what was sent. */
function initialValues(invitation: InvitationResponse['data']) {
  const answered = invitation.saveTheDateResponse === 'pending' ? null : invitation.saveTheDateResponse;
  return {
    response: answered as SaveTheDateAnswer | null,
    guestCount: Math.min(invitation.confirmedPeople || 1, invitation.maxPeopleAllowed),
    message: invitation.message ?? '',
    dietaryRestrictions: invitation.dietaryRestrictions ?? '',
  };
}

function Invitation({ code, invitation }: InvitationProps) {
  const t = useT<InvitationMessageId>();
  const intl = useIntl();
  const save = useSaveTheDate(code);
  const { closed } = useRsvpWindow();
  const stored = invitation.saveTheDateResponse === 'pending' ? null : invitation.saveTheDateResponse;
  const [values, setValues] = useState(() => initialValues(invitation));
  const { bride, groom } = weddingFacts.couple;
  const attending = values.response === 'yes';
  const many = invitation.maxPeopleAllowed > 1;

  const set =
    <K extends keyof typeof values>(key: K) =>
    (value: (typeof values)[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const answerLabel = (answer: SaveTheDateAnswer) =>
    t(answer === 'yes' ? 'invitation.willAttend' : 'invitation.cannotAttend');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values.response || save.isPending) return;
    const body: SaveTheDateBody = {
      response: values.response,
      // a guest who does not come has no dietary needs: a note given before is cleared
      ...(attending ? { guestCount: values.guestCount } : {}),
      dietaryRestrictions: attending ? values.dietaryRestrictions : '',
      message: values.message,
    };
    save.mutate(body, {
      onSuccess: () =>
        toast({ title: t('invitation.updatedTitle'), description: t('invitation.updatedBody') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t(
            error instanceof ApiError && error.status === 429
              ? 'invitation.rateLimited'
              : 'invitation.failed',
          ),
          // the service's own words for a refused answer (too many people: both languages)
          ...(error instanceof ApiError && error.status === 400
            ? { description: serverMessageOr(error, undefined) }
            : {}),
        }),
    });
  };

  const current = stored && (
    <Current role="status" data-testid="save-the-date-current">
      {t('invitation.current', { answer: answerLabel(stored) })}
      {stored === 'yes' && invitation.confirmationStatus === 'confirmado' && invitation.confirmedPeople
        ? ` · ${t('invitation.currentPeople', { count: invitation.confirmedPeople })}`
        : ''}
    </Current>
  );

  return (
    <Panel aria-labelledby="invitation-title">
      <Kicker>{t('invitation.kicker')}</Kicker>
      <h1 id="invitation-title" data-testid="invitation-name">
        {t('invitation.greeting', { name: invitation.name })}
      </h1>
      <p>
        {t('invitation.lead', {
          bride: bride.givenName,
          groom: groom.givenName,
          date: formatLongDate(intl, weddingFacts.weddingDate),
          time: formatVenueTime(intl, weddingFacts.ceremonyStart, weddingFacts.timeZone),
          place: weddingFacts.venue.city,
        })}
      </p>
      <p>{t('invitation.seats', { count: invitation.maxPeopleAllowed })}</p>
      {closed && current}
      {closed && <RsvpClosed />}
      {!closed && (
        <AnswerForm onSubmit={submit} data-testid="invitation-answer-form">
          <Answer
            value={values.response ?? ''}
            onChange={(value) => set('response')(value === 'yes' ? 'yes' : 'no')}
            isDisabled={save.isPending}
            data-testid="save-the-date-choice"
          >
            <Label>{t('invitation.question')}</Label>
            <Options>
              <Option value="yes">{t('invitation.willAttend')}</Option>
              <Option value="no">{t('invitation.cannotAttend')}</Option>
            </Options>
          </Answer>
          {attending && many && (
            <CountField
              name="guestCount"
              value={values.guestCount}
              onChange={(value) => set('guestCount')(Number.isFinite(value) ? value : 1)}
              minValue={1}
              maxValue={invitation.maxPeopleAllowed}
              isDisabled={save.isPending}
            >
              <Label>{t('invitation.people')}</Label>
              <Group>
                <Button slot="decrement" aria-label={t('invitation.fewer')}>
                  −
                </Button>
                <Input data-testid="invitation-people" />
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
          {attending && (
            <FormTextField
              name="dietaryRestrictions"
              value={values.dietaryRestrictions}
              onChange={set('dietaryRestrictions')}
              maxLength={FIELD_MAX.dietaryRestrictions}
              isDisabled={save.isPending}
            >
              <Label>
                {t('invitation.dietary')} <Optional>{t('invitation.optional')}</Optional>
              </Label>
              <Input data-testid="invitation-dietary" />
              <Text slot="description">{t('invitation.dietaryHint')}</Text>
            </FormTextField>
          )}
          {values.response && (
            <FormTextField
              name="message"
              value={values.message}
              onChange={set('message')}
              maxLength={FIELD_MAX.rsvpMessage}
              isDisabled={save.isPending}
            >
              <Label>
                {t('invitation.message')} <Optional>{t('invitation.optional')}</Optional>
              </Label>
              <TextArea rows={3} data-testid="invitation-message" />
            </FormTextField>
          )}
          {current}
          <PrimaryButton
            type="submit"
            isDisabled={!values.response || save.isPending}
            data-testid="save-the-date-update"
          >
            {t(save.isPending ? 'invitation.updating' : 'invitation.update')}
          </PrimaryButton>
        </AnswerForm>
      )}
    </Panel>
  );
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: 24px;
  max-width: 720px;
  margin: 0 auto;
  padding: 56px 24px 80px;
  ${media.narrow} {
    gap: 16px;
    padding: 24px 14px 48px;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 14px;
  padding: 32px;
  border-radius: 24px;
  background: ${colors.shell};
  border: 1px solid ${colors.line};
  border-top: 6px solid ${colors.gold};
  box-shadow: 0 20px 50px rgba(38, 50, 56, 0.08);
  h1 {
    margin: 0;
    font-size: clamp(2rem, 7vw, 3rem);
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0;
    font-size: clamp(1.75rem, 6vw, 2.25rem);
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }
  ${media.small} {
    padding: 22px 16px;
  }
`;

const Kicker = styled.div`
  color: ${colors.goldText};
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.22em;
  text-transform: uppercase;
`;

const Loading = styled.p`
  min-height: 30vh;
  display: grid;
  place-items: center;
  margin: 0;
  color: ${colors.inkSoft};
`;

const Answer = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: 100%;
  margin-top: 6px;
  > .react-aria-Label {
    font-family: ${fonts.display};
    font-size: 1.5rem;
    font-weight: 500;
    color: ${colors.ink};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  ${media.xsmall} {
    grid-template-columns: 1fr;
  }
`;

const Option = styled(Radio)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${TAP_PX + 16}px;
  padding: 10px 16px;
  border: 1.5px solid #8a9a9f;
  border-radius: 14px;
  background: ${colors.white};
  font-weight: 700;
  font-size: 1.0625rem;
  cursor: pointer;
  &::before {
    content: '';
    flex: none;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    border: 2px solid ${colors.inkSoft};
    background: ${colors.white};
    box-sizing: border-box;
  }
  &[data-selected] {
    border-color: ${colors.teal};
    background: ${colors.seaGlassSoft};
    color: ${colors.tealDark};
  }
  &[data-selected]::before {
    border: 7px solid ${colors.teal};
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.7;
    cursor: progress;
  }
`;

const AnswerForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: 20px;
  width: 100%;
  margin-top: 6px;
`;

const Optional = styled.span`
  color: ${colors.inkSoft};
  font-weight: 400;
`;

const Current = styled.p`
  && {
    color: ${colors.tealDark};
    font-weight: 700;
  }
`;

const pill = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${TAP_PX + 12}px;
  padding: 0 30px;
  border-radius: 999px;
  font: inherit;
  font-family: ${fonts.body};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &[data-focus-visible],
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  ${media.small} {
    align-self: stretch;
  }
`;

const PrimaryButton = styled(Button)`
  ${pill}
  min-width: 220px;
  border: none;
  background: ${colors.teal};
  color: ${colors.white};
  &[data-hovered] {
    background: ${colors.tealDark};
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const HomeLink = styled(Link)`
  ${pill}
  border: none;
  background: ${colors.teal};
  color: ${colors.white};
  &:hover {
    background: ${colors.tealDark};
    color: ${colors.white};
  }
`;

export default withAriaLocale(InvitationPage);
