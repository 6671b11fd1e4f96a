import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../shared/i18n/use-t';
import { CloseIcon, MenuIcon } from '../../shared/layout/icons';
import { colors, fonts, media, TAP_PX } from '../../shared/theme';
import type { LayoutMessageId } from './messages';
import { NAV_LINKS } from './nav-links';
import type { MobileMenu } from './use-mobile-menu';

/** The button that opens and closes the menu, shown on narrow screens only. */
export function MobileMenuButton({ menu }: { menu: MobileMenu }) {
  const t = useT<LayoutMessageId>();
  return (
    <MenuButton
      ref={menu.button}
      type="button"
      aria-expanded={menu.open}
      aria-controls={menu.id}
      aria-label={t(menu.open ? 'layout.menu.close' : 'layout.menu.open')}
      onClick={menu.toggle}
      onKeyDown={menu.onKeyDown}
      data-testid="mobile-menu-button"
      // a tap before the live page runs is made again once it does (shell/src/early-taps.ts)
      data-replay-tap="menu"
    >
      {menu.open ? <CloseIcon /> : <MenuIcon />}
    </MenuButton>
  );
}

/** The menu's dropdown under the header: the same links as the header's navigation. */
export function MobileMenuPanel({
  menu,
  highlighted,
}: {
  menu: MobileMenu;
  highlighted: (id: string) => boolean;
}) {
  const t = useT<LayoutMessageId>();
  return (
    <MenuPanel
      ref={menu.panel}
      id={menu.id}
      hidden={!menu.open}
      onKeyDown={menu.onKeyDown}
      data-testid="mobile-menu"
    >
      <nav aria-label={t('layout.menu.label')}>
        <MenuList>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <MenuLink to={link.to} onClick={menu.close} data-highlight={highlighted(link.id)}>
                {t(link.key)}
              </MenuLink>
            </li>
          ))}
        </MenuList>
      </nav>
    </MenuPanel>
  );
}

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
