import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type ContactSubmitBody, type ContactSubmitResponse } from '@wedding/shared-contracts';
import { apiRequest } from '../../../shared/http/api-request';

/** POST /api/contact → 201 {message}. */
export function submitContact(body: ContactSubmitBody): Promise<ContactSubmitResponse> {
  return apiRequest<ContactSubmitResponse>('POST', API_PATHS.public.contact, body);
}

export function useSubmitContact() {
  return useMutation({ mutationKey: ['public', 'contact'], mutationFn: submitContact });
}
