import { useMutation, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  type RsvpBody,
  type RsvpCheckResponse,
  type RsvpPartyBody,
  type RsvpPartyResponse,
  type RsvpSubmitResponse,
  rsvpCheckUrl,
} from '@wedding/shared-contracts';
import { isApiError, serverMessageOr } from '@wedding/shared-contracts/web';
import { apiRequest, getJson } from '../../../shared/http/api-request';
import { withSiteLanguage } from '../../../shared/i18n/answer-language';

/** Spec §8: a failed submission is `success: false` with the server's message or this one. */
export const SUBMIT_FALLBACK_ERROR = 'Failed to submit RSVP';

export type SubmitResult =
  | ({ success: true } & RsvpSubmitResponse)
  | { success: false; status: number; error: string };

/** POST /api/rsvp → {message, updated}, with the site's language (for the guest's reminders); never throws. */
export async function submitRsvp(body: RsvpBody): Promise<SubmitResult> {
  try {
    return {
      success: true,
      ...(await apiRequest<RsvpSubmitResponse>('POST', API_PATHS.public.rsvp, withSiteLanguage(body))),
    };
  } catch (error) {
    if (!isApiError(error)) return { success: false, status: 0, error: SUBMIT_FALLBACK_ERROR };
    // the server's own words, or the client's when the server could not be reached
    const text = error.status === 0 ? error.message : serverMessageOr(error, SUBMIT_FALLBACK_ERROR);
    return { success: false, status: error.status, error: text };
  }
}

/** GET /api/rsvp/check?email= → {exists, data}; a 404 or any failure means "no response yet". */
export async function checkRsvp(email: string): Promise<RsvpCheckResponse> {
  try {
    return await getJson<RsvpCheckResponse>(rsvpCheckUrl(email));
  } catch {
    return { exists: false, data: null };
  }
}

export function useSubmitRsvp() {
  return useMutation({ mutationKey: ['public', 'rsvp', 'submit'], mutationFn: submitRsvp });
}

/** Asked once an e-mail address has been typed (on leaving the field); `null` asks nothing. */
export function useRsvpCheck(email: string | null) {
  return useQuery({
    queryKey: ['public', 'rsvp', 'check', email],
    queryFn: () => checkRsvp(email ?? ''),
    enabled: email !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * PUT /api/rsvp/party {email, party} → {message, data: {party}}: who is coming, by name, for the answer
 * this address sent. Resolves with the party as stored; a refusal throws (the form says so).
 */
export function useRsvpParty(email: string) {
  const save = useMutation({
    mutationKey: ['public', 'rsvp', 'party'],
    mutationFn: (body: RsvpPartyBody) =>
      apiRequest<RsvpPartyResponse>('PUT', API_PATHS.public.rsvpParty, body),
  });
  return async (party: RsvpPartyBody['party']) => (await save.mutateAsync({ email, party })).data.party;
}
