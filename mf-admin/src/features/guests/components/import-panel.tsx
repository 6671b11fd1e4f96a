/**
 * The import panel of the guest screen (spec §2, §8 texts): a spreadsheet (.xlsx, .xls, .ods, .csv) adds new
 * guests and updates the ones a row matches (by invitation code, else phone, e-mail or name); a results
 * dialog lists what happened, row by row: rows skipped, and warnings (columns not read, values read
 * differently than written).
 */
import { IMPORT_FILE_EXTENSIONS, type ImportResults } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { isApiError, serverMessageOr } from '@wedding/shared-contracts/web';
import { useState } from 'react';
import { ImportJobFailedError } from '../../../api/guests/guests-api';
import { useImportGuests } from '../../../api/guests/use-guests';
import { Button } from '../../../components/button';
import { CardText, CardTitle } from '../../../components/card';
import { FilePicker } from '../../../components/file-picker';
import { ImportResultsDialog, importSummary } from '../../../components/import-results-dialog';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n/use-t';
import { ImportProgressBar } from './import-progress';
import { Controls, Panel } from './spreadsheet-panel-parts';

export function ImportPanel() {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [results, setResults] = useState<ImportResults | null>(null);
  const importGuests = useImportGuests();

  const run = async () => {
    if (!file) return;
    try {
      const { results: answer } = await importGuests.mutateAsync(file);
      toast({ title: t('Import completed'), description: importSummary(answer, t) });
      setResults(answer);
      setFile(null);
    } catch (error) {
      if (isUnauthorized(error)) return;
      // a refused file may come with its rows' problems; an import stopped partway with what it wrote
      const details = isApiError(error)
        ? (error.body as { details?: { results?: ImportResults } })?.details
        : undefined;
      const written = error instanceof ImportJobFailedError ? error.results : details?.results;
      const partial = written !== undefined && written.imported + written.updated > 0;
      toast({
        title: partial ? t('Import stopped partway') : t('Import failed'),
        description:
          error instanceof ImportJobFailedError
            ? t.known(error.message)
            : t.known(serverMessageOr(error, msg('Import failed'))),
        variant: 'destructive',
      });
      if (written) setResults(written);
    }
  };

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
        ); {t('an exported file works too.')}
      </CardText>
      <Controls>
        <FilePicker
          label={t('Spreadsheet to import')}
          accept={IMPORT_FILE_EXTENSIONS}
          file={file}
          onChange={setFile}
          isDisabled={importGuests.isPending}
        />
        <Button variant="primary" onPress={() => void run()} isDisabled={!file || importGuests.isPending}>
          {importGuests.isPending ? t('Importing...') : t('Import')}
        </Button>
      </Controls>
      {importGuests.isPending ? <ImportProgressBar progress={importGuests.progress} /> : null}
      {results ? <ImportResultsDialog results={results} onClose={() => setResults(null)} /> : null}
    </Panel>
  );
}
