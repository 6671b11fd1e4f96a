import type { RsvpBody } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import type { UseFormReturn } from 'react-hook-form';
import { toFieldError } from '../../../shared/forms/message-errors';
import { useT } from '../../../shared/i18n/use-t';
import type { SubmitResult } from '../api/email-rsvp-api';
import type { RsvpFormValues } from '../form-values';
import type { EmailRsvpMessageId } from '../messages';

type Refusal = Extract<SubmitResult, { success: false }>;

/**
 * What the guest reads when the server refuses the answer: 429 wait; 409 this e-mail answered for another
 * invitation (trying again cannot help); 400 for more people than the invitation allows names the
 * guest's maximum, in the page's language, on the count field; anything else the spec's text.
 */
export function useRefusal(
  form: UseFormReturn<RsvpFormValues, unknown, RsvpBody>,
  loadChecks: () => Promise<typeof import('../validation')>,
) {
  const t = useT<EmailRsvpMessageId>();
  const show = (kind: 'rateLimited' | 'conflict' | 'error', description?: string) =>
    toast({
      variant: 'destructive',
      title: t(`emailRsvp.toast.${kind}Title`),
      description: description ?? t(`emailRsvp.toast.${kind}Body`),
    });

  return (refusal: Refusal) => {
    if (refusal.status === 429) return show('rateLimited');
    if (refusal.status === 409) return show('conflict');
    if (refusal.status !== 400) return show('error');
    loadChecks().then(
      ({ overMaximumOf }) => {
        const max = overMaximumOf(refusal.error);
        if (max === null) return show('error');
        const error = toFieldError({ id: 'emailRsvp.errors.overMaximum', values: { max } });
        form.setError('guestCount', error, { shouldFocus: true });
        show('error', t('emailRsvp.errors.overMaximum', { max }));
      },
      () => show('error'),
    );
  };
}
