/**
 * What an import's results say, in the admin's language, read once for the results dialog and for its
 * plain-text copy and download: the figures (rows read, new, updated — guests that really changed —,
 * unchanged, errors) and the sections of rows (skipped, warnings, refused, repeated, added,
 * updated), each row's number first.
 */
import type { ImportResults } from '@wedding/shared-contracts';
import { msg, type Translate } from '../lib/i18n/use-t';
import { importMessageEs } from './import-messages-es';
import { namedRows, warningTexts } from './import-notices';

export type Tone = 'danger' | 'warning' | 'info';

export interface ResultsSection {
  title: string;
  tone: Tone;
  rows: string[];
}

/** The figures of the dialog's top, label and value ("Unchanged" only when the service counts it). */
export function resultsFigures(results: ImportResults, t: Translate): { label: string; value: number }[] {
  return [
    { label: t('Rows read'), value: results.totalRows },
    { label: t('New guests'), value: results.imported },
    { label: t('Updated'), value: results.updated },
    ...(results.unchanged === undefined ? [] : [{ label: t('Unchanged'), value: results.unchanged }]),
    { label: t('Errors'), value: results.errors.length },
  ];
}

/** A message of the admin's own (translated whenever the back office is in Spanish), to tell the language. */
const LANGUAGE_PROBE = msg('Rows skipped');

/**
 * The service's row messages in the admin's language: the catalog's Spanish when it has the text, else in
 * Spanish the import's templates read by importMessageEs; in English as they came.
 */
function rowMessages(messages: readonly string[], t: Translate): string[] {
  const spanish = t(LANGUAGE_PROBE) !== LANGUAGE_PROBE;
  return messages.map((message) => {
    const known = t.known(message);
    return spanish && known === message ? importMessageEs(message) : known;
  });
}

/** Every section with rows in it, in the dialog's order. */
export function resultsSections(results: ImportResults, t: Translate): ResultsSection[] {
  // a refused file's details, or an older service, may come without warnings; the structured ones
  // (results.notices) in the admin's language
  return [
    {
      title: t('Rows skipped'),
      tone: 'danger' as const,
      rows: rowMessages(results.errors, t),
    },
    { title: t('Warnings'), tone: 'warning' as const, rows: rowMessages(warningTexts(results, t), t) },
    ...namedRows(results, t).map(({ title, rows }) => ({ title, tone: 'info' as const, rows })),
  ].filter((section) => section.rows.length > 0);
}

export const PREVIEW_NOTE = msg('Preview: nothing has been written yet.');

/** How many rows an import of a previewed file would write: the new guests and the ones it changes. */
export const rowsToWrite = (results: ImportResults) => results.imported + results.updated;

/**
 * The results as plain text, for the clipboard and the downloaded file: the title (and for a preview,
 * that nothing was written), the figures one a line, then each section with its count and its rows.
 */
export function resultsText(
  results: ImportResults,
  t: Translate,
  { title, preview = false }: { title: string; preview?: boolean },
): string {
  const lines = [title, ...(preview ? [t(PREVIEW_NOTE)] : []), ''];
  for (const { label, value } of resultsFigures(results, t)) lines.push(`${label}: ${value}`);
  for (const section of resultsSections(results, t)) {
    lines.push('', `${section.title} (${section.rows.length})`, ...section.rows.map((row) => `- ${row}`));
  }
  return `${lines.join('\n')}\n`;
}

/** The downloaded file's name: import-results-2026-11-28.txt (import-preview-… for a preview). */
export function resultsFileName(preview: boolean, now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `import-${preview ? 'preview' : 'results'}-${date}.txt`;
}

/** A row's number, at the start of its text ("Row 5:", "Fila 5:"), to set it apart; else null. */
export function rowLead(text: string): { lead: string; rest: string } | null {
  const match = /^(\p{L}+ \d+:)\s(.*)$/su.exec(text);
  return match ? { lead: match[1] ?? '', rest: match[2] ?? '' } : null;
}
