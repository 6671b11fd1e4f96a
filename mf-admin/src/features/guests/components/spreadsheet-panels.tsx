/**
 * The two spreadsheet panels of the guest screen (spec §2, §4 "CSV replace flow", §8 texts), each shown
 * only to a role the permission table lets use it (admins and super admins; not moderators):
 * - Import (.xlsx, .xls, .ods, .csv): adds new guests and updates the ones a row matches (by invitation
 *   code, else phone, e-mail or name); a
 *   results dialog lists what happened, row by row: rows skipped, and warnings (columns not read, values
 *   read differently than written).
 * - Replace (.csv only): validate first, review the preview, then replace every guest. Replace is enabled
 *   only when the validation is valid and a file is chosen; after success the dialog closes and the
 *   results stay on the panel.
 */
import {
  API_PATHS,
  type BulkReplaceResults,
  CSV_PREVIEW_ROWS,
  CSV_REPLACE_FILE_EXTENSIONS,
  type CsvValidation,
  IMPORT_FILE_EXTENSIONS,
  type ImportResults,
} from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { isApiError, serverMessageOr } from '@wedding/shared-contracts/web';
import { memo, useState } from 'react';
import styled from 'styled-components';
import { ImportJobFailedError } from '../../../api/guests/guests-api';
import { useImportGuests, useReplaceGuests, useValidateCsv } from '../../../api/guests/use-guests';
import { msg, useT } from '../../../app/i18n/use-t';
import { Button } from '../../../components/button';
import { Card, CardText, CardTitle } from '../../../components/card';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { FilePicker } from '../../../components/file-picker';
import {
  Figures,
  ImportResultsDialog,
  importSummary,
  MessageList,
  SubTitle,
} from '../../../components/import-results-dialog';
import { colors, media, radii } from '../../../components/theme';
import { isUnauthorized } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useMayUse } from '../../../lib/permissions';
import { ImportProgressBar } from './import-progress';

const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Panel = styled(Card)<{ $danger?: boolean }>`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  border-top: 3px solid ${({ $danger }) => ($danger ? colors.danger : colors.primary)};
  p {
    font-size: 0.9rem;
  }
  code {
    font-size: 0.85em;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.6rem;
  margin-top: auto;
`;

const Kept = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${radii.md};
  background: ${colors.successSoft};
  color: ${colors.success};
  font-weight: 600;
`;

const Small = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  margin-bottom: 0.5rem;
  th,
  td {
    padding: 0.35rem 0.45rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  th {
    color: ${colors.textMuted};
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  [data-align='end'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
`;

const Warning = styled.p`
  margin: 0.5rem 0 0;
  padding: 0.7rem 0.85rem;
  border-radius: ${radii.md};
  border: 1px solid ${colors.dangerLine};
  background: ${colors.dangerSoft};
  color: ${colors.danger};
  font-weight: 600;
`;

// ─── import ──────────────────────────────────────────────────────────────────────────────────────

