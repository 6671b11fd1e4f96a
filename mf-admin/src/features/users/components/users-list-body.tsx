/**
 * The admin users page once the list loads: the four stats, search and role filter, the table, and
 * Previous/Next paging.
 */
import { USERS_PAGE_SIZE } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { Pager } from '../../../components/pager';
import { SearchField } from '../../../components/search-field';
import { SelectField } from '../../../components/select-field';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { media } from '../../../components/theme';
import { useAdminSession } from '../../../lib/admin-session';
import { useT } from '../../../lib/i18n/use-t';
import { ROLE_FILTER_OPTIONS } from './role-options';
import type { UsersPageState } from './use-users-page';
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

function UserStats({ stats }: { stats: UsersPageState['stats'] }) {
  const t = useT();
  const figure = (value: number | undefined) => (value === undefined ? '—' : value);
  return (
    <StatGrid>
      <StatCard label={t('Total Users')} value={figure(stats.data?.total)} tone="primary" />
      <StatCard label={t('Super Admins')} value={figure(stats.data?.superAdmins)} tone="info" />
      <StatCard label={t('Active Users')} value={figure(stats.data?.active)} tone="success" />
      <StatCard label={t('Locked Users')} value={figure(stats.data?.locked)} tone="danger" />
    </StatGrid>
  );
}

function UsersPager({ state }: { state: UsersPageState }) {
  const t = useT();
  const { page, setPage, list } = state;
  const data = list.data;
  const first = data && data.users.length > 0 ? (page - 1) * USERS_PAGE_SIZE + 1 : 0;
  const last = data ? (page - 1) * USERS_PAGE_SIZE + data.users.length : 0;
  return (
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
  );
}

export function UsersListBody({ state }: { state: UsersPageState }) {
  const t = useT();
  const { admin } = useAdminSession();
  const { list } = state;
  return (
    <>
      <UserStats stats={state.stats} />
      <Filters>
        <SearchField
          label={t('Search by username')}
          placeholder={t('Search users...')}
          value={state.search}
          onChange={state.onSearchChange}
        />
        <SelectField
          label={t('Role')}
          options={ROLE_FILTER_OPTIONS}
          value={state.role}
          onChange={state.onRoleChange}
        />
      </Filters>
      <UsersTable
        users={list.data?.users ?? []}
        loading={list.isPending}
        currentAdminId={admin?.id}
        onEdit={state.onEdit}
        onDeactivate={state.onDeactivate}
        sort={state.sort}
        onSortChange={state.onSortChange}
      />
      <UsersPager state={state} />
    </>
  );
}
