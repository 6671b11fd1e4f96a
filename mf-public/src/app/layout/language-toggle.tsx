import styled from 'styled-components';
import { toggleLocale, useLocale } from '../../shared/i18n/locale-store';
import { useT } from '../../shared/i18n/use-t';
import { colors, TAP_PX } from '../../shared/theme';
import type { LayoutMessageId } from './messages';

/** The ES/EN toggle: names the other language and switches to it. */
export function LanguageToggle() {
  const t = useT<LayoutMessageId>();
  const locale = useLocale();
  const otherLocale = locale === 'es' ? 'en' : 'es';
  return (
    <LanguageButton
      type="button"
      onClick={toggleLocale}
      lang={otherLocale}
      aria-label={`${t('layout.language.switch')}, ${otherLocale.toUpperCase()}`}
      data-testid="language-toggle"
      // a tap before the live page runs is made again once it does (shell/src/early-taps.ts)
      data-replay-tap="language"
    >
      {otherLocale.toUpperCase()}
    </LanguageButton>
  );
}

const LanguageButton = styled.button`
  min-width: ${TAP_PX + 8}px;
  min-height: ${TAP_PX}px;
  padding: 0 14px;
  border: 1.5px solid ${colors.teal};
  border-radius: 999px;
  background: ${colors.shell};
  color: ${colors.tealDark};
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.08em;
  cursor: pointer;
  &:hover {
    background: ${colors.teal};
    color: ${colors.white};
  }
`;
