/**
 * Whole-area states: loading, and errors with a title, a description and actions.
 *
 * The title and description are separate elements (heading + paragraph), joined for copy-paste and text
 * search by a visually hidden " - ": the spec writes them as one sentence, e.g. 'Access Denied - Only
 * Super Admins can access user management'.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../lib/i18n/use-t';
import { Spinner } from './spinner';
import { colors, radii, shadows } from './theme';
import { VisuallyHidden } from './visually-hidden';

const Centered = styled.div<{ $fullPage?: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${({ $fullPage }) => ($fullPage ? '100vh' : '40vh')};
  padding: 2rem 1rem;
`;

const LoadingBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.9rem;
  color: ${colors.textMuted};
  font-size: 1rem;
`;

export function LoadingState({ label, fullPage = false }: { label?: string; fullPage?: boolean }) {
  const t = useT();
  return (
    <Centered $fullPage={fullPage}>
      <LoadingBox role="status" aria-live="polite">
        <Spinner $size={36} />
        <span>{label ?? t('Loading...')}</span>
      </LoadingBox>
    </Centered>
  );
}

const Panel = styled.div<{ $tone: 'danger' | 'neutral' }>`
  width: min(100%, 34rem);
  padding: 2rem 1.5rem;
  border: 1px solid ${colors.border};
  border-top: 4px solid ${({ $tone }) => ($tone === 'danger' ? colors.danger : colors.primary)};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1.3rem;
  line-height: 1.3;
  color: ${colors.text};
`;

const Description = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

export interface ErrorStateProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** 'danger' (an error, announced as an alert) or 'neutral' (e.g. not found). */
  tone?: 'danger' | 'neutral';
  /** h1 when the state is the whole page (not found), else h2 under the page's title. */
  headingLevel?: 1 | 2;
}

export function ErrorState({
  title,
  description,
  actions,
  tone = 'danger',
  headingLevel = 2,
}: ErrorStateProps) {
  return (
    <Centered>
      <Panel $tone={tone} role={tone === 'danger' ? 'alert' : undefined}>
        <Title as={headingLevel === 1 ? 'h1' : 'h2'}>
          {title}
          {description ? <VisuallyHidden aria-hidden="true"> - </VisuallyHidden> : null}
        </Title>
        {description ? <Description>{description}</Description> : null}
        {actions ? <Actions>{actions}</Actions> : null}
      </Panel>
    </Centered>
  );
}
