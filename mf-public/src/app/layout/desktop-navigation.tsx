import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../shared/i18n/use-t';
import { colors, media, TAP_PX } from '../../shared/theme';
import type { LayoutMessageId } from './messages';
import { NAV_LINKS } from './nav-links';

/** The header's links on wide screens (hidden on narrow ones, where the menu holds them). */
export function DesktopNavigation({ highlighted }: { highlighted: (id: string) => boolean }) {
  const t = useT<LayoutMessageId>();
  return (
    <DesktopNav aria-label={t('layout.nav.label')}>
      <NavList>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <TopLink to={link.to} data-highlight={highlighted(link.id)}>
              {t(link.key)}
            </TopLink>
          </li>
        ))}
      </NavList>
    </DesktopNav>
  );
}

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
