import { HEADER_SCROLL_THRESHOLD_PX, weddingFacts } from '@wedding/shared-contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useScrolledPast } from '../../shared/hooks/use-scrolled-past';
import { toggleLocale, useLocale } from '../../shared/i18n/locale-store';
import { useT } from '../../shared/i18n/use-t';
import { useActiveSection } from '../../shared/layout/active-section';
import { CloseIcon, MenuIcon } from '../../shared/layout/icons';
import { colors, fonts, HEADER_HEIGHT_PX, media, TAP_PX } from '../../shared/theme';
import type { LayoutMessageId } from './messages';

const LINKS = [
  { to: '/info', key: 'layout.nav.info', id: 'info' },
  { to: '/rsvp', key: 'layout.nav.rsvp', id: 'rsvp' },
  { to: '/contact', key: 'layout.nav.contact', id: 'contact' },
] as const;

/**
 * Logo to /, links Info, RSVP, Contact, the ES/EN toggle, and on narrow screens a menu button with a
 * dropdown of the same links (a disclosure: site navigation is links, not an application menu). The
 * header turns solid once the page is scrolled more than 50 px.
 */
export function SiteHeader() {
  const t = useT<LayoutMessageId>();
  const locale = useLocale();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const active = useActiveSection();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);
  const bride = weddingFacts.couple.bride.givenName;
  const groom = weddingFacts.couple.groom.givenName;

  // a route change (from any link) closes the menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [pathname]);

  // a click or tap outside the header closes the menu
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuPanel.current?.contains(target) && !menuButton.current?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      event.stopPropagation();
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  };

  const highlighted = (id: string) => pathname === '/' && active === 'contact' && id === 'contact';
  const otherLocale = locale === 'es' ? 'en' : 'es';

  return (
    <Bar data-testid="site-header" data-scrolled={scrolled} data-active-section={active ?? ''}>
      <Inner>
        <Logo to="/" data-testid="site-logo">
          {bride}
          <Amp> &amp; </Amp>
          {groom}
        </Logo>
        <DesktopNav aria-label={t('layout.nav.label')}>
          <NavList>
            {LINKS.map((link) => (
              <li key={link.to}>
                <TopLink to={link.to} data-highlight={highlighted(link.id)}>
                  {t(link.key)}
                </TopLink>
              </li>
            ))}
          </NavList>
        </DesktopNav>
        <Actions>
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
          <MenuButton
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t(menuOpen ? 'layout.menu.close' : 'layout.menu.open')}
            onClick={() => setMenuOpen((open) => !open)}
            onKeyDown={onMenuKeyDown}
            data-testid="mobile-menu-button"
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </MenuButton>
        </Actions>
      </Inner>
      <MenuPanel
        ref={menuPanel}
        id={menuId}
        hidden={!menuOpen}
        onKeyDown={onMenuKeyDown}
        data-testid="mobile-menu"
      >
        <nav aria-label={t('layout.menu.label')}>
          <MenuList>
            {LINKS.map((link) => (
              <li key={link.to}>
                <MenuLink
                  to={link.to}
                  onClick={() => setMenuOpen(false)}
                  data-highlight={highlighted(link.id)}
                >
                  {t(link.key)}
                </MenuLink>
              </li>
            ))}
          </MenuList>
        </nav>
      </MenuPanel>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(247, 241, 232, 0.92);
  border-bottom: 1px solid transparent;
  transition: background-color 200ms ease, box-shadow 200ms ease, border-color 200ms ease;
  @supports (backdrop-filter: blur(8px)) {
    backdrop-filter: blur(8px);
  }
  &[data-scrolled='true'] {
    background: rgba(255, 253, 249, 0.98);
    border-bottom-color: ${colors.line};
    box-shadow: 0 6px 20px rgba(38, 50, 56, 0.08);
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

const Inner = styled.div`
  max-width: 1120px;
  height: ${HEADER_HEIGHT_PX}px;
  margin: 0 auto;
  padding: 0 20px;
  display: flex;
  align-items: center;
  gap: 16px;
  ${media.xsmall} {
    padding: 0 12px;
  }
`;

const Logo = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_PX}px;
  min-width: ${TAP_PX}px;
  max-width: 60vw;
  padding: 0 6px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-family: ${fonts.display};
  font-size: 1.625rem;
  font-style: italic;
  ${media.xsmall} {
    font-size: 1.375rem;
  }
  color: ${colors.ink};
  text-decoration: none;
  border-radius: 8px;
  &:hover {
    color: ${colors.teal};
  }
`;

const Amp = styled.span`
  color: ${colors.goldText};
  white-space: pre;
`;

const DesktopNav = styled.nav`
  margin-left: auto;
  ${media.narrow} {
    display: none;
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TopLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_PX}px;
  padding: 0 16px;
  border-radius: 999px;
  color: ${colors.ink};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: ${colors.seaGlassSoft};
    color: ${colors.tealDark};
  }
  &[aria-current='page'],
  &[data-highlight='true'] {
    color: ${colors.tealDark};
    background: ${colors.seaGlassSoft};
    box-shadow: inset 0 -2px 0 ${colors.gold};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: 8px;
  ${media.narrow} {
    margin-left: auto;
  }
`;

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

const MenuButton = styled.button`
  display: none;
  width: ${TAP_PX + 4}px;
  height: ${TAP_PX + 4}px;
  place-items: center;
  padding: 0;
  border: none;
  border-radius: 12px;
  background: ${colors.teal};
  color: ${colors.white};
  cursor: pointer;
  ${media.narrow} {
    display: grid;
  }
`;

const MenuPanel = styled.div`
  display: none;
  ${media.narrow} {
    display: block;
    &[hidden] {
      display: none;
    }
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    background: ${colors.shell};
    border-bottom: 1px solid ${colors.line};
    box-shadow: 0 16px 30px rgba(38, 50, 56, 0.14);
  }
`;

const MenuList = styled.ul`
  margin: 0;
  padding: 8px 12px 16px;
  list-style: none;
`;

const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 56px;
  padding: 0 16px;
  border-radius: 12px;
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: 1.5rem;
  text-decoration: none;
  &:hover,
  &[aria-current='page'],
  &[data-highlight='true'] {
    background: ${colors.seaGlassSoft};
    color: ${colors.tealDark};
  }
`;
