import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type InvitationPartyBody,
  type InvitationPartyResponse,
  type InvitationResponse,
  invitationPartyPath,
  invitationPath,
  invitationSaveTheDatePath,
  type SaveTheDateBody,
} from '@wedding/shared-contracts';
import { apiRequest, getJson } from '../../../shared/http/api-request';
import { withSiteLanguage } from '../../../shared/i18n/answer-language';

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
 * PUT /api/invitations/:code/save-the-date {response, guestCount?, message?, dietaryRestrictions?, language}
 * → {data} (the page's one answer, in the site's language: shared/i18n/answer-language.ts), which replaces
 * the cached invitation.
 */
export function useSaveTheDate(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['public', 'invitation', 'save-the-date'],
    mutationFn: (answer: SaveTheDateBody) =>
      apiRequest<InvitationResponse>('PUT', invitationSaveTheDatePath(code), withSiteLanguage(answer)),
    onSuccess: (answer) => queryClient.setQueryData(invitationKey(code), answer),
  });
}

/**
 * PUT /api/invitations/:code/party {party, language} → {message, data: {party}}: who is coming, by name (the
 * site's language with it, as the answer's). Resolves with the party as stored, which the cached invitation
 * takes too (its echo, when the page shows it again).
 */
export function useInvitationParty(code: string) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationKey: ['public', 'invitation', 'party'],
    mutationFn: (body: InvitationPartyBody) =>
      apiRequest<InvitationPartyResponse>('PUT', invitationPartyPath(code), withSiteLanguage(body)),
    onSuccess: ({ data: { party } }) =>
      queryClient.setQueryData<InvitationResponse>(invitationKey(code), (cached) =>
        cached ? { ...cached, data: { ...cached.data, party } } : cached,
      ),
  });
  return async (party: InvitationPartyBody['party']) => (await save.mutateAsync({ party })).data.party;
}
