// What an upload costs the process that serves it (not a test file itself): the longest the event loop was
// blocked, and how far resident memory (worker threads included) rose above where it was before. For the
// upload budgets' test (guests-import-expansion.int.test.ts) and bench/guests-import-expansion.ts, both of
// which run svc-admin's app in their own process.

const MB = 1024 * 1024;

export interface UploadLoad<T> {
  result: T;
  /** Longest gap between two ticks of a 10 ms timer, less the 10 ms (ms). */
  longestBlockMs: number;
  /** Peak resident size above the size before (MB), sampled every 10 ms and at the end. */
  rssGrowthMb: number;
  ms: number;
}

const TICK_MS = 10;

/** Runs `work` while probing the event loop and resident memory. */
export async function measureUpload<T>(work: () => Promise<T>): Promise<UploadLoad<T>> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  let longest = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - TICK_MS);
    last = now;
    peak = Math.max(peak, process.memoryUsage.rss());
  }, TICK_MS);
  const started = performance.now();
  try {
    const result = await work();
    // one more tick: a block at the very end is counted too
    await new Promise((resolve) => setTimeout(resolve, TICK_MS * 2));
    peak = Math.max(peak, process.memoryUsage.rss());
    return {
      result,
      longestBlockMs: Math.round(longest),
      rssGrowthMb: Math.round((peak - before) / MB),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    clearInterval(probe);
  }
}
