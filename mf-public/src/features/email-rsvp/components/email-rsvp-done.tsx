import { type WeddingPhase, weddingFacts } from '@wedding/shared-contracts';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useWeddingPhase } from '../../../shared/hooks/use-wedding-phase';
import { useT } from '../../../shared/i18n/use-t';
import { formatDateInText } from '../../../shared/i18n/wedding-dates';
import { describeChange, type GivenAnswer } from '../../../shared/rsvp-ending/given-answer';
import type { RsvpEndingMessageId } from '../../../shared/rsvp-ending/messages';
import { NextSteps } from '../../../shared/rsvp-ending/next-steps';
import type { EmailRsvpMessageId } from '../messages';
import { EmailRsvpParty } from './email-rsvp-party';
import { Result, SecondaryButton } from './email-rsvp-styles';

export type Done = {
  updated: boolean;
  name: string;
  /** The address the answer was sent with (who is coming is saved on its answer). */
  email: string;
  attending: boolean;
  guestCount: number;
  /** The answer this address had given before, for what changed. */
  before: GivenAnswer | null;
};

/** "Te esperamos el…" only while it is ahead. */
const ATTENDING = {
  replying: 'emailRsvp.success.attending',
  'past-deadline': 'emailRsvp.success.attending',
  'wedding-day': 'emailRsvp.success.attendingToday',
  'after-wedding': 'emailRsvp.success.attendingPast',
} as const satisfies Record<WeddingPhase, EmailRsvpMessageId>;

/**
 * In place of the form once the response is saved (the focus goes to its title): what was sent, a way to
 * change it, and after a yes, who is coming (optional).
 */
export function EmailRsvpDone({ done, onChange }: { done: Done; onChange: () => void }) {
  const t = useT<EmailRsvpMessageId>();
  const intl = useIntl();
  const say = useT<RsvpEndingMessageId>();
  const phase = useWeddingPhase();
  const heading = useRef<HTMLHeadingElement>(null);
  const answer: GivenAnswer = done.attending
    ? { attending: true, people: done.guestCount }
    : { attending: false };
  const change = describeChange(say, done.before, answer, 'done');
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <Result role="status" data-testid="email-rsvp-done">
        <h2 ref={heading} tabIndex={-1}>
          {t(done.updated ? 'emailRsvp.success.updatedTitle' : 'emailRsvp.success.receivedTitle')}
        </h2>
        <p>
          {done.attending
            ? t(ATTENDING[phase], {
                name: done.name,
                count: done.guestCount,
                date: formatDateInText(intl, weddingFacts.weddingDate),
              })
            : t('emailRsvp.success.notAttending', { name: done.name })}
        </p>
        {change && <p data-testid="rsvp-answer-change">{change}</p>}
        {done.attending && <NextSteps id="email-rsvp-next-title" />}
        <SecondaryButton onPress={onChange} data-testid="email-rsvp-change">
          {t('emailRsvp.success.change')}
        </SecondaryButton>
      </Result>
      {/* beside the status line, not in it: a form inside a live region would be read out as it changes */}
      {done.attending && <EmailRsvpParty email={done.email} name={done.name} people={done.guestCount} />}
    </>
  );
}
