import type { FieldError } from 'react-hook-form';
import { useT } from '../i18n/use-t';
import { messageOf } from './message-errors';

/** `errorText(error)`: a field error's message in the guest's language (none without an error). */
export function useErrorText<Id extends string>() {
  const t = useT<Id>();
  return (error: FieldError | undefined): string | undefined => {
    const message = messageOf<Id>(error);
    return message && t(message.id, message.values);
  };
}
