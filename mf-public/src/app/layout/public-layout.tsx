import { type RefObject, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../shared/i18n/use-t';
import { ActiveSectionProvider } from '../../shared/layout/active-section';
import { colors, HEADER_HEIGHT_PX } from '../../shared/theme';
import { BottomNav } from './bottom-nav';
import { GlobalStyle } from './global-style';
import type { LayoutMessageId } from './messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, the page, footer and the phone's bottom bar, around every public route. */
export function PublicLayout() {
  const t = useT<LayoutMessageId>();
  const { pathname, hash } = useLocation();
  const main = useRef<HTMLElement>(null);

  // a new page starts at the top (a link to a #section scrolls there instead)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <ActiveSectionProvider>
      <GlobalStyle />
      <SkipLink href="#main-content">{t('app.skipToContent')}</SkipLink>
      <SiteHeader />
      <Main ref={main} id="main-content" tabIndex={-1} data-live="false">
        <Suspense fallback={<PageLoading role="status">{t('layout.loading')}</PageLoading>}>
          <Outlet />
          <MarkLive main={main} />
        </Suspense>
      </Main>
      <SiteFooter />
      <BottomNav />
    </ActiveSectionProvider>
  );
}

/**
 * `data-live` on the page's main element: "false" in the markup prerendered at build time, "true" once
 * the live page runs in the browser. Inside the page's Suspense boundary, so it turns true when the page
 * itself (not only the header around it) has been hydrated or rendered. Set on the element directly:
 * re-rendering the whole page for one attribute would cost a frame.
 */
function MarkLive({ main }: { main: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    main.current?.setAttribute('data-live', 'true');
  }, [main]);
  return null;
}

const SkipLink = styled.a`
  position: absolute;
  z-index: 100;
  top: 8px;
  left: 8px;
  padding: 12px 18px;
  border-radius: 8px;
  background: ${colors.tealDark};
  color: ${colors.white};
  transform: translateY(-200%);
  &:focus {
    transform: none;
    color: ${colors.white};
  }
`;

const Main = styled.main`
  display: block;
  min-height: calc(100vh - ${HEADER_HEIGHT_PX}px);
  &:focus {
    outline: none;
  }
`;

const PageLoading = styled.p`
  min-height: 60vh;
  display: grid;
  place-items: center;
  margin: 0;
  color: ${colors.inkSoft};
`;
