import { CHROMIUM_FLAGS, chromiumPath } from '../../e2e/lib/browser';

/** Lighthouse's audit results of one run, keyed by audit id. */
export type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;

/**
 * One Lighthouse run of `url` (performance category, mobile emulation with simulated throttling) in a
 * fresh Debian Chromium with the project's flags. Used through its Node API, Lighthouse sends no
 * error reports (that is a CLI opt-in).
 */
export async function lighthouseAudits(url: string): Promise<Audits> {
  return (await lighthouseRun(url)).audits;
}

/** One run's audits and its performance score (0–100). */
export async function lighthouseRun(url: string): Promise<{ audits: Audits; score: number }> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'), '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const audits = result?.lhr.audits;
    if (!audits) throw new Error(`Lighthouse returned no result for ${url}`);
    return { audits, score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100) };
  } finally {
    chrome.kill();
  }
}
