// A remote's file that arrived broken (a deploy gone wrong, a truncated upload, an error page served as
// JavaScript) stays in the browser's cache under its hashed name for a year (`immutable`): loading the
// remote again would run the same broken copy, and Retry could never recover, even after the remote is
// fixed (seen in e2e/tests/reliability-remotes.e2e.test.ts). Before trying again, the files that failed
// are fetched past the cache, which replaces the cached copies.

/** URLs of the files a remote load failed on: rspack's ChunkLoadError names one (`request`, message). */
export function failedFileUrls(error: unknown): string[] {
  const urls = new Set<string>();
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { request, message, cause } = current as { request?: unknown; message?: unknown; cause?: unknown };
    if (typeof request === 'string' && /^https?:\/\//.test(request)) urls.add(request);
    if (typeof message === 'string') {
      for (const match of message.matchAll(/\((?:missing|error|timeout|load): (https?:\/\/[^\s)]+)\)/g)) {
        if (match[1]) urls.add(match[1]);
      }
    }
    current = cause;
  }
  return [...urls];
}

/** Fetches each URL past the HTTP cache (refreshing the cached copy); failures are ignored. */
export async function refreshFromNetwork(urls: string[], fetchImpl: typeof fetch = fetch): Promise<void> {
  await Promise.all(
    urls.map((url) =>
      fetchImpl(url, { cache: 'reload', mode: 'cors', credentials: 'omit' })
        .then((res) => res.arrayBuffer())
        .catch(() => undefined),
    ),
  );
}
