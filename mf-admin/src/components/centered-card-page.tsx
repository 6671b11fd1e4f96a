/** A single card in the middle of the page (login, setup): full width on phones. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LanguageToggle, SpanishOffer } from './language-toggle';
import { colors, fonts, media, radii, shadows } from './theme';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 1.5rem 1rem;
  background: linear-gradient(180deg, ${colors.primarySoft} 0%, ${colors.page} 45%);
`;

const Panel = styled.div`
  width: min(100%, 26rem);
  padding: 1.75rem 1.25rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  ${media.small} {
    padding: 2.25rem 2rem;
  }
`;

/** The language switch, at the card's top right. */
const PanelTop = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -0.75rem -0.5rem 0 0;
`;

const Mark = styled.div`
  width: 3rem;
  height: 3rem;
  margin: 0 auto 1rem;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${colors.primary};
  color: #fff;
  font-size: 1.35rem;
`;

const Title = styled.h1`
  margin: 0;
  text-align: center;
  font-family: ${fonts.display};
  font-size: 1.9rem;
  font-weight: 500;
  line-height: 1.2;
`;

const Prompt = styled.p`
  margin: 0.4rem 0 1.5rem;
  text-align: center;
  color: ${colors.textMuted};
`;

export interface CenteredCardPageProps {
  title: string;
  prompt?: string;
  children: ReactNode;
}

export function CenteredCardPage({ title, prompt, children }: CenteredCardPageProps) {
  return (
    <Page>
      <Panel>
        <SpanishOffer />
        <PanelTop>
          <LanguageToggle />
        </PanelTop>
        <Mark aria-hidden="true">♥</Mark>
        <Title>{title}</Title>
        {prompt ? <Prompt>{prompt}</Prompt> : null}
        {children}
      </Panel>
    </Page>
  );
}
