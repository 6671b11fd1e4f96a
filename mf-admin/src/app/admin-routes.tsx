import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '../components/state-panel';
import { AdminEntry } from '../features/auth/components/admin-entry';
import { LoginPage } from '../features/auth/components/login-page';
import { SetupPage } from '../features/auth/components/setup-page';
import { ContactsPage } from '../features/contacts/components/contacts-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { AdminNotFound } from '../features/not-found/components/admin-not-found';
import { RsvpsPage } from '../features/rsvps/components/rsvps-page';
import { useT } from '../lib/i18n/use-t';
import { AdminProviders } from './admin-providers';
import { ProtectedRoute } from './protected-route';

/** Loaded on demand, in a chunk of its own (spec §2). */
const DatabaseAnalysisPage = lazy(
  () =>
    import(
      /* webpackChunkName: "database-analysis" */ '../features/database-analysis/components/database-analysis-page'
    ),
);

/**
 * In chunks of their own: these pages show or edit phone numbers (the reminders too), which brings
 * libphonenumber-js's metadata, too large for the login page and the dashboard.
 */
const PhoneGuestsPage = lazy(
  () =>
    import(/* webpackChunkName: "phone-guests" */ '../features/phone-guests/components/phone-guests-page'),
);
const GuestsPage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "guests" */ '../features/guests/components/guests-page'))
    .GuestsPage,
}));
const RemindersPage = lazy(
  () => import(/* webpackChunkName: "reminders" */ '../features/reminders/components/reminders-page'),
);
const UsersPage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "users" */ '../features/users/components/users-page'))
    .UsersPage,
}));

/** Every /admin route of the spec, rendered inside the host's router under /admin/*. */
export default function AdminRoutes() {
  const t = useT();
  return (
    <AdminProviders>
      <Routes>
        <Route index element={<AdminEntry />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="setup" element={<SetupPage />} />
        <Route element={<ProtectedRoute />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route
            path="guests"
            element={
              <Suspense fallback={<LoadingState label={t('Loading guests...')} fullPage />}>
                <GuestsPage />
              </Suspense>
            }
          />
          <Route
            path="users"
            element={
              <Suspense fallback={<LoadingState label={t('Loading users...')} fullPage />}>
                <UsersPage />
              </Suspense>
            }
          />
          <Route
            path="phone-guests"
            element={
              <Suspense fallback={<LoadingState label={t('Loading phone guests...')} fullPage />}>
                <PhoneGuestsPage />
              </Suspense>
            }
          />
          <Route path="contacts" element={<ContactsPage />} />
          <Route path="rsvps" element={<RsvpsPage />} />
          <Route
            path="reminders"
            element={
              <Suspense fallback={<LoadingState label={t('Loading reminders...')} fullPage />}>
                <RemindersPage />
              </Suspense>
            }
          />
        </Route>
        <Route
          path="database-analysis"
          element={
            <Suspense fallback={<LoadingState label={t('Loading...')} fullPage />}>
              <DatabaseAnalysisPage />
            </Suspense>
          }
        />
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </AdminProviders>
  );
}
