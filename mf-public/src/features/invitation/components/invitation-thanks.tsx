import { type WeddingPhase, weddingFacts } from '@wedding/shared-contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useWeddingPhase } from '../../../shared/hooks/use-wedding-phase';
import { useT } from '../../../shared/i18n/use-t';
import { formatDateInText } from '../../../shared/i18n/wedding-dates';
import { describeChange, type GivenAnswer } from '../../../shared/rsvp-ending/given-answer';
import type { RsvpEndingMessageId } from '../../../shared/rsvp-ending/messages';
import { NextSteps } from '../../../shared/rsvp-ending/next-steps';
import type { InvitationMessageId } from '../messages';
import { SecondaryButton, Thanks } from './invitation-styles';

/** "Te esperamos el…" only while it is ahead. */
const ATTENDING = {
  replying: 'invitation.thanksAttending',
  'past-deadline': 'invitation.thanksAttending',
  'wedding-day': 'invitation.thanksAttendingToday',
  'after-wedding': 'invitation.thanksAttendingPast',
} as const satisfies Record<WeddingPhase, InvitationMessageId>;

interface InvitationThanksProps {
  /** The answer just saved. */
  answer: GivenAnswer;
  /** The answer before it, for what changed. */
  before: GivenAnswer | null;
  /** The answer as the page states it ("Tu respuesta: Asistiré · 3 personas"). */
  current: ReactNode;
  /** For a guest who is coming: who is coming, by name (invitation-party.tsx). */
  party?: ReactNode;
  onChange: () => void;
}

/**
 * In place of the form once the answer is saved (as the phone flow ends): a thank-you that stays, the answer
 * and what changed, and for a guest who is coming what comes next; the focus
 * goes to its title. "Cambiar mi respuesta" brings the form back.
 */
export function InvitationThanks({ answer, before, current, party, onChange }: InvitationThanksProps) {
  const t = useT<InvitationMessageId>();
  const say = useT<RsvpEndingMessageId>();
  const intl = useIntl();
  const phase = useWeddingPhase();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const change = describeChange(say, before, answer, 'done');
  const message = answer.attending
    ? t(ATTENDING[phase], { date: formatDateInText(intl, weddingFacts.weddingDate) })
    : t('invitation.thanksDeclined');
  return (
    <Thanks role="status" aria-labelledby="invitation-thanks-title" data-testid="invitation-thanks">
      <h2 id="invitation-thanks-title" ref={heading} tabIndex={-1}>
        {t('invitation.updatedTitle')}
      </h2>
      <p>{message}</p>
      {current}
      {change && <p data-testid="rsvp-answer-change">{change}</p>}
      {party}
      {answer.attending && <NextSteps id="invitation-next-title" />}
      <SecondaryButton onPress={onChange} data-testid="invitation-change">
        {t('invitation.changeAnswer')}
      </SecondaryButton>
    </Thanks>
  );
}
