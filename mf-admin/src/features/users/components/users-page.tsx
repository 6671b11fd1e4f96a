/**
 * /admin/users (spec §2 "Admin users"): stats, search by username, role filter, the table with edit and
 * deactivate, Previous/Next paging ('Page N', back to 1 when the search or the role changes), and the
 * access states: 403 Access Denied, 401 Authentication Required, other failures with Retry.
 */
import { type AdminUser, USERS_PAGE_SIZE } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { type ReactNode, useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button, NavButton } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type TableSort, useRememberedSort } from '../../../components/data-table';
import { AdminPage } from '../../../components/page-layout';
import { Pager } from '../../../components/pager';
import { SearchField } from '../../../components/search-field';
import { SelectField } from '../../../components/select-field';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { ErrorState } from '../../../components/state-panel';
import { media } from '../../../components/theme';
import { useAdminSession } from '../../../lib/admin-session';
import { isForbidden, isUnauthorized } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeactivateUser, useUserStats, useUsersList } from '../api/use-users';
import { ROLE_FILTER_OPTIONS, type RoleFilter } from './role-options';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';

const Filters = styled.div`
  display: grid;
  gap: 0.75rem;
  ${media.small} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
  }
  ${media.desktop} {
    grid-template-columns: minmax(0, 24rem) 14rem;
  }
`;

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'deactivate'; user: AdminUser }
  | null;

export function UsersPage() {
  const t = useT();
  const { admin, logout } = useAdminSession();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [dialog, setDialog] = useState<DialogState>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);

  const [sort, setSort] = useRememberedSort('users');
  const list = useUsersList({ page, search: debouncedSearch, role: role === 'all' ? '' : role, sort });
  const onSortChange = useCallback(
    (next: TableSort | null) => {
      setSort(next);
      setPage(1);
    },
    [setSort],
  );
  const stats = useUserStats();
  const deactivate = useDeactivateUser();

  const onEdit = useCallback((user: AdminUser) => setDialog({ kind: 'edit', user }), []);
  const onDeactivate = useCallback((user: AdminUser) => setDialog({ kind: 'deactivate', user }), []);
  const closeDialog = () => setDialog(null);

  const confirmDeactivate = async (user: AdminUser) => {
    try {
      await deactivate.mutateAsync(user.id);
      toast({ title: t('Success'), description: t('Admin user deactivated successfully') });
      closeDialog();
    } catch (error) {
      if (!isUnauthorized(error)) {
        toast({
          title: t('Error'),
          description: t.known(serverMessageOr(error, msg('Failed to delete user'))),
          variant: 'destructive',
        });
      }
    }
  };

  const failed = list.isError && !list.data;
  const actions = (
    <>
      {failed ? null : (
        <Button variant="primary" onPress={() => setDialog({ kind: 'create' })}>
          {t('Create User')}
        </Button>
      )}
      <Button variant="ghost" onPress={() => void logout()}>
        {t('Logout')}
      </Button>
    </>
  );

  let body: ReactNode;
  if (list.isError && isForbidden(list.error)) {
    body = (
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
  } else if (list.isError && isUnauthorized(list.error)) {
    body = (
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
  } else if (failed) {
    body = (
      <ErrorState
        title={t('Failed to load admin users')}
        description={list.error.message}
        actions={<Button onPress={() => void list.refetch()}>{t('Retry')}</Button>}
      />
    );
  } else {
    const data = list.data;
    const figure = (value: number | undefined) => (value === undefined ? '—' : value);
    const first = data && data.users.length > 0 ? (page - 1) * USERS_PAGE_SIZE + 1 : 0;
    const last = data ? (page - 1) * USERS_PAGE_SIZE + data.users.length : 0;
    body = (
      <>
        <StatGrid>
          <StatCard label={t('Total Users')} value={figure(stats.data?.total)} tone="primary" />
          <StatCard label={t('Super Admins')} value={figure(stats.data?.superAdmins)} tone="info" />
          <StatCard label={t('Active Users')} value={figure(stats.data?.active)} tone="success" />
          <StatCard label={t('Locked Users')} value={figure(stats.data?.locked)} tone="danger" />
        </StatGrid>
        <Filters>
          <SearchField
            label={t('Search by username')}
            placeholder={t('Search users...')}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          <SelectField
            label={t('Role')}
            options={ROLE_FILTER_OPTIONS}
            value={role}
            onChange={(value) => {
              setRole(value);
              setPage(1);
            }}
          />
        </Filters>
        <UsersTable
          users={data?.users ?? []}
          loading={list.isPending}
          currentAdminId={admin?.id}
          onEdit={onEdit}
          onDeactivate={onDeactivate}
          sort={sort}
          onSortChange={onSortChange}
        />
        <Pager
          announce
          shown={
            data && data.total > 0
              ? t('Showing {first}–{last} of {total}', { first, last, total: data.total })
              : ''
          }
          pageLabel={t('Page {page}', { page })}
          hasPrevious={page > 1}
          hasNext={Boolean(data?.hasMore) && !list.isPlaceholderData}
          onPrevious={() => setPage((current) => Math.max(1, current - 1))}
          onNext={() => setPage((current) => current + 1)}
        />
      </>
    );
  }

  return (
    <AdminPage
      title={t('Admin Users')}
      subtitle={t('Manage who can sign in to the admin area and what they may do')}
      back={failed ? undefined : { href: '/admin/dashboard', label: t('Back to Dashboard') }}
      actions={actions}
    >
      {body}
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
          isPending={deactivate.isPending}
          onConfirm={() => void confirmDeactivate(dialog.user)}
        />
      ) : null}
    </AdminPage>
  );
}
