// The guest list's export dropdown and bulk-actions menu (the admin's shared menus, components/menus.tsx).
import type { UnifiedGuest } from '@wedding/shared-contracts';
import type { Key } from 'react-aria-components';
import { MenuTrigger } from 'react-aria-components';
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
import { type ExportFormat, exportGuests } from '../api/guests-api';

const GUEST_EXPORTS: readonly ExportChoice<ExportFormat>[] = [
  { id: 'csv', textValue: 'CSV', title: 'CSV (.csv)', hint: 'Opens in Excel with accents intact' },
  {
    id: 'xlsx',
    textValue: 'Excel',
    title: 'Excel (.xlsx)',
    hint: "With each guest's RSVP message and dietary note",
  },
  {
    id: 'caterer',
    textValue: 'Caterer summary',
    title: 'Caterer summary (.xlsx)',
    hint: 'People attending and dietary notes; no contact details',
  },
];

const fallbackName = (format: ExportFormat) =>
  format === 'caterer' ? 'wedding_caterer_summary.xlsx' : `wedding_guests.${format}`;

/** Exports the guest list; "No data to export" without a guest. Returns whether a file was saved. */
export function useExport(guestCount: number) {
  return useDownload({
    count: guestCount,
    download: exportGuests,
    fallbackName,
    failure: 'Failed to export guest list',
  });
}

export function ExportMenu({ onExport, busy }: { onExport(format: ExportFormat): void; busy: boolean }) {
  return <FormatMenu label="Export the guest list" choices={GUEST_EXPORTS} onExport={onExport} busy={busy} />;
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
  const count = selected.length;
  return (
    <MenuTrigger>
      <Button isDisabled={isDisabled}>
        Bulk actions{count ? ` (${count})` : ''} <Caret aria-hidden="true">▼</Caret>
      </Button>
      <MenuPopover placement="bottom end">
        <MenuList aria-label="Bulk actions" onAction={(key: Key) => onAction(key as BulkAction)}>
          <MenuEntry id="print" textValue="Print invitations">
            Print invitations
            <small>Name, code and link of each selected guest</small>
          </MenuEntry>
          <MenuEntry id="clear" textValue="Clear selection">
            Clear selection
          </MenuEntry>
          {mayDelete ? (
            <MenuEntry id="delete" textValue="Delete selected" $danger>
              Delete selected
            </MenuEntry>
          ) : null}
        </MenuList>
      </MenuPopover>
    </MenuTrigger>
  );
}
