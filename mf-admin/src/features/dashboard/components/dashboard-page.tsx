/**
 * /admin/dashboard (spec §2 "Admin dashboard"): navigation, the Guest List and Guest Confirmations cards,
 * Guest Confirmation Analytics with a chart, Action Needed, the meals card, and the Spanish summary of the phone guests
 * (Confirmaciones por Teléfono). The figures count everyone invited, the invitation list and the phone
 * guests together (spec §9 formulas over both lists), with each list's share under the main ones; both
 * lists are refetched every 5 minutes. A figure that changes lights up briefly.
 */
import { type AdminRole, type AdminRouteKey, API_PATHS, mayUse } from '@wedding/shared-contracts';
import { type ReactNode, useMemo } from 'react';
import styled from 'styled-components';
import { Button, NavButton } from '../../../components/button';
import { AdminPage } from '../../../components/page-layout';
import { RsvpInboxButton } from '../../../components/rsvp-inbox-button';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { ErrorState } from '../../../components/state-panel';
import { colors } from '../../../components/theme';
import { useAdminSession } from '../../../lib/admin-session';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n/use-t';
import { ROLE_LABELS } from '../../../lib/role-labels';
import { useDashboardGuests, useDashboardPhoneGuests } from '../api/use-dashboard-guests';
import { onePersonStats } from '../one-person-once';
import { partyCounts } from '../party-counts';
import { Analytics } from './guest-analytics';
import { reloadPage } from './reload-page';

const a = API_PATHS.admin;

/**
 * The dashboard's navigation buttons, in order. Add a screen here with one line: its label, its path and
 * the call its screen opens with, whose rule in the permission table (ADMIN_ROUTE_ACCESS) says who sees
 * the button: a moderator is not offered a screen that would only say "Access Denied".
 */
export const DASHBOARD_LINKS: readonly { label: string; to: string; route: AdminRouteKey }[] = [
  { label: msg('All Guests'), to: '/admin/guests', route: `GET ${a.unifiedGuests}` },
  { label: msg('Phone Guests'), to: '/admin/phone-guests', route: `GET ${a.invitados}` },
  { label: msg('Contacts'), to: '/admin/contacts', route: `GET ${a.contacts}` },
  { label: msg('Admin Users'), to: '/admin/users', route: `GET ${a.users}` },
];

/** The links `role` may open (none while the session is unknown). */
export const dashboardLinksFor = (role: AdminRole | null | undefined) =>
  DASHBOARD_LINKS.filter((link) => mayUse(role, link.route));

const Welcome = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  strong {
    color: ${colors.text};
  }
`;

/** Each list's share of a figure, one line per list (fits a half-card column at 375 px). */
export function DashboardPage() {
  const t = useT();
  const { admin, logout } = useAdminSession();
  const guests = useDashboardGuests();
  const phoneGuests = useDashboardPhoneGuests();
  const stats = useMemo(
    () => (guests.data && phoneGuests.data ? onePersonStats(guests.data, phoneGuests.data) : null),
    [guests.data, phoneGuests.data],
  );
  const parties = useMemo(
    () => (guests.data && phoneGuests.data ? partyCounts(guests.data, phoneGuests.data) : undefined),
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
    body = <Analytics lists={stats} parties={parties} />;
  }

  return (
    <AdminPage
      title={t('Wedding Admin Dashboard')}
      subtitle={t('Manage your wedding guests, RSVPs, and planning details')}
      actionsLabel={t('Dashboard navigation')}
      actions={
        <>
          {dashboardLinksFor(admin?.adminRole).map((link) => (
            <NavButton key={link.to} to={link.to}>
              {t(link.label)}
            </NavButton>
          ))}
          {mayUse(admin?.adminRole, `GET ${a.rsvps}`) ? <RsvpInboxButton /> : null}
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
