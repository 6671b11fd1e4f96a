import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_QUERY_KEYS,
  API_PATHS,
  type PhoneCheckResponse,
  type PhoneConfirmBody,
  type PhoneConfirmResponse,
  type PhoneDeclineBody,
  type PhoneDeclineResponse,
  phoneCheckUrl,
} from '@wedding/shared-contracts';
import { apiRequest, getJson } from '../../../shared/http/api-request';

/** GET /api/phone/check?telefono= → {data: {nombreCompleto, estadoConfirmacion, max…}}. */
export function checkPhone(telefono: string): Promise<PhoneCheckResponse> {
  return getJson<PhoneCheckResponse>(phoneCheckUrl(telefono));
}

export function confirmPhone(body: PhoneConfirmBody): Promise<PhoneConfirmResponse> {
  return apiRequest<PhoneConfirmResponse>('POST', API_PATHS.public.phoneConfirm, body);
}

export function declinePhone(body: PhoneDeclineBody): Promise<PhoneDeclineResponse> {
  return apiRequest<PhoneDeclineResponse>('POST', API_PATHS.public.phoneDecline, body);
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
