/**
 * The admin users page's state: the page, the search (debounced), the role filter and the sort behind the
 * list query; the stats; which dialog is open; and deactivating a user, with its toasts.
 */
import type { AdminUser } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { useCallback, useState } from 'react';
import { type TableSort, useRememberedSort } from '../../../components/data-table';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeactivateUser, useUserStats, useUsersList } from '../api/use-users';
import type { RoleFilter } from './role-options';

export type UsersDialogState =
  | { kind: 'create' }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'deactivate'; user: AdminUser }
  | null;

export function useUsersPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [dialog, setDialog] = useState<UsersDialogState>(null);
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

  // a new search or role starts again at page 1
  const onSearchChange = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const onRoleChange = (value: RoleFilter) => {
    setRole(value);
    setPage(1);
  };

  return {
    page,
    setPage,
    search,
    onSearchChange,
    role,
    onRoleChange,
    sort,
    onSortChange,
    list,
    stats,
    dialog,
    setDialog,
    closeDialog,
    onEdit,
    onDeactivate,
    confirmDeactivate,
    deactivating: deactivate.isPending,
  };
}

export type UsersPageState = ReturnType<typeof useUsersPage>;
