import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEYS, type Invitado, type InvitadoCreateBody } from '@wedding/shared-contracts';
import {
  createPhoneGuest,
  deletePhoneGuest,
  fetchPhoneGuests,
  importPhoneGuests,
  type PhoneGuestUpdate,
  resetPhoneGuest,
  updatePhoneGuest,
} from './phone-guests-api';

/** How often an open phone guests screen asks again, so that guests' phone answers show up by themselves. */
export const PHONE_GUESTS_REFRESH_MS = 30_000;

/**
 * The phone guests. Guests confirm on the public site meanwhile, so the list is read again on every
 * visit of the screen and every 30 s while it is visible (not in a hidden tab). The key is the one the
 * public RSVP invalidates after a phone answer (ADMIN_QUERY_KEYS), so an answer given in the same browser
 * shows at once.
 */
export function usePhoneGuests() {
  return useQuery({
    queryKey: ADMIN_QUERY_KEYS.invitados,
    queryFn: ({ signal }) => fetchPhoneGuests(signal),
    select: (response) => response.data,
    refetchOnMount: 'always',
    refetchInterval: PHONE_GUESTS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** Every mutation refreshes the list afterwards (spec §7). */
function useRefreshPhoneGuests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.invitados });
}

export function useCreatePhoneGuest() {
  const refresh = useRefreshPhoneGuests();
  return useMutation({
    mutationFn: (body: InvitadoCreateBody) => createPhoneGuest(body),
    onSuccess: refresh,
  });
}

export function useUpdatePhoneGuest() {
  const refresh = useRefreshPhoneGuests();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PhoneGuestUpdate }) => updatePhoneGuest(id, body),
    onSuccess: refresh,
  });
}

export function useResetPhoneGuest() {
  const refresh = useRefreshPhoneGuests();
  // a refused reset (409: the guest is no longer confirmed) also means the list on screen is stale
  return useMutation({ mutationFn: (id: string) => resetPhoneGuest(id), onSettled: refresh });
}

export function useImportPhoneGuests() {
  const refresh = useRefreshPhoneGuests();
  // an import that failed partway may have written rows too
  return useMutation({ mutationFn: (file: File) => importPhoneGuests(file), onSettled: refresh });
}

export function useDeletePhoneGuest() {
  const refresh = useRefreshPhoneGuests();
  // a refused delete (404: deleted meanwhile) also means the list on screen is stale
  return useMutation({ mutationFn: (id: string) => deletePhoneGuest(id), onSettled: refresh });
}

/** What a bulk action did: the guests it was done to, and those it failed for (with why). */
export interface BulkOutcome {
  done: Invitado[];
  failed: { guest: Invitado; error: unknown }[];
}

/**
 * Bulk delete or reset: one call per guest, side by side, as the contacts' bulk delete; each guest succeeds
 * or fails on its own, and the list is read again after.
 */
export function useBulkPhoneGuests() {
  const refresh = useRefreshPhoneGuests();
  return useMutation({
    mutationFn: async ({ action, guests }: { action: 'delete' | 'reset'; guests: readonly Invitado[] }) => {
      const call = action === 'delete' ? deletePhoneGuest : resetPhoneGuest;
      const outcomes = await Promise.allSettled(guests.map((guest) => call(guest.id)));
      const result: BulkOutcome = { done: [], failed: [] };
      outcomes.forEach((outcome, index) => {
        const guest = guests[index] as Invitado;
        if (outcome.status === 'fulfilled') result.done.push(guest);
        else result.failed.push({ guest, error: outcome.reason });
      });
      return result;
    },
    onSettled: refresh,
  });
}
