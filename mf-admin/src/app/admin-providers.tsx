import { type ReactNode, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';
import { AdminGlobalStyle } from '../components/admin-global-style';
import { AdminSessionProvider } from '../lib/admin-session';

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
    <AriaRouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      <AdminGlobalStyle />
      <AdminSessionProvider>{children}</AdminSessionProvider>
    </AriaRouterProvider>
  );
}
