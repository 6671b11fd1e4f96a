import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_QUERY_KEYS,
  API_PATHS,
  type PhoneCheckResponse,
  type PhoneConfirmBody,
  type PhoneConfirmResponse,
  type PhoneDeclineBody,
  type PhoneDeclineResponse,
  type PhonePartyBody,
  type PhonePartyResponse,
  phoneCheckUrl,
} from '@wedding/shared-contracts';
import { apiRequest, getJson } from '../../../shared/http/api-request';
import { withSiteLanguage } from '../../../shared/i18n/answer-language';

/** GET /api/phone/check?telefono= → {data: {nombreCompleto, estadoConfirmacion, max…}}. */
export function checkPhone(telefono: string): Promise<PhoneCheckResponse> {
  return getJson<PhoneCheckResponse>(phoneCheckUrl(telefono));
}

// the three answers carry the site's language (shared/i18n/answer-language.ts)

export function confirmPhone(body: PhoneConfirmBody): Promise<PhoneConfirmResponse> {
  return apiRequest<PhoneConfirmResponse>('POST', API_PATHS.public.phoneConfirm, withSiteLanguage(body));
}

export function declinePhone(body: PhoneDeclineBody): Promise<PhoneDeclineResponse> {
  return apiRequest<PhoneDeclineResponse>('POST', API_PATHS.public.phoneDecline, withSiteLanguage(body));
}

/** PUT /api/phone/party {telefono, party, language} → {message, data: {party}}: who is coming, by name. */
export function savePhoneParty(body: PhonePartyBody): Promise<PhonePartyResponse> {
  return apiRequest<PhonePartyResponse>('PUT', API_PATHS.public.phoneParty, withSiteLanguage(body));
}

/**
 * The lookup is a mutation, not a cached query: a guest's name stays out of the shared query cache,
 * and every search asks the server again.
 */
export function usePhoneLookup() {
  return useMutation({ mutationKey: ['public', 'phone', 'check'], mutationFn: checkPhone });
}

/** An answer changes the admin guest lists (shared QueryClient): mark them stale. */
function useInvalidateAdminGuests() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.unifiedGuests }),
      queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.invitados }),
    ]);
}

export function usePhoneConfirm() {
  const invalidate = useInvalidateAdminGuests();
  return useMutation({
    mutationKey: ['public', 'phone', 'confirm'],
    mutationFn: confirmPhone,
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function usePhoneDecline() {
  const invalidate = useInvalidateAdminGuests();
  return useMutation({
    mutationKey: ['public', 'phone', 'decline'],
    mutationFn: declinePhone,
    onSuccess: () => {
      void invalidate();
    },
  });
}

/** Who is coming for the guest of `telefono`: resolves with the party as stored. */
export function usePhoneParty(telefono: string) {
  const invalidate = useInvalidateAdminGuests();
  const save = useMutation({
    mutationKey: ['public', 'phone', 'party'],
    mutationFn: savePhoneParty,
    onSuccess: () => {
      void invalidate();
    },
  });
  return async (party: PhonePartyBody['party']) => (await save.mutateAsync({ telefono, party })).data.party;
}
