import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';
import { AdminGlobalStyle } from '../components/admin-global-style';
import { AdminSessionProvider } from '../lib/admin-session';
import { AdminIntl } from './i18n/admin-intl';

/** An absolute URL (https:, mailto:…): not a route of the app. */
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * The href react-aria writes on a link: a route of the app through the router (its basename), an
 * absolute URL as it is (the router would read `https://wa.me/…` as a path under the current page).
 */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return ABSOLUTE_URL.test(href) ? href : routed;
}

/**
 * What every admin screen relies on: its language (AdminIntl), the session, client-side navigation for
 * react-aria links, and the admin area's page styles. The QueryClient and the router come from the shell (or standalone.tsx).
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AdminIntl>
      <AriaRouterProvider navigate={(to, options) => navigate(to, options)} useHref={useLinkHref}>
        <AdminGlobalStyle />
        <AdminSessionProvider>{children}</AdminSessionProvider>
      </AriaRouterProvider>
    </AdminIntl>
  );
}
