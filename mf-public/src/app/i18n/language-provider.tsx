import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { applyLanguageFromLink, DEFAULT_LOCALE, useLocale } from '../../shared/i18n/locale-store';
import { catalogs } from './catalogs';

/** A missing key shows the key itself (react-intl's fallback without defaultMessage) and warns. */
type OnIntlError = NonNullable<ComponentProps<typeof IntlProvider>['onError']>;

export const onIntlError: OnIntlError = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    console.warn(`[i18n] missing message: ${error.descriptor?.id ?? error.message}`);
    return;
  }
  console.warn('[i18n]', error.message);
};

/**
 * Messages of the current language for everything below (react-intl); `<html lang>` follows the
 * language. The built-in strings of react-aria-components follow it through <AriaLocale>, which
 * the pages that use them carry (aria-locale.tsx).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // after hydration: the prerendered page is Spanish, and must be hydrated as it is
  useEffect(() => applyLanguageFromLink(), []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={catalogs[locale]}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}
