/**
 * The last import's results: shown in their dialog when the import ends, and kept after the dialog is closed:
 * "Show the last import’s results" opens them again until the next import starts (or
 * the page is reloaded). Used by the guest list's and the phone guests' imports.
 */
import type { ImportResults } from '@wedding/shared-contracts';
import { isApiError } from '@wedding/shared-contracts/web';
import { useMemo, useState } from 'react';
import { useT } from '../lib/i18n/use-t';
import { Button } from './button';
import { ImportResultsDialog } from './import-results-dialog';

export interface LastImport {
  results: ImportResults | null;
  open: boolean;
  /** A new import's results, shown at once. */
  show(results: ImportResults): void;
  reopen(): void;
  close(): void;
  /** A new import starts: the last one's results are gone. */
  forget(): void;
}

export function useLastImport(): LastImport {
  const [results, setResults] = useState<ImportResults | null>(null);
  const [open, setOpen] = useState(false);
  const actions = useMemo(
    () => ({
      show: (next: ImportResults) => {
        setResults(next);
        setOpen(true);
      },
      reopen: () => setOpen(true),
      close: () => setOpen(false),
      forget: () => {
        setResults(null);
        setOpen(false);
      },
    }),
    [],
  );
  return { results, open, ...actions };
}

/** The rows' problems an import's error may carry: a refused file's (`details.results`). */
export function resultsOfError(error: unknown): ImportResults | undefined {
  if (!isApiError(error)) return undefined;
  return (error.body as { details?: { results?: ImportResults } } | undefined)?.details?.results;
}

/** "Show the last import’s results" (once there are some) and their dialog while open. */
export function LastImportResults({ last, matched }: { last: LastImport; matched?: string }) {
  const t = useT();
  if (!last.results) return null;
  return (
    <>
      <Button variant="ghost" onPress={last.reopen}>
        {t('Show the last import’s results')}
      </Button>
      {last.open ? (
        <ImportResultsDialog results={last.results} matched={matched} onClose={last.close} />
      ) : null}
    </>
  );
}
