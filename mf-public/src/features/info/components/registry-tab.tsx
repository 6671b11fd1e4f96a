import { weddingFacts } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { useT } from '../../../shared/i18n/use-t';
import { ExternalIcon } from '../../../shared/layout/icons';
import { VisuallyHidden } from '../../../shared/layout/visually-hidden';
import { colors, TAP_PX } from '../../../shared/theme';
import type { InfoMessageId } from '../messages';

/** Nothing expected; the online registry (external) and a note on local stores. */
export function RegistryTab() {
  const t = useT<InfoMessageId>();
  return (
    <>
      <h2>{t('info.registry.title')}</h2>
      <Lead>{t('info.registry.nothing')}</Lead>
      <Online
        href={weddingFacts.registryUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="registry-link"
      >
        <span>{t('info.registry.online')}</span>
        <ExternalIcon />
        <VisuallyHidden>{t('info.newTab')}</VisuallyHidden>
      </Online>
      <Local>
        <h3>{t('info.registry.local.title')}</h3>
        <p>{t('info.registry.local.body')}</p>
      </Local>
    </>
  );
}

const Lead = styled.p`
  margin: 0 0 24px;
  max-width: 52ch;
  font-size: 1.1875rem;
`;

const Online = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: ${TAP_PX + 8}px;
  padding: 0 24px;
  border-radius: 999px;
  background: ${colors.teal};
  color: ${colors.white};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${colors.tealDark};
    color: ${colors.white};
  }
`;

const Local = styled.section`
  margin-top: 28px;
  padding: 18px 20px;
  border-radius: 18px;
  background: ${colors.shell};
  border: 1px solid ${colors.line};
  h3 {
    margin: 0 0 6px;
    font-size: 1.375rem;
  }
  p {
    margin: 0;
  }
`;
