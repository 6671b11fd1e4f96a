/**
 * The back office's messages. A message's id is its English text, written where it is used:
 * `t('Guest Management')`, `t('Edit {name}', { name })` (ICU, through react-intl). In English the
 * text is shown as written (the spec's texts stay in the code, exactly); in Spanish it is looked up in
 * messages-es.ts, whose keys are exactly the messages the code uses (messages.test.ts reads the sources).
 * A label kept in a constant outside a component is marked with `msg()` and translated where it is shown:
 * `t(STATUS_LABELS[status])`.
 */
import { useContext, useMemo } from 'react';
import { createIntl, IntlContext, type PrimitiveType } from 'react-intl';

export type MessageValues = Record<string, PrimitiveType>;
export interface Translate {
  (message: string, values?: MessageValues): string;
  /**
   * A text known only when it arrives (a service's error, a form check's message): its Spanish when the
   * catalog has it (service-messages.ts lists those), else as it came. Never read as ICU.
   */
  known(text: string): string;
}

/** Marks an English message kept in a constant, for the catalog check; it stays English until `t()`. */
export const msg = <const Message extends string>(message: Message): Message => message;

/** English, for a component shown outside the admin's providers (a unit test of one component). */
const ENGLISH = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

export function useT(): Translate {
  const intl = useContext(IntlContext) ?? ENGLISH;
  // the same function while the language stays: callers keep it in memo and callback dependencies
  return useMemo<Translate>(() => {
    const translate = (message: string, values?: MessageValues) =>
      intl.formatMessage({ id: message, defaultMessage: message }, values);
    const known = (text: string) => {
      const found = intl.messages[text];
      return typeof found === 'string' ? found : text;
    };
    return Object.assign(translate, { known });
  }, [intl]);
}
