// The guest list's export dropdown and bulk-actions menu (the admin's shared menus, components/menus.tsx).
// Each export says what it is and what it is not: only the whole-site backup (admins only) restores
// everything; the guest list's files leave out what lives beside the list.
import type { UnifiedGuest } from '@wedding/shared-contracts';
import { useCallback } from 'react';
import type { Key } from 'react-aria-components';
import { MenuTrigger } from 'react-aria-components';
import { type ExportFormat, exportGuests } from '../../../api/guests/guests-api';
import { downloadSiteBackup } from '../../../api/site-backup/site-backup-api';
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

/** The guest list's exports, and `site`: the whole-site backup (GET /api/admin/site-backup). */
export type GuestExport = ExportFormat | 'site';

const GUEST_EXPORTS: readonly ExportChoice<GuestMenuChoice>[] = [
  {
    id: 'csv',
    textValue: 'CSV',
    title: msg('CSV (.csv)'),
    hint: msg(
      "The list's nine columns, accents intact. Not a backup: no RSVP notes, reminder dates, phone guests or history",
    ),
  },
  {
    id: 'xlsx',
    textValue: 'Excel',
    title: msg('Excel (.xlsx)'),
    hint: msg(
      "Every guest field with each guest's RSVP message and dietary note; importing it restores the guest list. Not in it: reminder dates, the RSVP inbox's e-mails and dates, status history, phone guests, contact messages",
    ),
  },
  {
    id: 'caterer',
    textValue: msg('Caterer summary'),
    title: msg('Caterer summary (.xlsx)'),
    hint: msg(
      'Names and people attending with every note on them: the dietary notes of their answers and the notes hosts wrote on guests, which may hold anything (contact details too). Not a backup',
    ),
  },
];

const SITE_BACKUP: ExportChoice<GuestMenuChoice> = {
  id: 'site',
  textValue: msg('Whole-site backup'),
  title: msg('Whole-site backup (.json)'),
  hint: msg(
    'Both guest lists, the RSVP inbox with e-mails and dates, reminder dates, status history and contact messages; restores exactly. Not in it: admin accounts and sessions',
  ),
};

/** Not a download: opens the restore dialog (site-restore-dialog.tsx). */
const SITE_RESTORE: ExportChoice<GuestMenuChoice> = {
  id: 'restore-site',
  textValue: msg('Restore a whole-site backup'),
  title: msg('Restore a whole-site backup…'),
  hint: msg(
    "Replaces both guest lists, the RSVP inbox, status history, contact messages and reminder messages with a backup file's contents; asks first",
  ),
};

type GuestMenuChoice = GuestExport | 'restore-site';

const fallbackName = (format: GuestExport) =>
  format === 'site'
    ? 'wedding_site_backup.json'
    : format === 'caterer'
      ? 'wedding_caterer_summary.xlsx'
      : `wedding_guests.${format}`;

/**
 * Nothing counted here: the server answers "No data to export" itself when there is nothing. The caterer
 * summary counts the phone guests too and the whole-site backup holds every collection, so an empty guest
 * list says nothing about either.
 */
const ASK_THE_SERVER = Number.POSITIVE_INFINITY;

/**
 * Exports the guest list ("No data to export" without a guest, before asking), the caterer summary and the
 * whole-site backup, each failure with its own words. Resolves whether a file was saved.
 */
export function useExport(guestCount: number) {
  const t = useT();
  const list = useDownload<ExportFormat>({
    count: guestCount,
    download: exportGuests,
    fallbackName,
    failure: t('Failed to export guest list'),
  });
  const caterer = useDownload<ExportFormat>({
    count: ASK_THE_SERVER,
    download: exportGuests,
    fallbackName,
    failure: t('Failed to export the caterer summary'),
  });
  const site = useDownload<'site'>({
    count: ASK_THE_SERVER,
    download: downloadSiteBackup,
    fallbackName,
    failure: t('Failed to download the whole-site backup'),
  });
  const run = useCallback(
    (format: GuestExport): Promise<boolean> =>
      format === 'site' ? site.run(format) : format === 'caterer' ? caterer.run(format) : list.run(format),
    [list.run, caterer.run, site.run],
  );
  return { run, busy: list.busy || caterer.busy || site.busy };
}

export function ExportMenu({
  onExport,
  busy,
  mayBackUpSite = false,
  onRestoreSite,
}: {
  onExport(format: GuestExport): void;
  busy: boolean;
  /** Whether the admin's role may download the whole-site backup (admins and super admins). */
  mayBackUpSite?: boolean;
  /** Opens the restore dialog; without it (a role that may not restore) the menu does not offer it. */
  onRestoreSite?: () => void;
}) {
  const t = useT();
  const choices = [
    ...GUEST_EXPORTS,
    ...(mayBackUpSite ? [SITE_BACKUP] : []),
    ...(onRestoreSite ? [SITE_RESTORE] : []),
  ];
  return (
    <FormatMenu<GuestMenuChoice>
      label={t('Export the guest list')}
      choices={choices}
      onExport={(choice) => (choice === 'restore-site' ? onRestoreSite?.() : onExport(choice))}
      busy={busy}
    />
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
