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
import { StatCard, StatGrid } from '../../../components/stat-card';
import { ErrorState } from '../../../components/state-panel';
import { colors, media } from '../../../components/theme';
import { useAdminSession } from '../../../lib/admin-session';
import { isUnauthorized } from '../../../lib/api-client';
import { ROLE_LABELS } from '../../../lib/role-labels';
import { RsvpInboxButton } from '../../rsvps/components/rsvp-inbox-button';
import { useDashboardGuests, useDashboardPhoneGuests } from '../api/use-dashboard-guests';
import { ConfirmationChart } from './confirmation-chart';
import { type DashboardStats, dashboardStats, type GuestStats } from './guest-stats';
import { HighlightNumber } from './highlight-number';
import { reloadPage } from './reload-page';

/** The dashboard's navigation buttons, in order. Add a screen here with one line. */
export const DASHBOARD_LINKS: readonly { label: string; to: string }[] = [
  { label: 'All Guests', to: '/admin/guests' },
  { label: 'Phone Guests', to: '/admin/phone-guests' },
  { label: 'Contacts', to: '/admin/contacts' },
  { label: 'Admin Users', to: '/admin/users' },
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

const count = (value: number) => value.toLocaleString('en-US');

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
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <HighlightNumber value={stats.all[of]} />
      </dd>
      <Breakdown>
        <span>
          Invitation list: <strong>{count(stats.invitationList[of])}</strong>
        </span>
        <span>
          Phone guests: <strong>{count(stats.phoneGuests[of])}</strong>
        </span>
      </Breakdown>
    </div>
  );
}

