/**
 * What an import did, for the guest list's and the phone guests' imports alike: the "Import completed"
 * toast's text, and the results dialog (rows read, new, updated, errors; the rows skipped and the
 * warnings, row by row). Its figures and message lists also serve the bulk replace's preview.
 */
import type { ImportResults } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { msg, type Translate, useT } from '../lib/i18n/use-t';
import { Button } from './button';
import { Dialog, DialogActions, DialogDescription } from './dialog';
import { colors, media, radii } from './theme';

export const Figures = styled.dl`
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

export const SubTitle = styled.h3`
  margin: 0.75rem 0 0.3rem;
  font-size: 0.95rem;
`;

export function MessageList({
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

/** The "Import completed" toast's text: "Imported 2 new, updated 1, 1 error, 1 warning". */
export function importSummary(results: ImportResults, t: Translate): string {
  const warned = results.warnings?.length ?? 0;
  const problems =
    (results.errors.length
      ? `, ${t('{count, plural, one {# error} other {# errors}}', { count: results.errors.length })}`
      : '') +
    (warned ? `, ${t('{count, plural, one {# warning} other {# warnings}}', { count: warned })}` : '');
  return `${t('Imported {imported} new, updated {updated}', { imported: results.imported, updated: results.updated })}${problems}`;
}

export function ImportResultsDialog({
  results,
  onClose,
  matched = msg(
    'Each row updated the guest it matched (by invitation code, phone, e-mail or name) or was added as a new guest.',
  ),
}: {
  results: ImportResults;
  onClose(): void;
  /** How rows found their guest (the guest list's way by default; a `msg()` constant, shown with `t()`). */
  matched?: string;
}) {
  const t = useT();
  // a refused file's details, or an older service, may come without warnings
  const warnings = results.warnings ?? [];
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('Import Results')} width={620}>
      <DialogDescription>
        {results.imported + results.updated === 0
          ? t('Nothing was imported. Fix the rows below in the spreadsheet and import it again.')
          : `${t(matched)} ${t('Rows with problems were skipped.')}`}
        {warnings.length
          ? ` ${t('Some values were read differently than written, or not read at all: check the warnings.')}`
          : null}
      </DialogDescription>
      <Figures>
        <div>
          <dt>{t('Rows read')}</dt>
          <dd>{results.totalRows}</dd>
        </div>
        <div>
          <dt>{t('New guests')}</dt>
          <dd>{results.imported}</dd>
        </div>
        <div>
          <dt>{t('Updated')}</dt>
          <dd>{results.updated}</dd>
        </div>
        <div>
          <dt>{t('Errors')}</dt>
          <dd>{results.errors.length}</dd>
        </div>
      </Figures>
      <MessageList title={t('Rows skipped')} messages={results.errors} tone="danger" />
      <MessageList title={t('Warnings')} messages={warnings} tone="warning" />
      <DialogActions>
        <Button variant="primary" onPress={onClose} autoFocus>
          {t('Done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
