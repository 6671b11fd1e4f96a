// The guest list's export dropdown and bulk-actions menu (the admin's shared menus, components/menus.tsx).
import type { UnifiedGuest } from '@wedding/shared-contracts';
import type { Key } from 'react-aria-components';
import { MenuTrigger } from 'react-aria-components';
import { type ExportFormat, exportGuests } from '../../../api/guests/guests-api';
import { Button } from '../../../components/button';
import {
  Caret,
  type ExportChoice,
  ExportMenu as FormatMenu,
  MenuEntry,
  MenuList,
  MenuPopover,
  useExport as useDownload,
} from '../../../components/menus';
import { msg, useT } from '../../../lib/i18n/use-t';

const GUEST_EXPORTS: readonly ExportChoice<ExportFormat>[] = [
  { id: 'csv', textValue: 'CSV', title: msg('CSV (.csv)'), hint: msg('Opens in Excel with accents intact') },
  {
    id: 'xlsx',
    textValue: 'Excel',
    title: msg('Excel (.xlsx)'),
    hint: msg("With each guest's RSVP message and dietary note"),
  },
  {
    id: 'caterer',
    textValue: msg('Caterer summary'),
    title: msg('Caterer summary (.xlsx)'),
    hint: msg('People attending and dietary notes; no contact details'),
  },
];

const fallbackName = (format: ExportFormat) =>
  format === 'caterer' ? 'wedding_caterer_summary.xlsx' : `wedding_guests.${format}`;

/** Exports the guest list; "No data to export" without a guest. Returns whether a file was saved. */
export function useExport(guestCount: number) {
  const t = useT();
  return useDownload({
    count: guestCount,
    download: exportGuests,
    fallbackName,
    failure: t('Failed to export guest list'),
  });
}

export function ExportMenu({ onExport, busy }: { onExport(format: ExportFormat): void; busy: boolean }) {
  const t = useT();
  return (
    <FormatMenu label={t('Export the guest list')} choices={GUEST_EXPORTS} onExport={onExport} busy={busy} />
  );
}

export type BulkAction = 'delete' | 'print' | 'clear';

export function BulkActionsMenu({
  selected,
  onAction,
  isDisabled,
  mayDelete = true,
}: {
  selected: readonly UnifiedGuest[];
  onAction(action: BulkAction): void;
  isDisabled?: boolean;
  /** False for a role that may not delete guests: no "Delete selected". */
  mayDelete?: boolean;
}) {
  const t = useT();
  const count = selected.length;
  return (
    <MenuTrigger>
      <Button isDisabled={isDisabled}>
        {count ? t('Bulk actions ({count})', { count }) : t('Bulk actions')}{' '}
        <Caret aria-hidden="true">▼</Caret>
      </Button>
      <MenuPopover placement="bottom end">
        <MenuList aria-label={t('Bulk actions')} onAction={(key: Key) => onAction(key as BulkAction)}>
          <MenuEntry id="print" textValue={t('Print invitations')}>
            {t('Print invitations')}
            <small>{t('Name, code and link of each selected guest')}</small>
          </MenuEntry>
          <MenuEntry id="clear" textValue={t('Clear selection')}>
            {t('Clear selection')}
          </MenuEntry>
          {mayDelete ? (
            <MenuEntry id="delete" textValue={t('Delete selected')} $danger>
              {t('Delete selected')}
            </MenuEntry>
          ) : null}
        </MenuList>
      </MenuPopover>
    </MenuTrigger>
  );
}
