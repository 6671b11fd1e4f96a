/**
 * The phone guests as a spreadsheet: Export ▾ (CSV, Excel) for every admin, and Import for the roles the
 * permission table lets import (admins and super admins). The import adds the numbers
 * that are new and updates the guests whose number a row has; a guest's answer is never changed by it.
 * Its results dialog is the guest list's: rows skipped and warnings, each with its row number.
 */
import { API_PATHS, IMPORT_FILE_EXTENSIONS, type ImportResults } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { useState } from 'react';
import { exportPhoneGuests, type PhoneGuestExportFormat } from '../../../api/phone-guests/phone-guests-api';
import { useImportPhoneGuests } from '../../../api/phone-guests/use-phone-guests';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { FilePicker } from '../../../components/file-picker';
import { importSummary } from '../../../components/import-results-dialog';
import { LastImportResults, resultsOfError, useLastImport } from '../../../components/last-import-results';
import { type ExportChoice, ExportMenu, useExport } from '../../../components/menus';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useMayUse } from '../../../lib/permissions';

const PHONE_GUEST_EXPORTS: readonly ExportChoice<PhoneGuestExportFormat>[] = [
  { id: 'csv', textValue: 'CSV', title: msg('CSV (.csv)'), hint: msg('Opens in Excel with accents intact') },
  {
    id: 'xlsx',
    textValue: 'Excel',
    title: msg('Excel (.xlsx)'),
    hint: msg('Every field; importing it restores the list'),
  },
];

const fallbackName = (format: PhoneGuestExportFormat) => `wedding_phone_guests.${format}`;

export const PHONE_IMPORT_MATCHED = msg(
  'Each row updated the phone guest with its WhatsApp number or added a new one; answers stay as the guests gave them.',
);

export function PhoneGuestExportMenu({ count }: { count: number }) {
  const t = useT();
  const exporter = useExport({
    count,
    download: exportPhoneGuests,
    fallbackName,
    failure: t('Failed to export phone guests'),
  });
  return (
    <ExportMenu
      label={t('Export the phone guests')}
      choices={PHONE_GUEST_EXPORTS}
      onExport={(format) => void exporter.run(format)}
      busy={exporter.busy}
    />
  );
}

function ImportDialog({ onClose, onDone }: { onClose(): void; onDone(results: ImportResults): void }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const importFile = useImportPhoneGuests();

  const run = async () => {
    if (!file) return;
    try {
      const { results } = await importFile.mutateAsync(file);
      toast({ title: t('Import completed'), description: importSummary(results, t) });
      onDone(results);
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({
        title: t('Import failed'),
        description: t.known(serverMessageOr(error, msg('Import failed'))),
        variant: 'destructive',
      });
      // a file none of whose rows could be written comes back with every row's problem
      const refused = resultsOfError(error);
      if (refused) onDone(refused);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Import phone guests')}
      isDismissable={!importFile.isPending}
      width={560}
    >
      <DialogDescription>
        A spreadsheet (.xlsx, .xls, .ods or .csv) with a name and a WhatsApp number on each row, and
        optionally a category (one of the six), the maximum people and companions, and notes. A number already
        on the list updates that guest; a new number adds a guest. An exported file works too. Guests' answers
        are never changed by an import.
      </DialogDescription>
      <FilePicker
        label={t('Spreadsheet to import')}
        accept={IMPORT_FILE_EXTENSIONS}
        file={file}
        onChange={setFile}
        isDisabled={importFile.isPending}
      />
      <DialogActions>
        <Button variant="ghost" onPress={onClose} isDisabled={importFile.isPending}>
          {t('Cancel')}
        </Button>
        <Button variant="primary" onPress={() => void run()} isDisabled={!file || importFile.isPending}>
          {importFile.isPending ? t('Importing...') : t('Import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The Import button (for the roles that may import), its dialog, then the results, which "Show the last
 * import’s results" opens again until the next import’s replace them.
 */
export function PhoneGuestImport() {
  const t = useT();
  const mayImport = useMayUse(`POST ${API_PATHS.admin.invitadosImport}`);
  const [open, setOpen] = useState(false);
  const last = useLastImport();
  if (!mayImport) return null;
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('Import')}</Button>
      {open ? (
        <ImportDialog
          onClose={() => setOpen(false)}
          onDone={(answer) => {
            setOpen(false);
            last.show(answer);
          }}
        />
      ) : null}
      <LastImportResults last={last} matched={PHONE_IMPORT_MATCHED} />
    </>
  );
}
