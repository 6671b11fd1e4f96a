// The export dropdown and the bulk-actions menu (react-aria-components menus: keyboard and screen reader
// ready), and the export itself (a download through the admin HTTP client).
import type { UnifiedGuest } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { useCallback, useState } from 'react';
import { type Key, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { colors, focusRing, radii, shadows } from '../../../components/theme';
import { isUnauthorized } from '../../../lib/api-client';
import { type ExportFormat, exportGuests } from '../api/guests-api';

const MenuPopover = styled(Popover)`
  min-width: max(var(--trigger-width), 13rem);
  padding: 0.3rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.popover};
  outline: none;
`;

const MenuList = styled(Menu)`
  outline: none;
`;

const Item = styled(MenuItem)<{ $danger?: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 40px;
  justify-content: center;
  padding: 0.45rem 0.7rem;
  border-radius: ${radii.sm};
  color: ${({ $danger }) => ($danger ? colors.danger : colors.text)};
  cursor: pointer;
  outline: none;
  small {
    color: ${colors.textMuted};
    font-size: 0.8rem;
  }
  &[data-focused] {
    background: ${({ $danger }) => ($danger ? colors.dangerSoft : colors.primarySoft)};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Caret = styled.span`
  font-size: 0.7em;
`;

/** Saves a downloaded file in the browser. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Exports the guest list; "No data to export" without a guest. Returns whether a file was saved. */
export function useExport(guestCount: number) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (format: ExportFormat): Promise<boolean> => {
      if (guestCount === 0) {
        toast({ title: 'Export failed', description: 'No data to export', variant: 'destructive' });
        return false;
      }
      setBusy(true);
      try {
        const { blob, fileName } = await exportGuests(format);
        const name =
          fileName ?? (format === 'caterer' ? 'wedding_caterer_summary.xlsx' : `wedding_guests.${format}`);
        save(blob, name);
        toast({ title: 'Export successful', description: `${name} downloaded` });
        return true;
      } catch (error) {
        if (!isUnauthorized(error)) {
          const noData = /No data to export/.test((error as Error).message);
          toast({
            title: 'Export failed',
            description: noData ? 'No data to export' : 'Failed to export guest list',
            variant: 'destructive',
          });
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    [guestCount],
  );
  return { run, busy };
}

export function ExportMenu({ onExport, busy }: { onExport(format: ExportFormat): void; busy: boolean }) {
  return (
    <MenuTrigger>
      <Button isDisabled={busy}>
        {busy ? 'Exporting...' : 'Export'} <Caret aria-hidden="true">▼</Caret>
      </Button>
      <MenuPopover placement="bottom end">
        <MenuList aria-label="Export the guest list" onAction={(key: Key) => onExport(key as ExportFormat)}>
          <Item id="csv" textValue="CSV">
            CSV (.csv)
            <small>Opens in Excel with accents intact</small>
          </Item>
          <Item id="xlsx" textValue="Excel">
            Excel (.xlsx)
            <small>With each guest's RSVP message and dietary note</small>
          </Item>
          <Item id="caterer" textValue="Caterer summary">
            Caterer summary (.xlsx)
            <small>People attending and dietary notes; no contact details</small>
          </Item>
        </MenuList>
      </MenuPopover>
    </MenuTrigger>
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
  const count = selected.length;
  return (
    <MenuTrigger>
      <Button isDisabled={isDisabled}>
        Bulk actions{count ? ` (${count})` : ''} <Caret aria-hidden="true">▼</Caret>
      </Button>
      <MenuPopover placement="bottom end">
        <MenuList aria-label="Bulk actions" onAction={(key: Key) => onAction(key as BulkAction)}>
          <Item id="print" textValue="Print invitations">
            Print invitations
            <small>Name, code and link of each selected guest</small>
          </Item>
          <Item id="clear" textValue="Clear selection">
            Clear selection
          </Item>
          {mayDelete ? (
            <Item id="delete" textValue="Delete selected" $danger>
              Delete selected
            </Item>
          ) : null}
        </MenuList>
      </MenuPopover>
    </MenuTrigger>
  );
}
