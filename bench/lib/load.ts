import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** A bounded autocannon run against a loopback URL. */
export async function load(
  url: string,
  { connections = 50, durationSeconds = 8, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url))
    throw new Error(`load tests target loopback only: ${url}`);
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
