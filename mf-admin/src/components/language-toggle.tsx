// The back office's language switch (issue 16 item 5): English by default, Spanish on request, like the
// guests' site's toggle. It names the other language in its own words ("Español" / "English").
import { setAdminLocale, useAdminLocale } from '../lib/i18n/admin-locale';
import { Button } from './button';

export function LanguageToggle() {
  const locale = useAdminLocale();
  const other = locale === 'en' ? 'es' : 'en';
  return (
    <Button
      variant="ghost"
      size="sm"
      onPress={() => setAdminLocale(other)}
      data-testid="admin-language-toggle"
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
      <span lang={other}>{other === 'es' ? 'Español' : 'English'}</span>
    </Button>
  );
}
