/** Any /admin path without a screen: the site's not-found texts (spec §2), inside the admin area. */

import { NavButton } from '../../../components/button';
import { ErrorState } from '../../../components/state-panel';
import { useT } from '../../../lib/i18n/use-t';

export function AdminNotFound() {
  const t = useT();
  return (
    <main>
      <ErrorState
        tone="neutral"
        headingLevel={1}
        title={t('404 Page Not Found')}
        description={t('Did you forget to add the page to the router?')}
        actions={
          <NavButton variant="primary" to="/admin">
            {t('Go to the admin area')}
          </NavButton>
        }
      />
    </main>
  );
}
