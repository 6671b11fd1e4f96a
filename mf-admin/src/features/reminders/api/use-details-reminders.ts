// The "confirmed, details missing" reminders and their message (details-reminders.tsx).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DetailsReminderTemplateBody } from '@wedding/shared-contracts';
import {
  fetchDetailsReminders,
  fetchDetailsReminderTemplate,
  saveDetailsReminderTemplate,
} from './reminders-api';

export const detailsRemindersKey = ['admin', 'reminders', 'details-missing'] as const;
export const detailsTemplateKey = ['admin', 'reminders', 'details-missing', 'template'] as const;

/** Guests complete their party at any moment: read on every visit and on window focus. */
export function useDetailsReminders() {
  return useQuery({
    queryKey: detailsRemindersKey,
    queryFn: ({ signal }) => fetchDetailsReminders(signal),
    select: (response) => response.data,
    refetchOnWindowFocus: true,
    refetchOnMount: 'always',
    staleTime: 0,
  });
}

export function useDetailsReminderTemplate(enabled = true) {
  return useQuery({
    queryKey: detailsTemplateKey,
    queryFn: ({ signal }) => fetchDetailsReminderTemplate(signal),
    select: (response) => response.data,
    enabled,
  });
}

/** Saves the message; the links are written again from it. */
export function useSaveDetailsReminderTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: DetailsReminderTemplateBody) => saveDetailsReminderTemplate(template),
    onSuccess: (response) => {
      queryClient.setQueryData(detailsTemplateKey, response);
      void queryClient.invalidateQueries({ queryKey: detailsRemindersKey, exact: true });
    },
  });
}