function ImportPanel() {
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

// ─── replace ─────────────────────────────────────────────────────────────────────────────────────

interface PreviewProps {
  file: File | null;
  validation: CsvValidation;
  currentCount: number;
  isReplacing: boolean;
  onReplace(): void;
  onBackup(): void;
  onClose(): void;
}

function ReplacePreviewDialog({
  file,
  validation,
  currentCount,
  isReplacing,
  onReplace,
  onBackup,
  onClose,
}: PreviewProps) {
  const t = useT();
  const canReplace = validation.isValid && file !== null && !isReplacing;
  const categories = Object.entries(validation.categoryBreakdown);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Review the new guest list')}
      isDismissable={!isReplacing}
      width={760}
    >
      <DialogDescription>
        {file ? file.name : t('No file chosen')} ·{' '}
        {validation.isValid
          ? t('Ready to replace.')
          : t('{count, plural, one {# error} other {# errors}}: fix the file and validate again.', {
              count: validation.errors.length,
            })}
      </DialogDescription>
      <Figures>
        <div>
          <dt>{t('Valid guests')}</dt>
          <dd>{validation.validRows}</dd>
        </div>
        <div>
          <dt>{t('Expected attendees')}</dt>
          <dd>{validation.expectedTotalAttendees}</dd>
        </div>
        <div>
          <dt>{t('Errors')}</dt>
          <dd>{validation.errors.length}</dd>
        </div>
        <div>
          <dt>{t('Warnings')}</dt>
          <dd>{validation.warnings.length}</dd>
        </div>
      </Figures>
      <MessageList title={t('Errors')} messages={validation.errors} tone="danger" />
      <MessageList title={t('Warnings')} messages={validation.warnings} tone="warning" />
      {categories.length ? (
        <>
          <SubTitle>{t('By group')}</SubTitle>
          <TableScroll>
            <Small>
              <thead>
                <tr>
                  <th scope="col">{t('Group')}</th>
                  <th scope="col" data-align="end">
                    {t('Invitations')}
                  </th>
                  <th scope="col" data-align="end">
                    {t('People')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {categories.map(([category, entry]) => (
                  <tr key={category}>
                    <td>{category}</td>
                    <td data-align="end">{entry.invitations}</td>
                    <td data-align="end">{entry.people}</td>
                  </tr>
                ))}
              </tbody>
            </Small>
          </TableScroll>
        </>
      ) : null}
      {validation.sampleData.length ? (
        <>
          <SubTitle>
            {t('First {count} guests', { count: Math.min(CSV_PREVIEW_ROWS, validation.sampleData.length) })}
          </SubTitle>
          <TableScroll>
            <Small>
              <thead>
                <tr>
                  <th scope="col">nombre</th>
                  <th scope="col">tipo_invitado</th>
                  <th scope="col" data-align="end">
                    acompanantes
                  </th>
                  <th scope="col" data-align="end">
                    {t('People')}
                  </th>
                  <th scope="col">codigo_unico</th>
                </tr>
              </thead>
              <tbody>
                {validation.sampleData.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview rows in file order
                  <tr key={index}>
                    <td>{row.nombre}</td>
                    <td>{row.tipo_invitado || '—'}</td>
                    <td data-align="end">{row.acompanantes}</td>
                    <td data-align="end">{row.expectedAttendees}</td>
                    <td>{row.codigo_unico || <em>{t('generated')}</em>}</td>
                  </tr>
                ))}
              </tbody>
            </Small>
          </TableScroll>
        </>
      ) : null}
      <Warning role="note">
        {t(
          'Replacing deletes all {current} current guests, their RSVPs and status history, and loads the {count} guests of this file instead.',
          { current: formatNumber(currentCount), count: formatNumber(validation.validRows) },
        )}
      </Warning>
      <DialogActions>
        <Button onPress={onBackup} isDisabled={isReplacing || currentCount === 0}>
          {t('Download backup (CSV)')}
        </Button>
        <Button onPress={onClose} isDisabled={isReplacing} autoFocus>
          {t('Cancel')}
        </Button>
        <Button variant="danger" onPress={onReplace} isDisabled={!canReplace}>
          {isReplacing ? t('Replacing...') : t('Replace all guests')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ReplacePanel({ currentCount, onBackup }: { currentCount: number; onBackup(): void }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [validation, setValidation] = useState<CsvValidation | null>(null);
  const [lastReplace, setLastReplace] = useState<BulkReplaceResults | null>(null);
  const validate = useValidateCsv();
  const replace = useReplaceGuests();

  const choose = (next: File | null) => {
    setFile(next);
    setValidation(null);
  };

  const runValidation = async () => {
    if (!file) return;
    try {
      const { validation: answer } = await validate.mutateAsync(file);
      setValidation(answer);
      if (answer.isValid) {
        toast({
          title: t('CSV validation successful'),
          description: t('{count} valid guests found', { count: answer.validRows }),
        });
      } else {
        toast({
          title: t('CSV validation completed with issues'),
          description: t('{count, plural, one {# error} other {# errors}} found', {
            count: answer.errors.length,
          }),
          variant: 'destructive',
        });
      }
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({
        title: t('CSV validation failed'),
        description: t.known(serverMessageOr(error, msg('CSV validation failed'))),
        variant: 'destructive',
      });
    }
  };

  const runReplace = async () => {
    if (!file || !validation?.isValid) return;
    try {
      const { results } = await replace.mutateAsync(file);
      toast({
        title: t('Guests replaced successfully'),
        description: t('{imported} guests imported, {expected} expected attendees', {
          imported: results.totalGuestsImported,
          expected: results.totalExpectedAttendees,
        }),
      });
      setLastReplace(results);
      setValidation(null);
      setFile(null);
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({
        title: t('Guest replacement failed'),
        description: t.known(serverMessageOr(error, msg('Guest replacement failed'))),
        variant: 'destructive',
      });
    }
  };

  return (
    <Panel $danger aria-labelledby="replace-title">
      <CardTitle id="replace-title">{t('Replace all guests from CSV')}</CardTitle>
      <CardText>
        {t(
          "Deletes every guest and RSVP and loads the file's guests instead. Validate first: nothing changes until you confirm the preview.",
        )}{' '}
        {t('Only')} <code>.csv</code>.
      </CardText>
      {lastReplace ? (
        <Kept role="status">
          {t('Last replacement: {imported} guests imported, {expected} expected attendees', {
            imported: lastReplace.totalGuestsImported,
            expected: lastReplace.totalExpectedAttendees,
          })}
        </Kept>
      ) : null}
      <Controls>
        <FilePicker
          label={t('CSV file to replace the guest list with')}
          accept={CSV_REPLACE_FILE_EXTENSIONS}
          file={file}
          onChange={choose}
          isDisabled={validate.isPending || replace.isPending}
        />
        <Button
          onPress={() => void runValidation()}
          isDisabled={!file || validate.isPending || replace.isPending}
        >
          {validate.isPending ? t('Validating...') : t('Validate & preview')}
        </Button>
      </Controls>
      {validation ? (
        <ReplacePreviewDialog
          file={file}
          validation={validation}
          currentCount={currentCount}
          isReplacing={replace.isPending}
          onReplace={() => void runReplace()}
          onBackup={onBackup}
          onClose={() => setValidation(null)}
        />
      ) : null}
    </Panel>
  );
}

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
