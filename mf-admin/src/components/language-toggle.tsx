// The back office's language switch: English by default, Spanish on request, like the guests' site's toggle.
// It names the other language in its own words ("Español" / "English").
import styled from 'styled-components';
import { setAdminLocale, useAdminLocale, useSpanishOffer } from '../lib/i18n/admin-locale';
import { Button } from './button';
import { colors, radii } from './theme';

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

const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 0.75rem;
  margin: -0.5rem 0 1rem;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${colors.primary};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  p {
    margin: 0;
    font-weight: 600;
  }
  div {
    display: flex;
    gap: 0.5rem;
  }
`;

/**
 * The offer's words, each in the language it speaks of (not the back office's: they are read before a
 * language is chosen), so they do not go through the catalog.
 */
const OFFER_WORDS = {
  region: 'Idioma del panel',
  question: '¿Prefiere usar el panel en español?',
  take: 'Usar español',
  keep: 'Keep English',
} as const;

/**
 * Beside the spec: the first thing a Spanish speaker sees on a new device's login or setup card, in Spanish:
 * an offer to use the back office in Spanish (or to keep English, which hides it too).
 */
export function SpanishOffer() {
  const offered = useSpanishOffer();
  if (!offered) return null;
  return (
    <Offer lang="es" role="region" aria-label={OFFER_WORDS.region} data-testid="admin-spanish-offer">
      <p>{OFFER_WORDS.question}</p>
      <div>
        <Button variant="primary" size="sm" onPress={() => setAdminLocale('es')}>
          {OFFER_WORDS.take}
        </Button>
        <Button variant="ghost" size="sm" onPress={() => setAdminLocale('en')}>
          <span lang="en">{OFFER_WORDS.keep}</span>
        </Button>
      </div>
    </Offer>
  );
}
