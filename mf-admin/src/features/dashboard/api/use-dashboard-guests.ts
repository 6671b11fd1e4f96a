// The two lists behind the dashboard's figures: the invitation list (spec §7 GET /api/admin/unified-guests)
// and the phone guests (GET /api/admin/invitados). Both on the dashboard's timing (spec §9: refetched every
// 5 minutes while the page is in view, fresh for 2). Each under the query key its own screen and the public
// RSVP flow's invalidation use (ADMIN_QUERY_KEYS), so every screen shares one cached copy of each list.
import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_QUERY_KEYS,
  API_PATHS,
  DASHBOARD_REFETCH_INTERVAL_MS,
  DASHBOARD_STALE_TIME_MS,
  type UnifiedGuestListResponse,
} from '@wedding/shared-contracts';
import { fetchPhoneGuests } from '../../../api/phone-guests/phone-guests-api';
import { adminRequest } from '../../../lib/api-client';

const DASHBOARD_TIMING = {
  refetchInterval: DASHBOARD_REFETCH_INTERVAL_MS,
  refetchIntervalInBackground: false,
  staleTime: DASHBOARD_STALE_TIME_MS,
} as const;

export function useDashboardGuests() {
  return useQuery({
    queryKey: ADMIN_QUERY_KEYS.unifiedGuests,
    queryFn: ({ signal }) =>
      adminRequest<UnifiedGuestListResponse>(API_PATHS.admin.unifiedGuests, { signal }),
    select: (body) => body.data,
    ...DASHBOARD_TIMING,
  });
}

/** The phone guests screen's query (same key and fetch, so the cached response has one shape). */
export function useDashboardPhoneGuests() {
  return useQuery({
    queryKey: ADMIN_QUERY_KEYS.invitados,
    queryFn: ({ signal }) => fetchPhoneGuests(signal),
    select: (body) => body.data,
    ...DASHBOARD_TIMING,
  });
}
