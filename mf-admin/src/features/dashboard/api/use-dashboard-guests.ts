// The guest list behind the dashboard's figures (spec §7 GET /api/admin/unified-guests, §9: refetched
// every 5 minutes while the page is in view, fresh for 2). The same query key as the guest screen and the
// public RSVP flow's invalidation (ADMIN_QUERY_KEYS), so every screen shares one cached list.
import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_QUERY_KEYS,
  API_PATHS,
  DASHBOARD_REFETCH_INTERVAL_MS,
  DASHBOARD_STALE_TIME_MS,
  type UnifiedGuestListResponse,
} from '@wedding/shared-contracts';
import { adminRequest } from '../../../lib/api-client';

export function useDashboardGuests() {
  return useQuery({
    queryKey: ADMIN_QUERY_KEYS.unifiedGuests,
    queryFn: ({ signal }) =>
      adminRequest<UnifiedGuestListResponse>(API_PATHS.admin.unifiedGuests, { signal }),
    select: (body) => body.data,
    refetchInterval: DASHBOARD_REFETCH_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}
