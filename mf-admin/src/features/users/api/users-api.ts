// /api/admin/users calls (spec §7).
import {
  type AdminUserCreateBody,
  type AdminUserResponse,
  type AdminUsersListResponse,
  type AdminUsersQueryParams,
  type AdminUsersStats,
  type AdminUserUpdateBody,
  API_PATHS,
  adminUserPath,
  adminUsersUrl,
  USERS_PAGE_SIZE,
} from '@wedding/shared-contracts';
import type { TableSort } from '../../../components/data-table';
import { adminRequest } from '../../../lib/api-client';

export interface UsersListParams {
  page: number;
  search: string;
  /** '' for all roles. */
  role: string;
  /** The table's order (the server sorts, the list being paged); null: oldest first. */
  sort?: TableSort | null;
}

/** One page of admin users. A failure reads `HTTP {status}: {statusText}` (spec §7). */
export function fetchUsers({ page, search, role, sort }: UsersListParams, signal?: AbortSignal) {
  const order: AdminUsersQueryParams = sort
    ? { sort: sort.column, order: sort.direction === 'descending' ? 'desc' : 'asc' }
    : {};
  return adminRequest<AdminUsersListResponse>(
    adminUsersUrl({ page, limit: USERS_PAGE_SIZE, search, role, ...order }),
    {
      signal,
      formatError: ({ status, statusText }) => `HTTP ${status}: ${statusText}`,
    },
  );
}

export function fetchUserStats(signal?: AbortSignal) {
  return adminRequest<AdminUsersStats>(API_PATHS.admin.usersStats, { signal });
}

export function createUser(body: AdminUserCreateBody) {
  return adminRequest<AdminUserResponse>(API_PATHS.admin.users, { method: 'POST', body });
}

/** The edit form's values as sent: a blank password is left out (keeps the current one). */
export interface UserUpdate extends Omit<AdminUserUpdateBody, 'phoneNumber'> {
  phoneNumber?: string | null;
}

export function updateUser(id: string, body: UserUpdate) {
  return adminRequest<AdminUserResponse>(adminUserPath(id), { method: 'PUT', body });
}

/** DELETE means deactivation. */
export function deactivateUser(id: string) {
  return adminRequest<AdminUserResponse>(adminUserPath(id), { method: 'DELETE' });
}
