import type { ComponentType, ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useLocale } from './locale-store';

/** The react-aria locale of the site's language. */
export function ariaLocale(locale: 'es' | 'en'): string {
  return locale === 'es' ? 'es-ES' : 'en-US';
}

/**
 * The built-in strings of react-aria-components (and its number and date handling) follow the
 * site's language. Only the pages and dialogs that use react-aria-components carry this, so the
 * landing's first chunk has no react-aria at all: evaluating it probes the browser's Intl data,
 * a long task on a phone.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={ariaLocale(useLocale())}>{children}</I18nProvider>;
}

/** `Component` inside <AriaLocale>. */
export function withAriaLocale<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithAriaLocale(props: P) {
    return (
      <AriaLocale>
        <Component {...props} />
      </AriaLocale>
    );
  }
  WithAriaLocale.displayName = `WithAriaLocale(${Component.displayName ?? Component.name})`;
  return WithAriaLocale;
}
