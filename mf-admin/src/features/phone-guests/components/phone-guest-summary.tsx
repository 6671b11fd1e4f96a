import type { Invitado } from '@wedding/shared-contracts';
import { useMemo } from 'react';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { useT } from '../../../lib/i18n/use-t';
import { phoneGuestStats } from '../phone-guest-list';

/** The five figures above the phone guests (spec §2); a dash each until the list has loaded. */
export function PhoneGuestSummary({ guests }: { guests: readonly Invitado[] | undefined }) {
  const t = useT();
  const stats = useMemo(() => phoneGuestStats(guests ?? []), [guests]);
  const figure = (value: number) => (guests ? value : '—');
  return (
    <StatGrid $columns={5}>
      <StatCard label={t('Total Guests')} value={figure(stats.total)} tone="primary" />
      <StatCard label={t('Confirmed')} value={figure(stats.confirmed)} tone="success" />
      <StatCard label={t('Declined')} value={figure(stats.declined)} tone="danger" />
      <StatCard label={t('Pending')} value={figure(stats.pending)} tone="warning" />
      <StatCard label={t('Total Attendees')} value={figure(stats.attendees)} tone="info" />
    </StatGrid>
  );
}
