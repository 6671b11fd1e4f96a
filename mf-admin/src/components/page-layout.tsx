/**
 * The frame of every admin screen: a header with an optional back link, the title, a subtitle and the
 * screen's actions (wrapping under the title on phones), then the content in a centred column.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../lib/i18n/use-t';
import { NavButton } from './button';
import { LanguageToggle } from './language-toggle';
import { colors, fonts, media } from './theme';

const Header = styled.header`
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
`;

const Inner = styled.div`
  width: min(100%, 1320px);
  margin: 0 auto;
  padding: 0 1rem;
  ${media.wide} {
    padding: 0 2rem;
  }
`;

/** The back link (or the eyebrow) and the language switch, above the title. */
const TopBar = styled(Inner)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding-top: 0.6rem;
`;

const HeaderRow = styled(Inner)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding-top: 0.35rem;
  padding-bottom: 1.25rem;
  ${media.desktop} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

const TitleBlock = styled.div`
  min-width: 0;
`;

const Eyebrow = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.primary};
`;

/** In the site's display serif, as the guests' pages' headings. */
const Title = styled.h1`
  margin: 0;
  font-family: ${fonts.display};
  font-size: 1.75rem;
  font-weight: 500;
  line-height: 1.2;
  ${media.wide} {
    font-size: 2.1rem;
  }
`;

const Subtitle = styled.p`
  margin: 0.35rem 0 0;
  color: ${colors.textMuted};
`;

const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  ${media.desktop} {
    justify-content: flex-end;
  }
`;

const Back = styled.div`
  margin-left: -0.6rem;
`;

const Main = styled(Inner).attrs({ as: 'main' })`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  padding-top: 1.5rem;
  padding-bottom: 3rem;
`;

export interface AdminPageProps {
  title: string;
  subtitle?: string;
  /** A back button above the title, e.g. to the dashboard. */
  back?: { href: string; label: string };
  /** Buttons of the screen (navigation, create, logout). */
  actions?: ReactNode;
  /** Names the actions landmark. */
  actionsLabel?: string;
  children?: ReactNode;
}

export function AdminPage({ title, subtitle, back, actions, actionsLabel, children }: AdminPageProps) {
  const t = useT();
  return (
    <>
      <Header>
        <TopBar>
          {back ? (
            <Back>
              <NavButton variant="ghost" size="sm" to={back.href}>
                <span aria-hidden="true">←</span> {back.label}
              </NavButton>
            </Back>
          ) : (
            <Eyebrow>{t('Wedding admin')}</Eyebrow>
          )}
          <LanguageToggle />
        </TopBar>
        <HeaderRow>
          <TitleBlock>
            <Title>{title}</Title>
            {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          </TitleBlock>
          {actions ? <Actions aria-label={actionsLabel ?? t('Page actions')}>{actions}</Actions> : null}
        </HeaderRow>
      </Header>
      <Main>{children}</Main>
    </>
  );
}
