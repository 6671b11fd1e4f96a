import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserCreateBody } from '@wedding/shared-contracts';
import { adminKeys } from '../../../lib/query-keys';
import {
  createUser,
  deactivateUser,
  fetchUserStats,
  fetchUsers,
  type UsersListParams,
  type UserUpdate,
  updateUser,
} from './users-api';

export function useUsersList(params: UsersListParams) {
  return useQuery({
    queryKey: adminKeys.usersList(params),
    queryFn: ({ signal }) => fetchUsers(params, signal),
    // keep the current page on screen while the next one loads
    placeholderData: keepPreviousData,
  });
}

export function useUserStats() {
  return useQuery({ queryKey: adminKeys.usersStats, queryFn: ({ signal }) => fetchUserStats(signal) });
}

/** Every mutation refreshes the list and the stats afterwards (spec §7). */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.users });
}

export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: (body: AdminUserCreateBody) => createUser(body), onSuccess: refresh });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserUpdate }) => updateUser(id, body),
    onSuccess: refresh,
  });
}

export function useDeactivateUser() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: (id: string) => deactivateUser(id), onSuccess: refresh });
}
