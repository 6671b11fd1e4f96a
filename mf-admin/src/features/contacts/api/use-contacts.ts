import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTACTS_POLL_INTERVAL_MS, type Contact } from '@wedding/shared-contracts';
import { type ContactUpdate, deleteContact, fetchContacts, updateContact } from './contacts-api';

export const contactsKey = ['admin', 'contacts'] as const;

/**
 * The inbox (spec §2, §9): read every 5 s while the tab is visible (the polling pauses in a hidden tab
 * and resumes when it shows again), on window focus and on every mount, and always considered stale.
 */
export const contactsQueryOptions = {
  queryKey: contactsKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchContacts(signal),
  refetchInterval: CONTACTS_POLL_INTERVAL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
  refetchOnMount: 'always',
  staleTime: 0,
} as const;

export function useContacts() {
  return useQuery({ ...contactsQueryOptions, select: (response) => response.data });
}

/** Every mutation refreshes the list afterwards (spec §7). */
function useRefreshContacts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactsKey });
}

export function useUpdateContact() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ContactUpdate }) => updateContact(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteContact() {
  const refresh = useRefreshContacts();
  return useMutation({ mutationFn: (id: string) => deleteContact(id), onSettled: refresh });
}

export interface BulkDeleteResult {
  deleted: Contact[];
  failed: { contact: Contact; error: unknown }[];
}

/** One DELETE per contact, all in parallel (spec §7); reports which ones went and which did not. */
export function useBulkDeleteContacts() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: async (contacts: readonly Contact[]): Promise<BulkDeleteResult> => {
      const outcomes = await Promise.allSettled(contacts.map((contact) => deleteContact(contact.id)));
      const result: BulkDeleteResult = { deleted: [], failed: [] };
      outcomes.forEach((outcome, index) => {
        const contact = contacts[index] as Contact;
        if (outcome.status === 'fulfilled') result.deleted.push(contact);
        else result.failed.push({ contact, error: outcome.reason });
      });
      return result;
    },
    onSettled: refresh,
  });
}
