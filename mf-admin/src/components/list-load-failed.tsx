/**
 * A list screen whose list could not be loaded (contacts, phone guests, RSVP answers): the screen's
 * message, the reason (not for a 401: the session takes the admin to the login), Back to Dashboard, and
 * Try Again, which reads the list again.
 */

import { isUnauthorized } from '../lib/api-client';
import { useT } from '../lib/i18n/use-t';
import { Button, NavButton } from './button';
import { ErrorState } from './state-panel';

export interface ListLoadFailedProps {
  title: string;
  error: Error;
  onRetry(): void;
}

export function ListLoadFailed({ title, error, onRetry }: ListLoadFailedProps) {
  const t = useT();
  return (
    <ErrorState
      title={title}
      description={isUnauthorized(error) ? undefined : error.message}
      actions={
        <>
          <NavButton variant="primary" to="/admin/dashboard">
            {t('Back to Dashboard')}
          </NavButton>
          <Button onPress={onRetry}>{t('Try Again')}</Button>
        </>
      }
    />
  );
}
