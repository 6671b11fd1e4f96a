import type { TableSort } from '../components/data-table';
/** Query keys of mf-admin; all start with 'admin' (ARCHITECTURE.md: keys are prefixed per remote). */
export const adminKeys = {
  all: ['admin'] as const,
  auth: ['admin', 'auth'] as const,
  session: ['admin', 'auth', 'session'] as const,
  setupCheck: ['admin', 'auth', 'setup-check'] as const,
  users: ['admin', 'users'] as const,
  usersList: (params: { page: number; search: string; role: string; sort?: TableSort | null }) =>
    ['admin', 'users', 'list', params] as const,
  usersStats: ['admin', 'users', 'stats'] as const,
  databaseAnalysis: ['admin', 'database-analysis'] as const,
};

/** Every admin query except the session's own (cleared at login and logout: data of another admin). */
export const isAdminDataQuery = (queryKey: readonly unknown[]): boolean =>
  queryKey[0] === 'admin' && queryKey[1] !== 'auth';
