import { type AdminUser, isAdminUserLocked, TABLE_SKELETON_ROWS } from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../components/badge';
import { Button } from '../../../components/button';
import { type DataColumn, DataTable, type TableSort } from '../../../components/data-table';
import { colors } from '../../../components/theme';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-t';
import { ROLE_LABELS } from '../../../lib/role-labels';

const ROLE_TONES: Record<AdminUser['adminRole'], BadgeTone> = {
  super_admin: 'primary',
  admin: 'info',
  moderator: 'neutral',
};

const Name = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 9rem;
  strong {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  small {
    color: ${colors.textMuted};
    font-size: 0.8rem;
  }
`;

const Statuses = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

const RowActions = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
`;

const Muted = styled.span`
  color: ${colors.textMuted};
  white-space: nowrap;
`;

export interface UsersTableProps {
  users: readonly AdminUser[];
  currentAdminId?: string;
  /** Placeholder rows while the first page loads. */
  loading?: boolean;
  onEdit(user: AdminUser): void;
  onDeactivate(user: AdminUser): void;
  /** The order chosen from the headers (the server sorts: the list is paged); null: oldest first. */
  sort?: TableSort | null;
  onSortChange?(sort: TableSort | null): void;
}

export function UsersTable({
  users,
  currentAdminId,
  loading,
  onEdit,
  onDeactivate,
  sort = null,
  onSortChange,
}: UsersTableProps) {
  const t = useT();
  const columns: DataColumn<AdminUser>[] = [
    {
      id: 'username',
      sortable: true,
      header: t('Username'),
      isRowHeader: true,
      render: (user) => (
        <Name>
          <strong>
            {user.username}
            {user.id === currentAdminId ? <Muted> {t('(you)')}</Muted> : null}
          </strong>
          {user.phoneNumber ? <small>{formatPhoneInternational(user.phoneNumber)}</small> : null}
        </Name>
      ),
    },
    {
      id: 'role',
      sortable: true,
      header: t('Role'),
      render: (user) => <Badge $tone={ROLE_TONES[user.adminRole]}>{t(ROLE_LABELS[user.adminRole])}</Badge>,
    },
    {
      id: 'status',
      sortable: true,
      header: t('Status'),
      render: (user) => (
        <Statuses>
          {user.isActive ? <Badge $tone="success">{t('Active')}</Badge> : <Badge>{t('Inactive')}</Badge>}
          {isAdminUserLocked(user) ? <Badge $tone="danger">{t('Locked')}</Badge> : null}
        </Statuses>
      ),
    },
    {
      id: 'lastLogin',
      sortable: true,
      header: t('Last Login'),
      render: (user) => <Muted>{formatDateTime(user.lastLoginAt, t('Never'))}</Muted>,
    },
    {
      id: 'failedAttempts',
      sortable: true,
      header: t('Failed Attempts'),
      align: 'end',
      render: (user) => user.failedLoginAttempts,
    },
    {
      id: 'created',
      header: t('Created'),
      sortable: true,
      render: (user) => <Muted>{formatDate(user.createdAt)}</Muted>,
    },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      render: (user) => (
        <RowActions>
          <Button
            size="sm"
            onPress={() => onEdit(user)}
            aria-label={t('Edit {name}', { name: user.username })}
          >
            {t('Edit')}
          </Button>
          {user.isActive ? (
            <Button
              size="sm"
              variant="dangerOutline"
              onPress={() => onDeactivate(user)}
              isDisabled={user.id === currentAdminId}
              aria-label={t('Deactivate {name}', { name: user.username })}
            >
              {t('Deactivate')}
            </Button>
          ) : null}
        </RowActions>
      ),
    },
  ];
  return (
    <DataTable
      label={t('Admin users')}
      columns={columns}
      rows={users}
      rowId={(user) => user.id}
      emptyState={t('No admin users found')}
      loadingRows={loading ? TABLE_SKELETON_ROWS : undefined}
      dependencies={[currentAdminId, onEdit, onDeactivate]}
      sort={sort}
      onSortChange={onSortChange}
      presorted
    />
  );
}
