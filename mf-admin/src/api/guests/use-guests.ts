// The guest list queries and mutations. The list uses the shared key (ADMIN_QUERY_KEYS.unifiedGuests: the
// dashboard reads the same cache and the public RSVP flow invalidates it); one guest is cached under the
// same key plus its id (the edit form). Every mutation refreshes the list afterwards (spec §7).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_QUERY_KEYS,
  DASHBOARD_REFETCH_INTERVAL_MS,
  DASHBOARD_STALE_TIME_MS,
} from '@wedding/shared-contracts';
import { useState } from 'react';
import {
  createGuest,
  deleteGuest,
  fetchGuest,
  fetchGuests,
  type GuestCreate,
  type GuestUpdate,
  type ImportProgress,
  importGuestsAsJob,
  replaceGuests,
  updateGuest,
  validateCsv,
} from './guests-api';

export const guestKey = (id: string) => [...ADMIN_QUERY_KEYS.unifiedGuests, id] as const;

/** Refetched every 5 minutes while the page is in view, fresh for 2 (spec §7, §9). */
export function useGuestList() {
  return useQuery({
    queryKey: ADMIN_QUERY_KEYS.unifiedGuests,
    queryFn: ({ signal }) => fetchGuests(signal),
    select: (body) => body.data,
    refetchInterval: DASHBOARD_REFETCH_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}

/** One guest, fresh, for the edit form. */
export function useGuest(id: string) {
  return useQuery({
    queryKey: guestKey(id),
    queryFn: ({ signal }) => fetchGuest(id, signal),
    select: (body) => body.data,
    staleTime: 0,
  });
}

export function useRefreshGuests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.unifiedGuests });
}

export function useCreateGuest() {
  const refresh = useRefreshGuests();
  return useMutation({ mutationFn: (body: GuestCreate) => createGuest(body), onSuccess: refresh });
}

export function useUpdateGuest() {
  const refresh = useRefreshGuests();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: GuestUpdate }) => updateGuest(id, body),
    onSuccess: refresh,
  });
}

/** The import, run as a job: `progress` is its latest poll while it runs (null before one). */
export function useImportGuests() {
  const refresh = useRefreshGuests();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => importGuestsAsJob(file, setProgress),
    onMutate: () => setProgress(null),
    onSettled: refresh,
  });
  return { ...mutation, progress };
}

export function useValidateCsv() {
  return useMutation({ mutationFn: (file: File) => validateCsv(file) });
}

export function useReplaceGuests() {
  const refresh = useRefreshGuests();
  return useMutation({ mutationFn: (file: File) => replaceGuests(file), onSettled: refresh });
}

export function useDeleteGuest() {
  const refresh = useRefreshGuests();
  return useMutation({ mutationFn: (id: string) => deleteGuest(id), onSuccess: refresh });
}
