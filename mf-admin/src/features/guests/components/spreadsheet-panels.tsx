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
import { memo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardText, CardTitle } from '../../../components/card';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { colors, media, radii } from '../../../components/theme';
import { isApiError, isUnauthorized, serverMessageOr } from '../../../lib/api-client';
import { useMayUse } from '../../../lib/permissions';
import { ImportJobFailedError } from '../api/guests-api';
import { useImportGuests, useReplaceGuests, useValidateCsv } from '../api/use-guests';
import { FilePicker } from './file-picker';
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

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.6rem;
  margin: 0 0 1rem;
  ${media.small} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    padding: 0.6rem 0.75rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
  dt {
    font-size: 0.8rem;
    color: ${colors.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0.15rem 0 0;
    font-size: 1.35rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Messages = styled.ul<{ $tone: 'danger' | 'warning' }>`
  max-height: 12rem;
  overflow: auto;
  margin: 0.4rem 0 1rem;
  padding: 0.5rem 0.75rem 0.5rem 1.75rem;
  border-radius: ${radii.md};
  background: ${({ $tone }) => ($tone === 'danger' ? colors.dangerSoft : colors.warningSoft)};
  color: ${({ $tone }) => ($tone === 'danger' ? colors.danger : colors.warning)};
  font-size: 0.875rem;
  li + li {
    margin-top: 0.2rem;
  }
`;

const SubTitle = styled.h3`
  margin: 0.75rem 0 0.3rem;
  font-size: 0.95rem;
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

function MessageList({
  title,
  messages,
  tone,
}: {
  title: string;
  messages: readonly string[];
  tone: 'danger' | 'warning';
}) {
  if (messages.length === 0) return null;
  return (
    <>
      <SubTitle>
        {title} ({messages.length})
      </SubTitle>
      <Messages $tone={tone}>
        {messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: messages may repeat; their order is stable
          <li key={index}>{message}</li>
        ))}
      </Messages>
    </>
  );
}

const errorsCount = (count: number) => `${count} ${count === 1 ? 'error' : 'errors'}`;

/** The "Import completed" toast's text: "Imported 2 new, updated 1, 1 error, 1 warning". */
export function importSummary(results: ImportResults): string {
  const warned = results.warnings?.length ?? 0;
  const problems =
    (results.errors.length ? `, ${errorsCount(results.errors.length)}` : '') +
    (warned ? `, ${warned} ${warned === 1 ? 'warning' : 'warnings'}` : '');
  return `Imported ${results.imported} new, updated ${results.updated}${problems}`;
}

// ─── import ──────────────────────────────────────────────────────────────────────────────────────

export function ImportResultsDialog({
  results,
  onClose,
  matched = 'Each row updated the guest it matched (by invitation code, phone, e-mail or name) or was added as a new guest.',
}: {
  results: ImportResults;
  onClose(): void;
  /** How rows found their guest (the guest list's way by default). */
  matched?: string;
}) {
  // a refused file's details, or an older service, may come without warnings
  const warnings = results.warnings ?? [];
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title="Import Results" width={620}>
      <DialogDescription>
        {results.imported + results.updated === 0
          ? 'Nothing was imported. Fix the rows below in the spreadsheet and import it again.'
          : `${matched} Rows with problems were skipped.`}
        {warnings.length
          ? ' Some values were read differently than written, or not read at all: check the warnings.'
          : null}
      </DialogDescription>
      <Figures>
        <div>
          <dt>Rows read</dt>
          <dd>{results.totalRows}</dd>
        </div>
        <div>
          <dt>New guests</dt>
          <dd>{results.imported}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{results.updated}</dd>
        </div>
        <div>
          <dt>Errors</dt>
          <dd>{results.errors.length}</dd>
        </div>
      </Figures>
      <MessageList title="Rows skipped" messages={results.errors} tone="danger" />
      <MessageList title="Warnings" messages={warnings} tone="warning" />
      <DialogActions>
        <Button variant="primary" onPress={onClose} autoFocus>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [results, setResults] = useState<ImportResults | null>(null);
  const importGuests = useImportGuests();

  const run = async () => {
    if (!file) return;
    try {
      const { results: answer } = await importGuests.mutateAsync(file);
      toast({ title: 'Import completed', description: importSummary(answer) });
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
        title: partial ? 'Import stopped partway' : 'Import failed',
        description:
          error instanceof ImportJobFailedError ? error.message : serverMessageOr(error, 'Import failed'),
        variant: 'destructive',
      });
      if (written) setResults(written);
    }
  };

  return (
    <Panel aria-labelledby="import-title">
      <CardTitle id="import-title">Import spreadsheet</CardTitle>
      <CardText>
        Adds new guests and updates the ones a row matches (by invitation code, else phone, e-mail or name).
        Columns: <code>nombre</code>, <code>tipo_invitado</code>, <code>acompanantes</code>,{' '}
        <code>codigo_unico</code> (optional: <code>email</code>, <code>telefono</code>, <code>notas</code>);
        an exported file works too.
      </CardText>
      <Controls>
        <FilePicker
          label="Spreadsheet to import"
          accept={IMPORT_FILE_EXTENSIONS}
          file={file}
          onChange={setFile}
          isDisabled={importGuests.isPending}
        />
        <Button variant="primary" onPress={() => void run()} isDisabled={!file || importGuests.isPending}>
          {importGuests.isPending ? 'Importing...' : 'Import'}
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
  const canReplace = validation.isValid && file !== null && !isReplacing;
  const categories = Object.entries(validation.categoryBreakdown);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title="Review the new guest list"
      isDismissable={!isReplacing}
      width={760}
    >
      <DialogDescription>
        {file ? file.name : 'No file chosen'} ·{' '}
        {validation.isValid
          ? 'Ready to replace.'
          : `${errorsCount(validation.errors.length)}: fix the file and validate again.`}
      </DialogDescription>
      <Figures>
        <div>
          <dt>Valid guests</dt>
          <dd>{validation.validRows}</dd>
        </div>
        <div>
          <dt>Expected attendees</dt>
          <dd>{validation.expectedTotalAttendees}</dd>
        </div>
        <div>
          <dt>Errors</dt>
          <dd>{validation.errors.length}</dd>
        </div>
        <div>
          <dt>Warnings</dt>
          <dd>{validation.warnings.length}</dd>
        </div>
      </Figures>
      <MessageList title="Errors" messages={validation.errors} tone="danger" />
      <MessageList title="Warnings" messages={validation.warnings} tone="warning" />
      {categories.length ? (
        <>
          <SubTitle>By group</SubTitle>
          <TableScroll>
            <Small>
              <thead>
                <tr>
                  <th scope="col">Group</th>
                  <th scope="col" data-align="end">
                    Invitations
                  </th>
                  <th scope="col" data-align="end">
                    People
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
          <SubTitle>First {Math.min(CSV_PREVIEW_ROWS, validation.sampleData.length)} guests</SubTitle>
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
                    People
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
                    <td>{row.codigo_unico || <em>generated</em>}</td>
                  </tr>
                ))}
              </tbody>
            </Small>
          </TableScroll>
        </>
      ) : null}
      <Warning role="note">
        Replacing deletes all {currentCount.toLocaleString('en-US')} current guests, their RSVPs and status
        history, and loads the {validation.validRows.toLocaleString('en-US')} guests of this file instead.
      </Warning>
      <DialogActions>
        <Button onPress={onBackup} isDisabled={isReplacing || currentCount === 0}>
          Download backup (CSV)
        </Button>
        <Button onPress={onClose} isDisabled={isReplacing} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onPress={onReplace} isDisabled={!canReplace}>
          {isReplacing ? 'Replacing...' : 'Replace all guests'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ReplacePanel({ currentCount, onBackup }: { currentCount: number; onBackup(): void }) {
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
        toast({ title: 'CSV validation successful', description: `${answer.validRows} valid guests found` });
      } else {
        toast({
          title: 'CSV validation completed with issues',
          description: `${errorsCount(answer.errors.length)} found`,
          variant: 'destructive',
        });
      }
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({
        title: 'CSV validation failed',
        description: serverMessageOr(error, 'CSV validation failed'),
        variant: 'destructive',
      });
    }
  };

  const runReplace = async () => {
    if (!file || !validation?.isValid) return;
    try {
      const { results } = await replace.mutateAsync(file);
      toast({
        title: 'Guests replaced successfully',
        description: `${results.totalGuestsImported} guests imported, ${results.totalExpectedAttendees} expected attendees`,
      });
      setLastReplace(results);
      setValidation(null);
      setFile(null);
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({
        title: 'Guest replacement failed',
        description: serverMessageOr(error, 'Guest replacement failed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Panel $danger aria-labelledby="replace-title">
      <CardTitle id="replace-title">Replace all guests from CSV</CardTitle>
      <CardText>
        Deletes every guest and RSVP and loads the file's guests instead. Validate first: nothing changes
        until you confirm the preview. Only <code>.csv</code>.
      </CardText>
      {lastReplace ? (
        <Kept role="status">
          Last replacement: {lastReplace.totalGuestsImported} guests imported,{' '}
          {lastReplace.totalExpectedAttendees} expected attendees
        </Kept>
      ) : null}
      <Controls>
        <FilePicker
          label="CSV file to replace the guest list with"
          accept={CSV_REPLACE_FILE_EXTENSIONS}
          file={file}
          onChange={choose}
          isDisabled={validate.isPending || replace.isPending}
        />
        <Button
          onPress={() => void runValidation()}
          isDisabled={!file || validate.isPending || replace.isPending}
        >
          {validate.isPending ? 'Validating...' : 'Validate & preview'}
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
