import type { UnifiedGuest } from '@wedding/shared-contracts';
import { useMemo } from 'react';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { formatNumber } from '../../../lib/format';
import { guestStats } from '../../../lib/guest-stats';
import { useT } from '../../../lib/i18n/use-t';

/** The guest list's four figures, with the dashboard's formulas (a dash for each while the list loads). */
export function GuestSummary({ guests }: { guests: readonly UnifiedGuest[] | undefined }) {
  const t = useT();
  const stats = useMemo(() => guestStats(guests ?? []), [guests]);
  const loading = !guests;
  const figure = (value: number) => (loading ? '—' : formatNumber(value));
  return (
    <StatGrid>
      <StatCard
        label={t('Total Guests')}
        value={figure(stats.total)}
        hint={t('{count} expected attendees', { count: figure(stats.expected) })}
      />
      <StatCard
        label={t('Confirmed')}
        tone="success"
        value={figure(stats.confirmed)}
        hint={t('{count} people attending', { count: figure(stats.attending) })}
      />
      <StatCard
        label={t('Pending')}
        tone="warning"
        value={figure(stats.pending)}
        hint={t('Response rate {rate}%', { rate: loading ? '—' : stats.responseRate })}
      />
      <StatCard label={t('Declined')} tone="danger" value={figure(stats.declined)} />
    </StatGrid>
  );
}
