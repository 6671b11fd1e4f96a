import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRsvp } from '@wedding/shared-contracts';
import { deleteRsvp, fetchRsvps } from './rsvps-api';

export const rsvpsKey = ['admin', 'rsvps'] as const;

/** Guests answer at any moment: the inbox is read on every visit and on window focus, like the contacts. */
export function useRsvps() {
  return useQuery({
    queryKey: rsvpsKey,
    queryFn: ({ signal }) => fetchRsvps(signal),
    select: (response) => response.data,
    refetchOnWindowFocus: true,
    refetchOnMount: 'always',
    staleTime: 0,
  });
}

/** An answer tied to no guest (as GET /api/admin/rsvps?unmatched=true lists them): the hosts' to-do. */
export const isUnmatched = (rsvp: AdminRsvp): boolean =>
  rsvp.unifiedGuestId === null && rsvp.guestName === null;

/** Discards one answer, then reads the inbox again. */
export function useDeleteRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRsvp(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rsvpsKey }),
  });
}
