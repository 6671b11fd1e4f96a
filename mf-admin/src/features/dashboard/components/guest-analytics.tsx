import styled from 'styled-components';
import { NavButton } from '../../../components/button';
import { Card, CardText, CardTitle } from '../../../components/card';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { colors, media } from '../../../components/theme';
import { formatNumber } from '../../../lib/format';
import type { DashboardStats } from '../../../lib/guest-stats';
import { useT } from '../../../lib/i18n/use-t';
import type { PartyCounts } from '../party-counts';
import { BothListsNote } from './both-lists-note';
import { ConfirmationChart } from './confirmation-chart';
import { HighlightNumber } from './highlight-number';
import { MealsCard } from './meals-card';
import { PhoneSummary } from './phone-summary';

const Pair = styled.div`
  display: grid;
  gap: 1rem;
  ${media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0.9rem 0 0;
  /* a label that wraps (Expected Attendees at 375 px) pushes its figure down: the label takes up the
     slack, so the two figures of a card stay on one line */
  > div {
    display: flex;
    flex-direction: column;
  }
  dt {
    flex: 1 0 auto;
    color: ${colors.textMuted};
    font-size: 0.85rem;
    font-weight: 600;
  }
  dd {
    margin: 0.2rem 0 0;
    font-size: 1.75rem;
    font-weight: 700;
    line-height: 1.1;
  }
`;

const Breakdown = styled.dd`
  && {
    margin-top: 0.35rem;
    color: ${colors.textMuted};
    font-size: 0.8rem;
    font-weight: 400;
    line-height: 1.35;
  }
  span {
    display: block;
  }
  strong {
    color: ${colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const SectionTitle = styled.h2`
  margin: 0.5rem 0 0;
  font-size: 1.15rem;
`;

const ActionCard = styled(Card)<{ $calm: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  border-left: 4px solid ${({ $calm }) => ($calm ? colors.success : colors.warning)};
  ${media.small} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const ActionButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  ${media.small} {
    flex: none;
    justify-content: flex-end;
  }
`;

const count = (value: number) => formatNumber(value);

/** A figure over both lists, with each list's share under it. */
function Figure({
  label,
  stats,
  of,
}: {
  label: string;
  stats: DashboardStats;
  of: 'total' | 'expected' | 'confirmed' | 'attending';
}) {
  const t = useT();
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <HighlightNumber value={stats.all[of]} />
      </dd>
      <Breakdown>
        <span>
          {t('Invitation list:')} <strong>{count(stats.invitationList[of])}</strong>
        </span>
        <span>
          {t('Phone guests:')} <strong>{count(stats.phoneGuests[of])}</strong>
        </span>
      </Breakdown>
    </div>
  );
}

/** The figures over both lists, the chart, Action Needed, the meals card and the phone guests' summary. */
export function Analytics({
  lists,
  parties,
}: {
  lists: DashboardStats & { onBothLists?: number };
  /** Who is coming, by name (the meals card; none: no card). */
  parties?: PartyCounts;
}) {
  const t = useT();
  const stats = lists.all;
  return (
    <>
      <Pair>
        <Card aria-labelledby="guest-list-title">
          <CardTitle id="guest-list-title">{t('Guest List')}</CardTitle>
          <CardText>{t('Everyone invited: the invitation list and the phone guests.')}</CardText>
          <BothListsNote count={lists.onBothLists} />
          <Figures>
            <Figure label={t('Total Guests')} stats={lists} of="total" />
            <Figure label={t('Expected Attendees')} stats={lists} of="expected" />
          </Figures>
        </Card>
        <Card aria-labelledby="guest-confirmations-title">
          <CardTitle id="guest-confirmations-title">{t('Guest Confirmations')}</CardTitle>
          <CardText>{t('Who said yes, and the people they bring.')}</CardText>
          <Figures>
            <Figure label={t('Confirmed Guests')} stats={lists} of="confirmed" />
            <Figure label={t('Confirmed People')} stats={lists} of="attending" />
          </Figures>
        </Card>
      </Pair>

      <SectionTitle>{t('Guest Confirmation Analytics')}</SectionTitle>
      <StatGrid $columns={3}>
        <StatCard label={t('Confirmed')} tone="success" value={<HighlightNumber value={stats.confirmed} />} />
        <StatCard label={t('Declined')} tone="danger" value={<HighlightNumber value={stats.declined} />} />
        <StatCard
          label={t('Pending')}
          tone="warning"
          value={<HighlightNumber value={stats.pending} />}
          hint={
            <>
              {t('Response rate:')} <HighlightNumber value={stats.responseRate} suffix="%" />
            </>
          }
        />
        <StatCard
          label={t('Total Capacity')}
          tone="info"
          value={<HighlightNumber value={stats.totalCapacity} />}
        />
        <StatCard label={t('Attending')} tone="primary" value={<HighlightNumber value={stats.attending} />} />
        <StatCard
          label={t('Remaining Capacity')}
          tone="info"
          value={<HighlightNumber value={stats.remainingCapacity} />}
        />
      </StatGrid>
      <Card aria-labelledby="responses-chart-title">
        <CardTitle id="responses-chart-title">{t('Responses')}</CardTitle>
        <ConfirmationChart confirmed={stats.confirmed} declined={stats.declined} pending={stats.pending} />
      </Card>

      <ActionCard $calm={stats.pending === 0} aria-labelledby="action-needed-title">
        <div>
          <CardTitle id="action-needed-title">{t('Action Needed')}</CardTitle>
          <CardText>
            {stats.pending === 0
              ? t('Every guest has answered. Nothing is waiting for you.')
              : t(
                  '{count, plural, one {# guest has} other {# guests have}} not answered yet. Invitation list: {invitationList}, phone guests: {phoneGuests}.',
                  {
                    count: stats.pending,
                    invitationList: count(lists.invitationList.pending),
                    phoneGuests: count(lists.phoneGuests.pending),
                  },
                )}
          </CardText>
        </div>
        <ActionButtons>
          <NavButton variant="primary" to="/admin/guests">
            {t('View All Guests')}
          </NavButton>
          <NavButton to="/admin/phone-guests">{t('View Phone Guests')}</NavButton>
          {stats.pending > 0 ? <NavButton to="/admin/reminders">{t('Send Reminders')}</NavButton> : null}
        </ActionButtons>
      </ActionCard>

      {parties ? <MealsCard counts={parties} /> : null}

      <PhoneSummary stats={lists.phoneGuests} />
    </>
  );
}

/**
 * The Spanish panel (spec §2): the phone guests' answers, the list its title names (the figures above
 * hold both lists).
 */
