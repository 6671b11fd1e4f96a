/**
 * The import panel of the guest screen (spec §2, §8 texts): a spreadsheet (.xlsx, .xls, .ods, .csv) adds new
 * guests and updates the ones a row matches (by invitation code, else phone, e-mail or name); a results
 * dialog lists what happened, row by row: rows skipped, and warnings (columns not read, values read
 * differently than written). Beside the spec: "Preview" runs the import as a dry run first (nothing written)
 * and shows the same results as a preview, whose "Import these N rows" imports the file and whose
 * Cancel writes nothing; "Show the last import’s results" opens them again after the dialog is closed.
 */
import { IMPORT_FILE_EXTENSIONS, type ImportResults } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { useState } from 'react';
import { ImportJobFailedError } from '../../../api/guests/guests-api';
import { usePreviewGuestImport } from '../../../api/guests/import-preview';
import { useImportGuests } from '../../../api/guests/use-guests';
import { Button } from '../../../components/button';
import { CardText, CardTitle } from '../../../components/card';
import { FilePicker } from '../../../components/file-picker';
import { ImportResultsDialog, importSummary } from '../../../components/import-results-dialog';
import {
  type LastImport,
  LastImportResults,
  resultsOfError,
  useLastImport,
} from '../../../components/last-import-results';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n/use-t';
import { ImportProgressBar } from './import-progress';
import { ControlButtons, Controls, Panel } from './spreadsheet-panel-parts';

/** The import itself: the toast, then its results (what it wrote, when it stopped partway). */
function useRunImport(last: LastImport, onImported: () => void) {
  const t = useT();
  const importGuests = useImportGuests();
  const run = async (file: File) => {
    last.forget();
    try {
      const { results: answer } = await importGuests.mutateAsync(file);
      toast({ title: t('Import completed'), description: importSummary(answer, t) });
      last.show(answer);
      onImported();
    } catch (error) {
      if (isUnauthorized(error)) return;
      // a refused file may come with its rows' problems; an import stopped partway with what it wrote
      const written = error instanceof ImportJobFailedError ? error.results : resultsOfError(error);
      const partial = written !== undefined && written.imported + written.updated > 0;
      toast({
        title: partial ? t('Import stopped partway') : t('Import failed'),
        description:
          error instanceof ImportJobFailedError
            ? t.known(error.message)
            : t.known(serverMessageOr(error, msg('Import failed'))),
        variant: 'destructive',
      });
      if (written) last.show(written);
    }
  };
  return { run, isPending: importGuests.isPending, progress: importGuests.progress };
}

interface Previewed {
  results: ImportResults;
  file: File;
}

/** The dry run: what importing the file would do, nothing written. */
function usePreview() {
  const t = useT();
  const previewImport = usePreviewGuestImport();
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const preview = async (file: File) => {
    try {
      const { results } = await previewImport.mutateAsync(file);
      setPreviewed({ results, file });
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({
        title: t('Preview failed'),
        description: t.known(serverMessageOr(error, msg('Preview failed'))),
        variant: 'destructive',
      });
      // a file no row of which can be imported: every row's problem, nothing to import
      const refused = resultsOfError(error);
      if (refused) setPreviewed({ results: refused, file });
    }
  };
  return { preview, previewed, close: () => setPreviewed(null), isPending: previewImport.isPending };
}

export function ImportPanel() {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const last = useLastImport();
  const importer = useRunImport(last, () => setFile(null));
  const preview = usePreview();
  const busy = importer.isPending || preview.isPending;
  const { previewed } = preview;

  return (
    <Panel aria-labelledby="import-title">
      <CardTitle id="import-title">{t('Import spreadsheet')}</CardTitle>
      <CardText>
        {t(
          'Adds new guests and updates the ones a row matches (by invitation code, else phone, e-mail or name).',
        )}{' '}
        {t('Columns:')} <code>nombre</code>, <code>tipo_invitado</code>, <code>acompanantes</code>,{' '}
        <code>codigo_unico</code> ({t('optional:')} <code>email</code>, <code>telefono</code>,{' '}
        <code>notas</code>
        ); {t('an exported file works too.')}{' '}
        {t('“Preview” shows what the import would do, row by row, and writes nothing until you confirm.')}
      </CardText>
      <Controls>
        <FilePicker
          label={t('Spreadsheet to import')}
          accept={IMPORT_FILE_EXTENSIONS}
          file={file}
          onChange={setFile}
          isDisabled={busy}
        />
        <ControlButtons>
          <Button onPress={() => file && void preview.preview(file)} isDisabled={!file || busy}>
            {preview.isPending ? t('Previewing...') : t('Preview')}
          </Button>
          <Button
            variant="primary"
            onPress={() => file && void importer.run(file)}
            isDisabled={!file || busy}
          >
            {importer.isPending ? t('Importing...') : t('Import')}
          </Button>
        </ControlButtons>
      </Controls>
      {importer.isPending ? <ImportProgressBar progress={importer.progress} /> : null}
      <LastImportResults last={last} />
      {previewed ? (
        <ImportResultsDialog
          results={previewed.results}
          onClose={preview.close}
          preview={{
            onImport: () => {
              preview.close();
              void importer.run(previewed.file);
            },
          }}
        />
      ) : null}
    </Panel>
  );
}
