import {
  type InvitationResponse,
  isInvitationCode,
  type WeddingPhase,
  weddingFacts,
} from '@wedding/shared-contracts';
import { ApiError } from '@wedding/shared-contracts/web';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { withAriaLocale } from '../../../shared/i18n/aria-locale';
import { useT } from '../../../shared/i18n/use-t';
import { formatDateInText, formatVenueTime } from '../../../shared/i18n/wedding-dates';
import { BannerPhoto } from '../../../shared/photos/banner-photo';
import { RsvpNoForm, useRsvpWindow } from '../../../shared/rsvp-window/rsvp-window';
import { useInvitation } from '../api/invitation-api';
import type { InvitationMessageId } from '../messages';
import { InvitationAnswerForm } from './answer-form';
import { Current, HomeLink, Kicker, Loading, Page, Panel, PrimaryButton } from './invitation-styles';

/**
 * `/invitation/:code` (ARCHITECTURE.md): the guest answers once: will attend / cannot attend, how many
 * people, a message and dietary restrictions, saved with 'Update Response'. The answer sets the
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

/** The kicker and the lead in each period: "se casan el…", "se casan hoy…", "se casaron el…". */
const WORDS: Record<WeddingPhase, { kicker: InvitationMessageId; lead: InvitationMessageId }> = {
  replying: { kicker: 'invitation.kicker', lead: 'invitation.lead' },
  'past-deadline': { kicker: 'invitation.kicker', lead: 'invitation.lead' },
  'wedding-day': { kicker: 'invitation.kickerToday', lead: 'invitation.leadToday' },
  'after-wedding': { kicker: 'invitation.kickerAfter', lead: 'invitation.leadAfter' },
};

interface InvitationProps {
  code: string;
  invitation: InvitationResponse['data'];
}

function Invitation({ code, invitation }: InvitationProps) {
  const t = useT<InvitationMessageId>();
  const intl = useIntl();
  const { closed, over, phase } = useRsvpWindow();
  const stored = invitation.saveTheDateResponse === 'pending' ? null : invitation.saveTheDateResponse;
  const { bride, groom } = weddingFacts.couple;

  const current = stored && (
    <Current role="status" data-testid="save-the-date-current">
      {t('invitation.current', {
        answer: t(stored === 'yes' ? 'invitation.willAttend' : 'invitation.cannotAttend'),
      })}
      {stored === 'yes' && invitation.confirmationStatus === 'confirmado' && invitation.confirmedPeople
        ? ` · ${t('invitation.currentPeople', { count: invitation.confirmedPeople })}`
        : ''}
    </Current>
  );

  return (
    <Panel aria-labelledby="invitation-title">
      <Kicker>{t(WORDS[phase].kicker)}</Kicker>
      <h1 id="invitation-title" data-testid="invitation-name">
        {t('invitation.greeting', { name: invitation.name })}
      </h1>
      <p data-testid="invitation-lead">
        {t(WORDS[phase].lead, {
          bride: bride.givenName,
          groom: groom.givenName,
          date: formatDateInText(intl, weddingFacts.weddingDate),
          time: formatVenueTime(intl, weddingFacts.ceremonyStart, weddingFacts.timeZone),
          place: weddingFacts.venue.city,
        })}
      </p>
      {/* once the wedding's thanks replace the form, neither the seats nor the answer matter */}
      {!over && <p>{t('invitation.seats', { count: invitation.maxPeopleAllowed })}</p>}
      {closed && !over && current}
      {closed && <RsvpNoForm />}
      {!closed && <InvitationAnswerForm code={code} invitation={invitation} current={current} />}
    </Panel>
  );
}

export default withAriaLocale(InvitationPage);
