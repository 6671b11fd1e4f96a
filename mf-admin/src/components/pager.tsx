import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../lib/i18n/use-t';
import { Button } from './button';
import { colors } from './theme';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

const Shown = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.9rem;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const PageNumber = styled.span`
  min-width: 6rem;
  text-align: center;
  font-weight: 600;
`;

/**
 * A list's pages: what is shown ("Showing 1–20 of 45"), Previous, the page's name and Next. `announce`
 * reads "Showing…" out when it changes (a list whose count nothing else announces).
 */
export function Pager({
  shown,
  announce = false,
  pageLabel,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  shown: ReactNode;
  announce?: boolean;
  pageLabel: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const t = useT();
  return (
    <Nav aria-label={t('Pages')}>
      <Shown aria-live={announce ? 'polite' : undefined}>{shown}</Shown>
      <Controls>
        <Button size="sm" onPress={onPrevious} isDisabled={!hasPrevious}>
          {t('Previous')}
        </Button>
        <PageNumber>{pageLabel}</PageNumber>
        <Button size="sm" onPress={onNext} isDisabled={!hasNext}>
          {t('Next')}
        </Button>
      </Controls>
    </Nav>
  );
}
