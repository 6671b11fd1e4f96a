import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../shared/i18n/use-t';
import { HeartIcon, HomeIcon, InfoIcon, MailIcon } from '../../shared/layout/icons';
import { BOTTOM_NAV_HEIGHT_PX, colors, media } from '../../shared/theme';
import type { LayoutMessageId } from './messages';

const ITEMS: { to: string; key: LayoutMessageId; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { to: '/', key: 'layout.nav.home', Icon: HomeIcon },
  { to: '/info', key: 'layout.nav.info', Icon: InfoIcon },
  { to: '/rsvp', key: 'layout.nav.rsvp', Icon: HeartIcon },
  { to: '/contact', key: 'layout.nav.contact', Icon: MailIcon },
];

/** The phone's bottom bar (under 768 px only): /, /info, /rsvp, /contact. */
export function BottomNav() {
  const t = useT<LayoutMessageId>();
  return (
    <Bar aria-label={t('layout.bottomNav.label')} data-testid="bottom-nav">
      <List>
        {ITEMS.map(({ to, key, Icon }) => (
          <li key={to}>
            <Item to={to} end={to === '/'}>
              <Icon />
              <span>{t(key)}</span>
            </Item>
          </li>
        ))}
      </List>
    </Bar>
  );
}

const Bar = styled.nav`
  display: none;
  ${media.narrow} {
    display: block;
    position: fixed;
    z-index: 40;
    left: 0;
    right: 0;
    bottom: 0;
    padding-bottom: env(safe-area-inset-bottom, 0px);
    background: ${colors.shell};
    border-top: 1px solid ${colors.line};
    box-shadow: 0 -6px 18px rgba(38, 50, 56, 0.08);
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  height: ${BOTTOM_NAV_HEIGHT_PX}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  color: ${colors.inkSoft};
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  &[aria-current='page'] {
    color: ${colors.tealDark};
    box-shadow: inset 0 3px 0 ${colors.gold};
  }
  &:hover {
    color: ${colors.tealDark};
  }
  &:focus-visible {
    outline-offset: -4px;
  }
`;
