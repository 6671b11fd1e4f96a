import { HEADER_SCROLL_THRESHOLD_PX, weddingFacts } from '@wedding/shared-contracts';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useScrolledPast } from '../../shared/hooks/use-scrolled-past';
import { useActiveSection } from '../../shared/layout/active-section';
import { colors, fonts, HEADER_HEIGHT_PX, media, TAP_PX } from '../../shared/theme';
import { DesktopNavigation } from './desktop-navigation';
import { LanguageToggle } from './language-toggle';
import { MobileMenuButton, MobileMenuPanel } from './mobile-menu';
import { useMobileMenu } from './use-mobile-menu';

/**
 * Logo to /, links Info, RSVP, Contact, the ES/EN toggle, and on narrow screens a menu button with a
 * dropdown of the same links (a disclosure: site navigation is links, not an application menu). The
 * header turns solid once the page is scrolled more than 50 px.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const active = useActiveSection();
  const { pathname } = useLocation();
  const menu = useMobileMenu();
  const bride = weddingFacts.couple.bride.givenName;
  const groom = weddingFacts.couple.groom.givenName;

  const highlighted = (id: string) => pathname === '/' && active === 'contact' && id === 'contact';

  return (
    <Bar data-testid="site-header" data-scrolled={scrolled} data-active-section={active ?? ''}>
      <Inner>
        <Logo to="/" data-testid="site-logo">
          {bride}
          <Amp> &amp; </Amp>
          {groom}
        </Logo>
        <DesktopNavigation highlighted={highlighted} />
        <Actions>
          <LanguageToggle />
          <MobileMenuButton menu={menu} />
        </Actions>
      </Inner>
      <MobileMenuPanel menu={menu} highlighted={highlighted} />
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

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: 8px;
  ${media.narrow} {
    margin-left: auto;
  }
`;
