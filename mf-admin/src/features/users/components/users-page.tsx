/**
 * /admin/users (spec §2 "Admin users"): stats, search by username, role filter, the table with edit and
 * deactivate, Previous/Next paging ('Page N', back to 1 when the search or the role changes), and the
 * access states: 403 Access Denied, 401 Authentication Required, other failures with Retry.
 */
import { Button, NavButton } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminPage } from '../../../components/page-layout';
import { ErrorState } from '../../../components/state-panel';
import { useAdminSession } from '../../../lib/admin-session';
import { isForbidden, isUnauthorized } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { type UsersPageState, useUsersPage } from './use-users-page';
import { UserFormDialog } from './user-form-dialog';
import { UsersListBody } from './users-list-body';

type UsersListQuery = UsersPageState['list'];
type LoadProblem = 'forbidden' | 'unauthorized' | 'failed' | null;

/** Why the list cannot be shown: a 403 or a 401 (even with a page on screen), or any failure with nothing. */
function loadProblem(list: UsersListQuery): LoadProblem {
  if (list.isError && isForbidden(list.error)) return 'forbidden';
  if (list.isError && isUnauthorized(list.error)) return 'unauthorized';
  if (list.isError && !list.data) return 'failed';
  return null;
}

function UsersLoadError({ problem, list }: { problem: Exclude<LoadProblem, null>; list: UsersListQuery }) {
  const t = useT();
  if (problem === 'forbidden') {
    return (
      <ErrorState
        title={t('Access Denied')}
        description={t('Only Super Admins can access user management')}
        actions={
          <NavButton variant="primary" to="/admin/dashboard">
            {t('Back to Dashboard')}
          </NavButton>
        }
      />
    );
  }
  if (problem === 'unauthorized') {
    return (
      <ErrorState
        title={t('Authentication Required')}
        description={t('Please log in to access admin user management')}
        actions={
          <>
            <NavButton variant="primary" to="/admin/login">
              {t('Go to Login')}
            </NavButton>
            <Button onPress={() => void list.refetch()}>{t('Retry')}</Button>
          </>
        }
      />
    );
  }
  return (
    <ErrorState
      title={t('Failed to load admin users')}
      description={list.error?.message}
      actions={<Button onPress={() => void list.refetch()}>{t('Retry')}</Button>}
    />
  );
}

function UsersPageActions({ failed, onCreate }: { failed: boolean; onCreate: () => void }) {
  const t = useT();
  const { logout } = useAdminSession();
  return (
    <>
      {failed ? null : (
        <Button variant="primary" onPress={onCreate}>
          {t('Create User')}
        </Button>
      )}
      <Button variant="ghost" onPress={() => void logout()}>
        {t('Logout')}
      </Button>
    </>
  );
}

/** The open dialog: create, edit, or confirm deactivating a user. */
function UsersPageDialogs({ state }: { state: UsersPageState }) {
  const t = useT();
  const { admin } = useAdminSession();
  const { dialog, closeDialog } = state;
  return (
    <>
      {dialog?.kind === 'create' ? (
        <UserFormDialog isOpen onOpenChange={(open) => !open && closeDialog()} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <UserFormDialog
          key={dialog.user.id}
          user={dialog.user}
          currentAdminId={admin?.id}
          isOpen
          onOpenChange={(open) => !open && closeDialog()}
        />
      ) : null}
      {dialog?.kind === 'deactivate' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && closeDialog()}
          title={t('Deactivate Admin User')}
          message={t('Are you sure you want to deactivate {name} ? This action cannot be undone.', {
            name: dialog.user.username,
          })}
          confirmLabel={t('Deactivate')}
          pendingLabel={t('Deactivating...')}
          isPending={state.deactivating}
          onConfirm={() => void state.confirmDeactivate(dialog.user)}
        />
      ) : null}
    </>
  );
}

export function UsersPage() {
  const t = useT();
  const state = useUsersPage();
  const { list } = state;
  const failed = list.isError && !list.data;
  const problem = loadProblem(list);
  return (
    <AdminPage
      title={t('Admin Users')}
      subtitle={t('Manage who can sign in to the admin area and what they may do')}
      back={failed ? undefined : { href: '/admin/dashboard', label: t('Back to Dashboard') }}
      actions={<UsersPageActions failed={failed} onCreate={() => state.setDialog({ kind: 'create' })} />}
    >
      {problem ? <UsersLoadError problem={problem} list={list} /> : <UsersListBody state={state} />}
      <UsersPageDialogs state={state} />
    </AdminPage>
  );
}
