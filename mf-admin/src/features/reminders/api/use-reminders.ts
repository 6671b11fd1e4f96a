import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Reminder, ReminderListResponse, ReminderTemplatesBody } from '@wedding/shared-contracts';
import {
  fetchReminders,
  fetchReminderTemplates,
  markReminderSent,
  saveReminderTemplates,
} from './reminders-api';

export const remindersKey = ['admin', 'reminders'] as const;
export const reminderTemplatesKey = ['admin', 'reminders', 'templates'] as const;

/**
 * Guests answer at any moment: the list is read on every visit and on window focus. It comes with the
 * template its links were written from (`afterDeadline`: the reply deadline has passed).
 */
export function useReminders() {
  return useQuery({
    queryKey: remindersKey,
    queryFn: ({ signal }) => fetchReminders(signal),
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
      queryClient.setQueryData<ReminderListResponse>(remindersKey, (current) =>
        current
          ? {
              ...current,
              data: current.data.map((item) =>
                item.kind === data.kind && item.id === data.id ? data : item,
              ),
            }
          : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: remindersKey, exact: true }),
  });
}

/** The reminder messages in use and their defaults. */
export function useReminderTemplates(enabled = true) {
  return useQuery({
    queryKey: reminderTemplatesKey,
    queryFn: ({ signal }) => fetchReminderTemplates(signal),
    select: (response) => response.data,
    enabled,
  });
}

/** Saves all four messages; the reminders' links are written again from them. */
export function useSaveReminderTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templates: ReminderTemplatesBody) => saveReminderTemplates(templates),
    onSuccess: (response) => {
      queryClient.setQueryData(reminderTemplatesKey, response);
      void queryClient.invalidateQueries({ queryKey: remindersKey, exact: true });
    },
  });
}
