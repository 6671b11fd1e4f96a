/**
 * /admin/dashboard (spec §2 "Admin dashboard"): navigation, the Guest List and Guest Confirmations cards,
 * Guest Confirmation Analytics with a chart, Action Needed, and the Spanish summary of the phone guests
 * (Confirmaciones por Teléfono). The figures count everyone invited, the invitation list and the phone
 * guests together (spec §9 formulas over both lists), with each list's share under the main ones; both
 * lists are refetched every 5 minutes. A figure that changes lights up briefly.
 */
import { type ReactNode, useMemo } from 'react';
import styled from 'styled-components';
import { Button, NavButton } from '../../../components/button';
import { Card, CardText, CardTitle } from '../../../components/card';
import { AdminPage } from '../../../components/page-layout';
import { RsvpInboxButton } from '../../../components/rsvp-inbox-button';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { ErrorState } from '../../../components/state-panel';
import { colors, media } from '../../../components/theme';
import { useAdminSession } from '../../../lib/admin-session';
import { isUnauthorized } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { type DashboardStats, dashboardStats, type GuestStats } from '../../../lib/guest-stats';
import { msg, useT } from '../../../lib/i18n/use-t';
import { ROLE_LABELS } from '../../../lib/role-labels';
import { useDashboardGuests, useDashboardPhoneGuests } from '../api/use-dashboard-guests';
import { ConfirmationChart } from './confirmation-chart';
import { HighlightNumber } from './highlight-number';
import { reloadPage } from './reload-page';

/** The dashboard's navigation buttons, in order. Add a screen here with one line. */
export const DASHBOARD_LINKS: readonly { label: string; to: string }[] = [
  { label: msg('All Guests'), to: '/admin/guests' },
  { label: msg('Phone Guests'), to: '/admin/phone-guests' },
  { label: msg('Contacts'), to: '/admin/contacts' },
  { label: msg('Admin Users'), to: '/admin/users' },
];

const Welcome = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  strong {
    color: ${colors.text};
  }
`;

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

/** Each list's share of a figure, one line per list (fits a half-card column at 375 px). */
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

const Summary = styled(Card)`
  table {
    width: 100%;
    border-collapse: collapse;
    margin-top: 0.75rem;
    font-size: 0.95rem;
  }
  th,
  td {
    padding: 0.45rem 0.25rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: none;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding-top: 1rem;
  }
`;

const SummaryGrid = styled.div`
  display: grid;
  gap: 0 2rem;
  ${media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
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

function Analytics({ lists }: { lists: DashboardStats }) {
  const t = useT();
  const stats = lists.all;
  return (
    <>
      <Pair>
        <Card aria-labelledby="guest-list-title">
          <CardTitle id="guest-list-title">{t('Guest List')}</CardTitle>
          <CardText>{t('Everyone invited: the invitation list and the phone guests.')}</CardText>
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

      <PhoneSummary stats={lists.phoneGuests} />
    </>
  );
}

/**
 * The Spanish panel (spec §2): the phone guests' answers, the list its title names (the figures above
 * hold both lists).
 */
function PhoneSummary({ stats }: { stats: GuestStats }) {
  const t = useT();
  return (
    <Summary lang="es" aria-labelledby="summary-title">
      <CardTitle id="summary-title">{t('Confirmaciones por Teléfono')}</CardTitle>
      <CardText>{t('Resumen de los invitados por teléfono')}</CardText>
      <SummaryGrid>
        <table>
          <caption>{t('Totales')}</caption>
          <tbody>
            <tr>
              <th scope="row">{t('Total de invitados')}</th>
              <td>
                <HighlightNumber value={stats.total} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('Invitados confirmados')}</th>
              <td>
                <HighlightNumber value={stats.confirmed} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('Invitados que rechazaron')}</th>
              <td>
                <HighlightNumber value={stats.declined} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('Invitados pendientes')}</th>
              <td>
                <HighlightNumber value={stats.pending} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('Total de personas confirmadas')}</th>
              <td>
                <HighlightNumber value={stats.attending} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('Porcentaje de confirmados')}</th>
              <td>
                <HighlightNumber value={stats.confirmedPercentage} suffix="%" />
              </td>
            </tr>
          </tbody>
        </table>
        <table>
          <caption>{t('Por categoría')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Categoría')}</th>
              <th scope="col">{t('Confirmados / Invitados')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.byCategory.map((entry) => (
              <tr key={entry.category}>
                <th scope="row">{entry.category}</th>
                <td>
                  {entry.confirmed} / {entry.invitations}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </SummaryGrid>
    </Summary>
  );
}

export function DashboardPage() {
  const t = useT();
  const { admin, logout } = useAdminSession();
  const guests = useDashboardGuests();
  const phoneGuests = useDashboardPhoneGuests();
  const stats = useMemo(
    () => (guests.data && phoneGuests.data ? dashboardStats(guests.data, phoneGuests.data) : null),
    [guests.data, phoneGuests.data],
  );
  // Half the figures would be wrong without either list: a list that failed with nothing cached shows the
  // error state (a 401 first, it concerns both); a failed refetch keeps the figures on screen.
  const failures = [guests, phoneGuests].filter((query) => query.isError && !query.data);
  const failure = failures.find((query) => isUnauthorized(query.error)) ?? failures[0];

  let body: ReactNode;
  if (failure) {
    body = isUnauthorized(failure.error) ? (
      <ErrorState
        title={t('Authentication Required')}
        description={t('Please log in to access the dashboard')}
        actions={
          <>
            <NavButton variant="primary" to="/admin/login">
              {t('Go to Login')}
            </NavButton>
            <Button onPress={() => void Promise.all(failures.map((query) => query.refetch()))}>
              {t('Retry')}
            </Button>
          </>
        }
      />
    ) : (
      <ErrorState
        title={t('Failed to load dashboard data')}
        description={failure.error?.message}
        actions={<Button onPress={reloadPage}>{t('Retry')}</Button>}
      />
    );
  } else if (!stats) {
    body = (
      <StatGrid aria-busy="true" aria-label={t('Loading guest statistics')}>
        {[t('Total Guests'), t('Expected Attendees'), t('Confirmed Guests'), t('Confirmed People')].map(
          (label) => (
            <StatCard key={label} label={label} value="—" />
          ),
        )}
      </StatGrid>
    );
  } else {
    body = <Analytics lists={stats} />;
  }

  return (
    <AdminPage
      title={t('Wedding Admin Dashboard')}
      subtitle={t('Manage your wedding guests, RSVPs, and planning details')}
      actionsLabel={t('Dashboard navigation')}
      actions={
        <>
          {DASHBOARD_LINKS.map((link) => (
            <NavButton key={link.to} to={link.to}>
              {t(link.label)}
            </NavButton>
          ))}
          <RsvpInboxButton />
          <Button variant="ghost" onPress={() => void logout()}>
            {t('Logout')}
          </Button>
        </>
      }
    >
      {admin ? (
        <Welcome>
          <strong>{t('Welcome, {name}', { name: admin.username })}</strong> ·{' '}
          {t('signed in as {role}', { role: t(ROLE_LABELS[admin.adminRole]) })}
        </Welcome>
      ) : null}
      {body}
    </AdminPage>
  );
}