function Analytics({ lists }: { lists: DashboardStats }) {
  const stats = lists.all;
  return (
    <>
      <Pair>
        <Card aria-labelledby="guest-list-title">
          <CardTitle id="guest-list-title">Guest List</CardTitle>
          <CardText>Everyone invited: the invitation list and the phone guests.</CardText>
          <Figures>
            <Figure label="Total Guests" stats={lists} of="total" />
            <Figure label="Expected Attendees" stats={lists} of="expected" />
          </Figures>
        </Card>
        <Card aria-labelledby="guest-confirmations-title">
          <CardTitle id="guest-confirmations-title">Guest Confirmations</CardTitle>
          <CardText>Who said yes, and the people they bring.</CardText>
          <Figures>
            <Figure label="Confirmed Guests" stats={lists} of="confirmed" />
            <Figure label="Confirmed People" stats={lists} of="attending" />
          </Figures>
        </Card>
      </Pair>

      <SectionTitle>Guest Confirmation Analytics</SectionTitle>
      <StatGrid $columns={3}>
        <StatCard label="Confirmed" tone="success" value={<HighlightNumber value={stats.confirmed} />} />
        <StatCard label="Declined" tone="danger" value={<HighlightNumber value={stats.declined} />} />
        <StatCard
          label="Pending"
          tone="warning"
          value={<HighlightNumber value={stats.pending} />}
          hint={
            <>
              Response rate: <HighlightNumber value={stats.responseRate} suffix="%" />
            </>
          }
        />
        <StatCard
          label="Total Capacity"
          tone="info"
          value={<HighlightNumber value={stats.totalCapacity} />}
        />
        <StatCard label="Attending" tone="primary" value={<HighlightNumber value={stats.attending} />} />
        <StatCard
          label="Remaining Capacity"
          tone="info"
          value={<HighlightNumber value={stats.remainingCapacity} />}
        />
      </StatGrid>
      <Card aria-labelledby="responses-chart-title">
        <CardTitle id="responses-chart-title">Responses</CardTitle>
        <ConfirmationChart confirmed={stats.confirmed} declined={stats.declined} pending={stats.pending} />
      </Card>

      <ActionCard $calm={stats.pending === 0} aria-labelledby="action-needed-title">
        <div>
          <CardTitle id="action-needed-title">Action Needed</CardTitle>
          <CardText>
            {stats.pending === 0
              ? 'Every guest has answered. Nothing is waiting for you.'
              : `${count(stats.pending)} ${stats.pending === 1 ? 'guest has' : 'guests have'} not answered yet. ` +
                `Invitation list: ${count(lists.invitationList.pending)}, phone guests: ${count(lists.phoneGuests.pending)}.`}
          </CardText>
        </div>
        <ActionButtons>
          <NavButton variant="primary" to="/admin/guests">
            View All Guests
          </NavButton>
          <NavButton to="/admin/phone-guests">View Phone Guests</NavButton>
          {stats.pending > 0 ? <NavButton to="/admin/reminders">Send Reminders</NavButton> : null}
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
  return (
    <Summary lang="es" aria-labelledby="summary-title">
      <CardTitle id="summary-title">Confirmaciones por Teléfono</CardTitle>
      <CardText>Resumen de los invitados por teléfono</CardText>
      <SummaryGrid>
        <table>
          <caption>Totales</caption>
          <tbody>
            <tr>
              <th scope="row">Total de invitados</th>
              <td>
                <HighlightNumber value={stats.total} />
              </td>
            </tr>
            <tr>
              <th scope="row">Invitados confirmados</th>
              <td>
                <HighlightNumber value={stats.confirmed} />
              </td>
            </tr>
            <tr>
              <th scope="row">Invitados que rechazaron</th>
              <td>
                <HighlightNumber value={stats.declined} />
              </td>
            </tr>
            <tr>
              <th scope="row">Invitados pendientes</th>
              <td>
                <HighlightNumber value={stats.pending} />
              </td>
            </tr>
            <tr>
              <th scope="row">Total de personas confirmadas</th>
              <td>
                <HighlightNumber value={stats.attending} />
              </td>
            </tr>
            <tr>
              <th scope="row">Porcentaje de confirmados</th>
              <td>
                <HighlightNumber value={stats.confirmedPercentage} suffix="%" />
              </td>
            </tr>
          </tbody>
        </table>
        <table>
          <caption>Por categoría</caption>
          <thead>
            <tr>
              <th scope="col">Categoría</th>
              <th scope="col">Confirmados / Invitados</th>
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
        title="Authentication Required"
        description="Please log in to access the dashboard"
        actions={
          <>
            <NavButton variant="primary" to="/admin/login">
              Go to Login
            </NavButton>
            <Button onPress={() => void Promise.all(failures.map((query) => query.refetch()))}>Retry</Button>
          </>
        }
      />
    ) : (
      <ErrorState
        title="Failed to load dashboard data"
        description={failure.error?.message}
        actions={<Button onPress={reloadPage}>Retry</Button>}
      />
    );
  } else if (!stats) {
    body = (
      <StatGrid aria-busy="true" aria-label="Loading guest statistics">
        {['Total Guests', 'Expected Attendees', 'Confirmed Guests', 'Confirmed People'].map((label) => (
          <StatCard key={label} label={label} value="—" />
        ))}
      </StatGrid>
    );
  } else {
    body = <Analytics lists={stats} />;
  }

  return (
    <AdminPage
      title="Wedding Admin Dashboard"
      subtitle="Manage your wedding guests, RSVPs, and planning details"
      actionsLabel="Dashboard navigation"
      actions={
        <>
          {DASHBOARD_LINKS.map((link) => (
            <NavButton key={link.to} to={link.to}>
              {link.label}
            </NavButton>
          ))}
          <RsvpInboxButton />
          <Button variant="ghost" onPress={() => void logout()}>
            Logout
          </Button>
        </>
      }
    >
      {admin ? (
        <Welcome>
          <strong>Welcome, {admin.username}</strong> · signed in as {ROLE_LABELS[admin.adminRole]}
        </Welcome>
      ) : null}
      {body}
    </AdminPage>
  );
}
