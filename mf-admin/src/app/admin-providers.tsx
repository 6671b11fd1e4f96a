import { type ReactNode, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';
import { AdminGlobalStyle } from '../components/admin-global-style';
import { AdminSessionProvider } from '../lib/admin-session';

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
 * What every admin screen relies on: the session, client-side navigation for react-aria links, and the
 * admin area's page styles. The QueryClient and the router come from the shell (or standalone.tsx).
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The back office is in English: screen readers must not read it with the public site's Spanish.
  useEffect(() => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = 'en';
    return () => {
      document.documentElement.lang = previous;
    };
  }, []);
  return (
    <AriaRouterProvider navigate={(to, options) => navigate(to, options)} useHref={useLinkHref}>
      <AdminGlobalStyle />
      <AdminSessionProvider>{children}</AdminSessionProvider>
    </AriaRouterProvider>
  );
}
