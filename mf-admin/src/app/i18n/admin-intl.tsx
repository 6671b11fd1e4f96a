import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { type AdminLocale, intlLocale, useAdminLocale } from '../../lib/i18n/admin-locale';
import { MESSAGES_ES } from './messages-es';
import { SERVICE_MESSAGES_ES } from './service-messages';

type OnIntlError = NonNullable<ComponentProps<typeof IntlProvider>['onError']>;

const CATALOGS: Record<AdminLocale, Readonly<Record<string, string>>> = {
  en: {},
  es: { ...SERVICE_MESSAGES_ES, ...MESSAGES_ES },
};

/**
 * English has no catalog: each message is its own English text (defaultMessage), not a missing one. A
 * message missing from the Spanish catalog shows in English and warns (the tests fail on it).
 */
export const onAdminIntlError =
  (locale: AdminLocale): OnIntlError =>
  (error) => {
    if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION && locale === 'en') return;
    console.warn('[admin i18n]', error.message);
  };

/**
 * One handler per language, made once: IntlProvider compares its props shallowly, and a new function on
 * each render would make a new intl object, and every `t` with it, whenever the admin's frame re-renders.
 */
const ON_ERROR: Record<AdminLocale, OnIntlError> = { en: onAdminIntlError('en'), es: onAdminIntlError('es') };

/**
 * The back office in its language: react-intl's messages and formats, react-aria's built-in strings, and
 * `<html lang>` (screen readers read English as English and Spanish as Spanish).
 */
export function AdminIntl({ children }: { children: ReactNode }) {
  const locale = useAdminLocale();
  useEffect(() => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = locale;
    return () => {
      document.documentElement.lang = previous;
    };
  }, [locale]);
  return (
    <IntlProvider
      locale={intlLocale(locale)}
      defaultLocale="en-US"
      messages={CATALOGS[locale]}
      onError={ON_ERROR[locale]}
    >
      <I18nProvider locale={intlLocale(locale)}>{children}</I18nProvider>
    </IntlProvider>
  );
}
