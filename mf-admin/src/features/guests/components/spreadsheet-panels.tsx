/**
 * The two spreadsheet panels of the guest screen (spec §2, §4, §8), each shown only to a role the
 * permission table lets use it (admins and super admins; not moderators): import (import-panel.tsx) and
 * replace (replace-panel.tsx).
 */
import { API_PATHS } from '@wedding/shared-contracts';
import { memo } from 'react';
import styled from 'styled-components';
import { media } from '../../../components/theme';
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

export const SpreadsheetPanels = memo(function SpreadsheetPanels({
  currentCount,
  onBackup,
}: {
  currentCount: number;
  onBackup(): void;
}) {
  const mayImport = useMayUse(`POST ${API_PATHS.admin.guestsImport}`);
  // the replace panel validates first, then replaces: it needs both
  const mayValidate = useMayUse(`POST ${API_PATHS.admin.guestsValidateCsv}`);
  const mayReplace = useMayUse(`POST ${API_PATHS.admin.guestsBulkReplace}`) && mayValidate;
  if (!mayImport && !mayReplace) return null;
  return (
    <Panels>
      {mayImport ? <ImportPanel /> : null}
      {mayReplace ? <ReplacePanel currentCount={currentCount} onBackup={onBackup} /> : null}
    </Panels>
  );
});
