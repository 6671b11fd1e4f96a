import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '../components/state-panel';
import { AdminEntry } from '../features/auth/components/admin-entry';
import { LoginPage } from '../features/auth/components/login-page';
import { SetupPage } from '../features/auth/components/setup-page';
import { ContactsPage } from '../features/contacts/components/contacts-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { GuestsPage } from '../features/guests/components/guests-page';
import { AdminNotFound } from '../features/not-found/components/admin-not-found';
import { RsvpsPage } from '../features/rsvps/components/rsvps-page';
import { UsersPage } from '../features/users/components/users-page';
import { AdminProviders } from './admin-providers';
import { ProtectedRoute } from './protected-route';

/** Loaded on demand, in a chunk of its own (spec §2). */
const DatabaseAnalysisPage = lazy(
  () =>
    import(
      /* webpackChunkName: "database-analysis" */ '../features/database-analysis/components/database-analysis-page'
    ),
);

/** In a chunk of its own: the phone input brings libphonenumber-js's metadata (~40 kB gzipped). */
const PhoneGuestsPage = lazy(
  () =>
    import(/* webpackChunkName: "phone-guests" */ '../features/phone-guests/components/phone-guests-page'),
);

/** Every /admin route of the spec, rendered inside the host's router under /admin/*. */
export default function AdminRoutes() {
  return (
    <AdminProviders>
      <Routes>
        <Route index element={<AdminEntry />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="setup" element={<SetupPage />} />
        <Route element={<ProtectedRoute />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="guests" element={<GuestsPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route
            path="phone-guests"
            element={
              <Suspense fallback={<LoadingState label="Loading phone guests..." fullPage />}>
                <PhoneGuestsPage />
              </Suspense>
            }
          />
          <Route path="contacts" element={<ContactsPage />} />
          <Route path="rsvps" element={<RsvpsPage />} />
        </Route>
        <Route
          path="database-analysis"
          element={
            <Suspense fallback={<LoadingState label="Loading..." fullPage />}>
              <DatabaseAnalysisPage />
            </Suspense>
          }
        />
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </AdminProviders>
  );
}
