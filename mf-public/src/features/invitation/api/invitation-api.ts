import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type InvitationResponse,
  invitationPath,
  invitationSaveTheDatePath,
  type SaveTheDateBody,
} from '@wedding/shared-contracts';
import { apiRequest, getJson } from '../../../shared/http/api-request';

const invitationKey = (code: string) => ['public', 'invitation', code] as const;

/** GET /api/invitations/:code → {data}; 404 (or 400) means an invalid code. */
export function useInvitation(code: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationKey(code),
    queryFn: () => getJson<InvitationResponse>(invitationPath(code)),
    enabled,
  });
}

/**
 * PUT /api/invitations/:code/save-the-date {response, guestCount?, message?, dietaryRestrictions?} → {data}
 * (the page's one answer), which replaces the cached invitation.
 */
export function useSaveTheDate(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['public', 'invitation', 'save-the-date'],
    mutationFn: (answer: SaveTheDateBody) =>
      apiRequest<InvitationResponse>('PUT', invitationSaveTheDatePath(code), answer),
    onSuccess: (answer) => queryClient.setQueryData(invitationKey(code), answer),
  });
}
