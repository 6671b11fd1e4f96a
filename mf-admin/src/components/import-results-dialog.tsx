/**
 * What an import did, for the guest list's and the phone guests' imports alike: the "Import completed"
 * toast's text, and the results dialog (rows read, new, updated, unchanged, errors; every row skipped,
 * warned about, refused, repeated, added and updated, each with its row number). On a phone (under 768 px)
 * the dialog takes the whole screen and its lists run at full length; on a larger screen it is a large
 * dialog that scrolls; the buttons stay in view at its bottom. "Copy results" and "Download results" give
 * the same as plain text. A preview (the import's dry run) says nothing was written yet and offers to
 * import the rows. Its figures and message lists also serve the bulk replace's preview.
 */
import type { ImportResults } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { msg, type Translate, useT } from '../lib/i18n/use-t';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query';
import { Button } from './button';
import { Dialog, DialogDescription } from './dialog';
import {
  PreviewNote,
  ResultSections,
  ResultsTools,
  StickyActions,
  SubTitle,
  TONE_BACKGROUND,
  TONE_TEXT,
} from './import-results-parts';
import {
  PREVIEW_NOTE,
  resultsFigures,
  resultsFileName,
  resultsSections,
  resultsText,
  rowsToWrite,
  type Tone,
} from './import-results-text';
import { colors, radii } from './theme';

export { SubTitle };

export const Figures = styled.dl`
  display: grid;
  /* as many to a row as fit: 3 on a phone, every one on a wider screen */
  grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
  gap: 0.6rem;
  margin: 0 0 1rem;
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

const Messages = styled.ul<{ $tone: Tone }>`
  max-height: 12rem;
  overflow: auto;
  margin: 0.4rem 0 1rem;
  padding: 0.5rem 0.75rem 0.5rem 1.75rem;
  border-radius: ${radii.md};
  background: ${({ $tone }) => TONE_BACKGROUND[$tone]};
  color: ${({ $tone }) => TONE_TEXT[$tone]};
  font-size: 0.875rem;
  li + li {
    margin-top: 0.2rem;
  }
`;

/** A short list in a box of its own height (the bulk replace's preview). */
export function MessageList({
  title,
  messages,
  tone,
}: {
  title: string;
  messages: readonly string[];
  tone: Tone;
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

const MATCHED = msg(
  'Each row updated the guest it matched (by invitation code, phone, e-mail or name) or was added as a new guest.',
);

function Description({
  results,
  matched,
  preview,
}: {
  results: ImportResults;
  matched: string;
  preview: boolean;
}) {
  const t = useT();
  const warned = (results.warnings?.length ?? 0) > 0;
  const checkWarnings = warned
    ? ` ${t('Some values were read differently than written, or not read at all: check the warnings.')}`
    : null;
  if (preview) {
    return (
      <>
        <PreviewNote>
          <strong>{t(PREVIEW_NOTE)}</strong>{' '}
          {rowsToWrite(results) > 0
            ? t('This is what importing the file would do; rows with problems would be skipped.')
            : t('Importing the file would add or change no guest.')}
        </PreviewNote>
        {checkWarnings ? <DialogDescription>{checkWarnings.trim()}</DialogDescription> : null}
      </>
    );
  }
  return (
    <DialogDescription>
      {rowsToWrite(results) === 0
        ? t('Nothing was imported. Fix the rows below in the spreadsheet and import it again.')
        : `${t(matched)} ${t('Rows with problems were skipped.')}`}
      {checkWarnings}
    </DialogDescription>
  );
}

export interface ImportResultsDialogProps {
  results: ImportResults;
  /** Done, Cancel (a preview: nothing is written), Escape or a click outside. */
  onClose(): void;
  /** How rows found their guest (the guest list's way by default; a `msg()` constant, shown with `t()`). */
  matched?: string;
  /** The results of a dry run: "Import these N rows" calls `onImport`. */
  preview?: { onImport(): void };
}

export function ImportResultsDialog({
  results,
  onClose,
  matched = MATCHED,
  preview,
}: ImportResultsDialogProps) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY, false);
  const title = preview ? t('Import preview') : t('Import Results');
  const toWrite = rowsToWrite(results);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      width={880}
      fullScreen={phone}
      focusTitle
    >
      <Description results={results} matched={matched} preview={Boolean(preview)} />
      <Figures>
        {resultsFigures(results, t).map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
      <ResultsTools
        text={() => resultsText(results, t, { title, preview: Boolean(preview) })}
        fileName={resultsFileName(Boolean(preview))}
      />
      {results.unchanged ? (
        <p>
          {t('{count, plural, one {# row} other {# rows}} found their guest as it was: nothing to change.', {
            count: results.unchanged,
          })}
        </p>
      ) : null}
      <ResultSections sections={resultsSections(results, t)} />
      <StickyActions>
        {preview ? (
          <>
            <Button variant="secondary" onPress={onClose}>
              {t('Cancel')}
            </Button>
            {toWrite > 0 ? (
              <Button variant="primary" onPress={preview.onImport}>
                {t('{count, plural, one {Import this # row} other {Import these # rows}}', {
                  count: toWrite,
                })}
              </Button>
            ) : null}
          </>
        ) : (
          <Button variant="primary" onPress={onClose}>
            {t('Done')}
          </Button>
        )}
      </StickyActions>
    </Dialog>
  );
}
