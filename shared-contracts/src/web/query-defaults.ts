/**
 * The spec's data-fetching defaults (section 7): never retried, no refetch on window focus unless
 * a query says so, data never stale by default. One definition for the shell and for each
 * remote's standalone bootstrap.
 */
export const queryClientDefaults = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
  mutations: { retry: false },
} as const;
