import {
  type InvitationResponse,
  invitationCodeParamsSchema,
  type SaveTheDateAnswer,
  weddingFacts,
} from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { type ComponentType, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { ApiError } from '../../../app/http/api-request';
import { withAriaLocale } from '../../../app/i18n/aria-locale';
import { useT } from '../../../app/i18n/use-t';
import { formatLongDate, formatVenueTime } from '../../../app/i18n/wedding-dates';
import { colors, fonts, media, TAP_PX } from '../../../app/theme';
import { useInvitation, useSaveTheDate } from '../api/invitation-api';
import type { InvitationMessageId } from '../messages';

export interface InvitationPageProps {
  /** The email RSVP form, handed in by the routes (features do not import each other). */
  EmailRsvpForm?: ComponentType<{ invitationCode: string; defaultName?: string }>;
}

/**
 * `/invitation/:code` (ARCHITECTURE.md): the guest's save-the-date answer (will attend / cannot
 * attend, 'Update Response'), an invalid-code screen, and the email RSVP form on request.
 */
function InvitationPage({ EmailRsvpForm }: InvitationPageProps) {
  const t = useT<InvitationMessageId>();
  useDocumentTitle(t('invitation.pageTitle'));
  const { code = '' } = useParams();
  const wellFormed = invitationCodeParamsSchema.safeParse({ code }).success;
  const invitation = useInvitation(code, wellFormed);
  const invalid =
    !wellFormed || (invitation.error instanceof ApiError && [400, 404].includes(invitation.error.status));

  let content: ReactNode;
  if (invalid) content = <InvalidCode />;
  else if (invitation.data)
    content = <Invitation code={code} invitation={invitation.data.data} EmailRsvpForm={EmailRsvpForm} />;
  else if (invitation.isError)
    content = (
      <Panel role="alert">
        <h1>{t('invitation.loadErrorTitle')}</h1>
        <p>{t('invitation.loadErrorBody')}</p>
        <PrimaryButton onPress={() => void invitation.refetch()}>{t('invitation.retry')}</PrimaryButton>
      </Panel>
    );
  else content = <Loading role="status">{t('invitation.loading')}</Loading>;

  return <Page data-testid="invitation-page">{content}</Page>;
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
  EmailRsvpForm?: InvitationPageProps['EmailRsvpForm'];
}

function Invitation({ code, invitation, EmailRsvpForm }: InvitationProps) {
  const t = useT<InvitationMessageId>();
  const intl = useIntl();
  const save = useSaveTheDate(code);
  const stored = invitation.saveTheDateResponse === 'pending' ? null : invitation.saveTheDateResponse;
  const [choice, setChoice] = useState<SaveTheDateAnswer | null>(stored);
  const [showRsvp, setShowRsvp] = useState(false);
  const rsvpHeading = useRef<HTMLHeadingElement>(null);
  const { bride, groom } = weddingFacts.couple;

  useEffect(() => {
    if (showRsvp) rsvpHeading.current?.focus();
  }, [showRsvp]);

  const answerLabel = (answer: SaveTheDateAnswer) =>
    t(answer === 'yes' ? 'invitation.willAttend' : 'invitation.cannotAttend');

  const update = () => {
    if (!choice || save.isPending) return;
    save.mutate(choice, {
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
        }),
    });
  };

  return (
    <>
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
        <Answer
          value={choice ?? ''}
          onChange={(value) => setChoice(value === 'yes' ? 'yes' : 'no')}
          isDisabled={save.isPending}
          data-testid="save-the-date-choice"
        >
          <Label>{t('invitation.question')}</Label>
          <Options>
            <Option value="yes">{t('invitation.willAttend')}</Option>
            <Option value="no">{t('invitation.cannotAttend')}</Option>
          </Options>
        </Answer>
        {stored && (
          <Current role="status" data-testid="save-the-date-current">
            {t('invitation.current', { answer: answerLabel(stored) })}
          </Current>
        )}
        <PrimaryButton
          onPress={update}
          isDisabled={!choice || save.isPending}
          data-testid="save-the-date-update"
        >
          {t(save.isPending ? 'invitation.updating' : 'invitation.update')}
        </PrimaryButton>
      </Panel>
      {EmailRsvpForm && (
        <Panel aria-labelledby="invitation-rsvp-title" data-testid="invitation-rsvp">
          <h2 id="invitation-rsvp-title" ref={rsvpHeading} tabIndex={-1}>
            {t('invitation.rsvpTitle')}
          </h2>
          <p>{t('invitation.rsvpLead')}</p>
          {showRsvp ? (
            <Suspense fallback={<Loading role="status">{t('invitation.rsvpLoading')}</Loading>}>
              <EmailRsvpForm invitationCode={invitation.invitationCode} defaultName={invitation.name} />
            </Suspense>
          ) : (
            <SecondaryButton onPress={() => setShowRsvp(true)} data-testid="invitation-rsvp-open">
              {t('invitation.rsvpOpen')}
            </SecondaryButton>
          )}
        </Panel>
      )}
    </>
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
    font-weight: 600;
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

const SecondaryButton = styled(Button)`
  ${pill}
  border: 2px solid ${colors.teal};
  background: ${colors.white};
  color: ${colors.tealDark};
  &[data-hovered] {
    background: ${colors.seaGlassSoft};
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
