/**
 * The progress of a running import: "Importing… 1,200 of 5,000" over a progress bar, both read from the
 * import job's latest poll. Before the first poll (the file still uploading and being read) the bar
 * has no value: screen readers hear it as busy rather than at 0.
 */
import styled from 'styled-components';
import type { ImportProgress } from '../../../api/guests/guests-api';
import { colors, radii } from '../../../components/theme';
import { formatNumber } from '../../../lib/format';
import { type Translate, useT } from '../../../lib/i18n/use-t';

const Box = styled.div`
  display: grid;
  gap: 0.35rem;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${radii.md};
  background: ${colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${colors.primary};
  transition: width 0.3s ease;
`;

const count = (value: number) => formatNumber(value);

export function importProgressText(progress: ImportProgress | null, t: Translate): string {
  return progress
    ? t('Importing… {done} of {total}', { done: count(progress.processed), total: count(progress.total) })
    : t('Importing…');
}

export function ImportProgressBar({ progress }: { progress: ImportProgress | null }) {
  const t = useT();
  const text = importProgressText(progress, t);
  const share = progress && progress.total > 0 ? Math.min(1, progress.processed / progress.total) : 0;
  return (
    <Box>
      <span aria-hidden="true">{text}</span>
      <Track
        role="progressbar"
        aria-label={t('Import progress')}
        aria-valuemin={0}
        {...(progress
          ? { 'aria-valuemax': progress.total, 'aria-valuenow': progress.processed, 'aria-valuetext': text }
          : { 'aria-busy': true, 'aria-valuetext': text })}
      >
        <Fill style={{ width: `${Math.round(share * 100)}%` }} />
      </Track>
    </Box>
  );
}
