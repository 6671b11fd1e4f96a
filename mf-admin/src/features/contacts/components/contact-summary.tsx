import type { Contact } from '@wedding/shared-contracts';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardText, CardTitle } from '../../../components/card';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { media } from '../../../components/theme';
import { useT } from '../../../lib/i18n/use-t';
import { recentCount } from '../contact-list';

/** Under the two figures on phones; beside them, two columns wide, from 768 px. */
const InfoCard = styled(Card)`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  button {
    align-self: flex-start;
  }
  ${media.wide} {
    grid-column: span 2;
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    button {
      align-self: center;
      flex: none;
    }
  }
`;

/**
 * Total Contacts, Recent Inquiries (last 7 days), a dash each until the list has loaded, and the card
 * telling that the list refreshes by itself, with Refresh Count.
 */
export function ContactSummary({
  contacts,
  onRefresh,
}: {
  contacts: readonly Contact[] | undefined;
  onRefresh: () => void;
}) {
  const t = useT();
  const recent = useMemo(() => recentCount(contacts ?? []), [contacts]);
  const figure = (value: number) => (contacts ? value : '—');
  return (
    <StatGrid $columns={4}>
      <StatCard label={t('Total Contacts')} value={figure(contacts?.length ?? 0)} tone="primary" />
      <StatCard label={t('Recent Inquiries')} value={figure(recent)} hint={t('Last 7 days')} tone="info" />
      <InfoCard aria-labelledby="contacts-info-title">
        <div>
          <CardTitle id="contacts-info-title">{t('New messages arrive by themselves')}</CardTitle>
          <CardText>{t('The list refreshes every 5 seconds while this page is open.')}</CardText>
        </div>
        <Button size="sm" onPress={onRefresh}>
          {t('Refresh Count')}
        </Button>
      </InfoCard>
    </StatGrid>
  );
}
