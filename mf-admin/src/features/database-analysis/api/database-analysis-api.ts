import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type DatabaseAnalysisResponse } from '@wedding/shared-contracts';
import { adminRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** Document counts per collection: a protected call (401 for anonymous visitors). */
export function useDatabaseAnalysis() {
  return useQuery({
    queryKey: adminKeys.databaseAnalysis,
    queryFn: ({ signal }) =>
      adminRequest<DatabaseAnalysisResponse>(API_PATHS.admin.databaseAnalysis, { signal }),
    // counts change; fetch fresh ones each time the screen opens
    staleTime: 0,
  });
}
