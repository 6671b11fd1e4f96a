import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Reminder } from '@wedding/shared-contracts';
import { fetchReminders, markReminderSent } from './reminders-api';

export const remindersKey = ['admin', 'reminders'] as const;

/** Guests answer at any moment: the list is read on every visit and on window focus. */
export function useReminders() {
  return useQuery({
    queryKey: remindersKey,
    queryFn: ({ signal }) => fetchReminders(signal),
    select: (response) => response.data,
    refetchOnWindowFocus: true,
    refetchOnMount: 'always',
    staleTime: 0,
  });
}

/** Records a reminder as sent; the row shows the new time at once, then the list is read again. */
export function useMarkReminderSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminder: Reminder) => markReminderSent(reminder.kind, reminder.id),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<{ data: Reminder[] }>(remindersKey, (current) =>
        current
          ? {
              data: current.data.map((item) =>
                item.kind === data.kind && item.id === data.id ? data : item,
              ),
            }
          : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: remindersKey }),
  });
}
