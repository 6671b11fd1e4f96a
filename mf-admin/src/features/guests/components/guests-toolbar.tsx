import { API_PATHS, type UnifiedGuest } from '@wedding/shared-contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { colors } from '../../../components/theme';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-t';
import { useMayUse } from '../../../lib/permissions';
import { type BulkAction, BulkActionsMenu, ExportMenu, type useExport } from './guest-menus';
import { SiteRestoreDialog } from './site-restore-dialog';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const ToolbarGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6rem;
`;

const Count = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.9rem;
`;

/**
 * Above the guest table: how many guests (or how many the filters match, with Clear filters), then the
 * export menu (with the whole-site backup's restore, for the roles that may use it) and the bulk actions on
 * the selected guests.
 */
export function GuestsToolbar({
  loading,
  total,
  matching,
  onClearFilters,
  exporter,
  selected,
  onBulkAction,
  mayDelete,
}: {
  loading: boolean;
  total: number;
  /** How many guests the filters match; undefined without filters. */
  matching: number | undefined;
  onClearFilters: () => void;
  exporter: ReturnType<typeof useExport>;
  selected: UnifiedGuest[];
  onBulkAction: (action: BulkAction) => void;
  mayDelete: boolean;
}) {
  const t = useT();
  const mayBackUpSite = useMayUse(`GET ${API_PATHS.admin.siteBackup}`);
  const mayRestoreSite = useMayUse(`POST ${API_PATHS.admin.siteRestore}`);
  const [restoring, setRestoring] = useState(false);
  return (
    <Toolbar>
      <ToolbarGroup>
        <Count aria-live="polite">
          {loading
            ? t('Loading guests...')
            : matching !== undefined
              ? t('{count, plural, one {# guest matches} other {# guests match}} of {total}', {
                  count: matching,
                  total: formatNumber(total),
                })
              : t('{count, plural, one {# guest} other {# guests}}', { count: total })}
        </Count>
        {matching !== undefined ? (
          <Button size="sm" variant="ghost" onPress={onClearFilters}>
            {t('Clear filters')}
          </Button>
        ) : null}
      </ToolbarGroup>
      <ToolbarGroup>
        <ExportMenu
          onExport={(format) => void exporter.run(format)}
          busy={exporter.busy}
          mayBackUpSite={mayBackUpSite}
          onRestoreSite={mayRestoreSite ? () => setRestoring(true) : undefined}
        />
        {restoring ? <SiteRestoreDialog onClose={() => setRestoring(false)} /> : null}
        <BulkActionsMenu
          selected={selected}
          onAction={onBulkAction}
          isDisabled={loading}
          mayDelete={mayDelete}
        />
      </ToolbarGroup>
    </Toolbar>
  );
}
