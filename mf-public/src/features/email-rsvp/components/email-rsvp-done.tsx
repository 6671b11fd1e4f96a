import { weddingFacts } from '@wedding/shared-contracts';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../shared/i18n/use-t';
import { formatLongDate } from '../../../shared/i18n/wedding-dates';
import type { EmailRsvpMessageId } from '../messages';
import { Result, SecondaryButton } from './email-rsvp-styles';

export type Done = { updated: boolean; name: string; attending: boolean; guestCount: number };

/** In place of the form once the response is saved (the focus goes to its title): what was sent, and a way to change it. */
export function EmailRsvpDone({ done, onChange }: { done: Done; onChange: () => void }) {
  const t = useT<EmailRsvpMessageId>();
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Result role="status" data-testid="email-rsvp-done">
      <h2 ref={heading} tabIndex={-1}>
        {t(done.updated ? 'emailRsvp.success.updatedTitle' : 'emailRsvp.success.receivedTitle')}
      </h2>
      <p>
        {done.attending
          ? t('emailRsvp.success.attending', {
              name: done.name,
              count: done.guestCount,
              date: formatLongDate(intl, weddingFacts.weddingDate),
            })
          : t('emailRsvp.success.notAttending', { name: done.name })}
      </p>
      <SecondaryButton onPress={onChange} data-testid="email-rsvp-change">
        {t('emailRsvp.success.change')}
      </SecondaryButton>
    </Result>
  );
}
