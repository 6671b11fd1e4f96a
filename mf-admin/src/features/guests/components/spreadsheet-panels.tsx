/**
 * The two spreadsheet panels of the guest screen (spec §2, §4, §8), each shown only to a role the
 * permission table lets use it (admins and super admins; not moderators): import (import-panel.tsx) and
 * replace (replace-panel.tsx). On a phone they sit at the top of the list too, folded under one line, rather
 * than many screens down below the cards.
 */
import { API_PATHS } from '@wedding/shared-contracts';
import { memo } from 'react';
import styled from 'styled-components';
import { colors, focusRing, media, radii } from '../../../components/theme';
import { useT } from '../../../lib/i18n/use-t';
import { useMayUse } from '../../../lib/permissions';
import { ImportPanel } from './import-panel';
import { ReplacePanel } from './replace-panel';

const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Fold = styled.details`
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    padding: 0.5rem 0.9rem;
    font-weight: 600;
    cursor: pointer;
    border-radius: ${radii.md};
    &:focus-visible {
      ${focusRing}
    }
  }
  &[open] summary {
    border-bottom: 1px solid ${colors.border};
    border-radius: ${radii.md} ${radii.md} 0 0;
  }
  & > div {
    padding: 0.75rem;
  }
`;

export const SpreadsheetPanels = memo(function SpreadsheetPanels({
  currentCount,
  onBackup,
  folded = false,
}: {
  currentCount: number;
  onBackup(): void;
  /** Under one line that opens them (phones). */
  folded?: boolean;
}) {
  const t = useT();
  const mayImport = useMayUse(`POST ${API_PATHS.admin.guestsImport}`);
  // the replace panel validates first, then replaces: it needs both
  const mayValidate = useMayUse(`POST ${API_PATHS.admin.guestsValidateCsv}`);
  const mayReplace = useMayUse(`POST ${API_PATHS.admin.guestsBulkReplace}`) && mayValidate;
  if (!mayImport && !mayReplace) return null;
  const panels = (
    <Panels>
      {mayImport ? <ImportPanel /> : null}
      {mayReplace ? <ReplacePanel currentCount={currentCount} onBackup={onBackup} /> : null}
    </Panels>
  );
  if (!folded) return panels;
  return (
    <Fold data-testid="spreadsheet-fold">
      <summary>
        {mayReplace ? t('Import or replace from a spreadsheet') : t('Import from a spreadsheet')}
      </summary>
      <div>{panels}</div>
    </Fold>
  );
});
