import { SCROLL_OFFSET_PX } from '@wedding/shared-contracts';
import { useOnClient } from '@wedding/shared-contracts/web';
import { type MouseEvent, useEffect, useState } from 'react';
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { scrollToSection } from '../../../shared/hooks/scroll-to-section';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { withAriaLocale } from '../../../shared/i18n/aria-locale';
import { useT } from '../../../shared/i18n/use-t';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';
import type { InfoMessageId } from '../messages';
import { INFO_BACKGROUND_URL } from './background';
import { DressTab } from './dress-tab';
import { RegistryTab } from './registry-tab';
import { StayTab } from './stay-tab';

export const INFO_TABS = ['stay', 'dress', 'registry'] as const;
export type InfoTab = (typeof INFO_TABS)[number];
const isInfoTab = (value: string): value is InfoTab => (INFO_TABS as readonly string[]).includes(value);

const LABELS: Record<InfoTab, InfoMessageId> = {
  stay: 'info.tabs.stay',
  dress: 'info.tabs.dress',
  registry: 'info.tabs.registry',
};

/** `/info`: stay, dress code and registry in three tabs (stay first); `/info#dress` opens a tab. */
function InfoPage() {
  const t = useT<InfoMessageId>();
  useDocumentTitle(t('info.pageTitle'));
  const { hash } = useLocation();
  // the tab the address names (#dress), except while the live page hydrates the page prerendered
  // without one (stay): then it opens in the render right after
  const onClient = useOnClient();
  const fromHash = hash.slice(1);
  const [chosen, setTab] = useState<InfoTab | null>(null);
  const tab = chosen ?? (onClient && isInfoTab(fromHash) ? fromHash : 'stay');

  // arriving with #stay, #dress or #registry: open that tab and bring it into view
  useEffect(() => {
    if (!isInfoTab(fromHash)) return;
    setTab(fromHash);
    requestAnimationFrame(() => scrollToSection('info-tabs', SCROLL_OFFSET_PX));
  }, [fromHash]);

  const jump = (target: InfoTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setTab(target);
    window.history.replaceState(window.history.state, '', `#${target}`);
    requestAnimationFrame(() => scrollToSection('info-tabs', SCROLL_OFFSET_PX));
  };

  return (
    <Page data-testid="info-page">
      <Intro aria-labelledby="info-title">
        <Kicker>{t('info.kicker')}</Kicker>
        <h1 id="info-title">{t('info.title')}</h1>
        <p>{t('info.lead')}</p>
        <nav aria-label={t('info.jump.label')}>
          <Jumps>
            {INFO_TABS.map((id) => (
              <li key={id}>
                <Jump href={`#${id}`} onClick={jump(id)} data-testid={`info-jump-${id}`}>
                  {t(LABELS[id])}
                </Jump>
              </li>
            ))}
          </Jumps>
        </nav>
      </Intro>
      <Panel id="info-tabs">
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key: Key) => isInfoTab(String(key)) && setTab(String(key) as InfoTab)}
        >
          <StyledTabList aria-label={t('info.tabs.label')}>
            {INFO_TABS.map((id) => (
              <StyledTab key={id} id={id} data-testid={`info-tab-${id}`}>
                {t(LABELS[id])}
              </StyledTab>
            ))}
          </StyledTabList>
          <StyledPanel id="stay">
            <StayTab />
          </StyledPanel>
          <StyledPanel id="dress">
            <DressTab />
          </StyledPanel>
          <StyledPanel id="registry">
            <RegistryTab />
          </StyledPanel>
        </Tabs>
      </Panel>
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  padding: 48px 20px 64px;
  background-color: ${colors.sand};
  background-image: linear-gradient(rgba(247, 241, 232, 0.55), rgba(247, 241, 232, 0.55)), ${INFO_BACKGROUND_URL};
  background-attachment: fixed;
  background-repeat: repeat;
  ${media.narrow} {
    padding: 24px 12px 48px;
  }
`;

const Intro = styled.section`
  max-width: 760px;
  margin: 0 auto 28px;
  text-align: center;
  h1 {
    margin: 0 0 10px;
    font-size: clamp(2.25rem, 7vw, 3.25rem);
  }
  p {
    margin: 0 auto 20px;
    max-width: 46ch;
    color: ${colors.inkSoft};
  }
`;

const Kicker = styled.div`
  margin-bottom: 6px;
  color: ${colors.goldText};
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.22em;
  text-transform: uppercase;
`;

const Jumps = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Jump = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_PX}px;
  padding: 0 18px;
  border-radius: 999px;
  border: 1.5px solid ${colors.teal};
  background: ${colors.shell};
  color: ${colors.tealDark};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${colors.seaGlassSoft};
  }
`;

/** Tall enough that a section link can bring the tabs to 80 px below the top. */
const Panel = styled.div`
  min-height: calc(100vh - 96px);
  max-width: 960px;
  margin: 0 auto;
  border-radius: 24px;
  background: rgba(255, 253, 249, 0.97);
  border: 1px solid ${colors.line};
  box-shadow: 0 20px 50px rgba(38, 50, 56, 0.08);
  overflow: hidden;
`;

const StyledTabList = styled(TabList)`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  border-bottom: 1px solid ${colors.line};
  background: ${colors.sandDeep};
`;

const StyledTab = styled(Tab)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${TAP_PX + 12}px;
  padding: 8px 10px;
  color: ${colors.inkSoft};
  font-family: ${fonts.display};
  font-size: 1.25rem;
  text-align: center;
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    color: ${colors.tealDark};
  }
  &[data-selected] {
    color: ${colors.tealDark};
    background: ${colors.shell};
    box-shadow: inset 0 -3px 0 ${colors.gold};
    font-weight: 600;
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: -4px;
  }
  ${media.xsmall} {
    font-size: 1.0625rem;
  }
`;

const StyledPanel = styled(TabPanel)`
  padding: 32px 32px 36px;
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: -4px;
  }
  h2 {
    margin: 0 0 8px;
    font-size: clamp(1.75rem, 5vw, 2.25rem);
  }
  ${media.small} {
    padding: 24px 16px 28px;
  }
`;

export default withAriaLocale(InfoPage);
