// Every svc-public endpoint, built from API_PATHS / API_ROUTES with the shared zod schema each one reads.
// The fuzz test compares this table with the routes the app really registers (not a test file itself).
import {
  API_PATHS,
  API_ROUTES,
  contactSubmitBodySchema,
  invitationPartyBodySchema,
  phoneCheckQuerySchema,
  phoneConfirmBodySchema,
  phoneDeclineBodySchema,
  phonePartyBodySchema,
  rsvpBodySchema,
  rsvpCheckQuerySchema,
  rsvpPartyBodySchema,
  saveTheDateBodySchema,
} from '@wedding/shared-contracts';
import type { z } from 'zod';

export interface PublicEndpoint {
  method: 'GET' | 'POST' | 'PUT';
  /** Express pattern, from API_PATHS / API_ROUTES. */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The route has a `:code` (an invitation code). */
  code?: boolean;
}

const p = API_PATHS.public;

export const PUBLIC_ENDPOINTS: readonly PublicEndpoint[] = [
  { method: 'GET', path: p.health },
  { method: 'GET', path: p.openApi },
  { method: 'POST', path: p.contact, body: contactSubmitBodySchema },
  { method: 'GET', path: p.phoneCheck, query: phoneCheckQuerySchema },
  { method: 'POST', path: p.phoneConfirm, body: phoneConfirmBodySchema },
  { method: 'POST', path: p.phoneDecline, body: phoneDeclineBodySchema },
  { method: 'PUT', path: p.phoneParty, body: phonePartyBodySchema },
  { method: 'GET', path: p.rsvpCheck, query: rsvpCheckQuerySchema },
  // the refinement (guest count consistent with attending) is not JSON Schema: the object under it is fuzzed
  { method: 'POST', path: p.rsvp, body: rsvpBodySchema },
  { method: 'PUT', path: p.rsvpParty, body: rsvpPartyBodySchema },
  { method: 'GET', path: API_ROUTES.public.invitation, code: true },
  { method: 'PUT', path: API_ROUTES.public.invitationSaveTheDate, body: saveTheDateBodySchema, code: true },
  { method: 'PUT', path: API_ROUTES.public.invitationParty, body: invitationPartyBodySchema, code: true },
];

export const endpointKey = ({ method, path }: { method: string; path: string }): string =>
  `${method} ${path}`;
