/**
 * The admin session (spec §3 "Admin session", §4 "Admin auth"): `isAuthenticated`, `isLoading`, the
 * admin, and login / logout. It starts loading and unauthenticated; the check sets authenticated on a
 * 200 and unauthenticated otherwise (an error too). Logout always ends unauthenticated on /admin/login.
 *
 * Any 401 of another admin call (the session ended on the server: idle, 12 h, deactivated) shows the
 * destructive toast "Authentication Required" / "Please log in again to continue" and logs out.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, SessionAdmin } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { onUnauthorized } from './api-client';
import { fetchSessionAdmin, postLogin, postLogout } from './auth-api';
import { useT } from './i18n/use-t';
import { adminKeys, isAdminDataQuery } from './query-keys';

export const LOGIN_PATH = '/admin/login';

export interface AdminSession {
  isAuthenticated: boolean;
  isLoading: boolean;
  /** The logged-in admin (null when not authenticated). */
  admin: SessionAdmin | null;
  /** Throws the API error on failure (the login screen turns it into a toast). */
  login(credentials: LoginBody): Promise<SessionAdmin>;
  /** After the first-admin setup, which logs the new admin in on the server. */
  markAuthenticated(admin: SessionAdmin): void;
  /** Ends the session and goes to /admin/login. `silent`: no "Logged out" toast. */
  logout(options?: { silent?: boolean }): Promise<void>;
}

const AdminSessionContext = createContext<AdminSession | null>(null);

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useQuery({ queryKey: adminKeys.session, queryFn: fetchSessionAdmin });
  const admin = session.data ?? null;
  const isAuthenticated = admin !== null;

  const clearAdminData = useCallback(
    () => queryClient.removeQueries({ predicate: (query) => isAdminDataQuery(query.queryKey) }),
    [queryClient],
  );

  const setAdmin = useCallback(
    (next: SessionAdmin | null) => {
      clearAdminData();
      queryClient.setQueryData(adminKeys.session, next);
    },
    [queryClient, clearAdminData],
  );

  const login = useCallback(
    async (credentials: LoginBody) => {
      const { user } = await postLogin(credentials);
      setAdmin(user);
      return user;
    },
    [setAdmin],
  );

  const loggingOut = useRef(false);
  const logout = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      if (loggingOut.current) return;
      loggingOut.current = true;
      try {
        await postLogout();
      } catch (error) {
        // spec §7: a logout error is only logged; the admin is logged out here anyway
        console.error('[mf-admin] logout failed', error);
      } finally {
        queryClient.setQueryData(adminKeys.session, null);
        navigate(LOGIN_PATH, { replace: true });
        clearAdminData();
        loggingOut.current = false;
      }
      if (!silent) toast({ title: t('Logged out'), description: t("You've been successfully logged out") });
    },
    [queryClient, navigate, clearAdminData, t],
  );

  // the latest values for the 401 listener, registered once
  const latest = useRef({ isAuthenticated, logout, t });
  latest.current = { isAuthenticated, logout, t };
  useEffect(
    () =>
      onUnauthorized(() => {
        toast({
          title: latest.current.t('Authentication Required'),
          description: latest.current.t('Please log in again to continue'),
          variant: 'destructive',
        });
        // someone who was never logged in has nothing to log out of: the screen shows its own state
        if (latest.current.isAuthenticated) void latest.current.logout({ silent: true });
      }),
    [],
  );

  const value = useMemo<AdminSession>(
    () => ({
      isAuthenticated,
      isLoading: session.isPending,
      admin,
      login,
      markAuthenticated: setAdmin,
      logout,
    }),
    [isAuthenticated, session.isPending, admin, login, setAdmin, logout],
  );
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

/** The admin session. Using it outside AdminSessionProvider is an error (spec §6). */
export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession must be used within an AdminSessionProvider');
  return session;
}
