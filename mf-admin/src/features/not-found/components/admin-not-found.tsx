/** Any /admin path without a screen: the site's not-found texts (spec §2), inside the admin area. */
import { NavButton } from '../../../components/button';
import { ErrorState } from '../../../components/state-panel';

export function AdminNotFound() {
  return (
    <main>
      <ErrorState
        tone="neutral"
        headingLevel={1}
        title="404 Page Not Found"
        description="Did you forget to add the page to the router?"
        actions={
          <NavButton variant="primary" to="/admin">
            Go to the admin area
          </NavButton>
        }
      />
    </main>
  );
}
