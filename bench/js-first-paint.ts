/**
 * What a guest's phone downloads: the JavaScript received before the landing's first contentful paint,
 * the scripts received until `/rsvp` and `/contact` are live (budget 200 kB each), and everything received
 * until `/` and `/rsvp` are live, against a bare React 19 page
 * built with the same rspack settings, precompressed and served by the same static server, in the same
 * run. Bytes are what the browser received (Chromium's encoded data length: compressed when the server
 * compressed, headers included), not a size computed here.
 *
 * Measured in Chromium under phone-like conditions (Lighthouse's slow-4G figures: 150 ms RTT,
 * 1.6 Mbit/s down; CPU slowed 4×): a script counts "before paint" when its response ended before first
 * contentful paint.
 */
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/lib/browser';
import { waitForLive } from '../e2e/lib/public-site';
import { startTestStack } from '../e2e/lib/stack';
import { serveBarePage } from './lib/bare-react';
import { openPhonePage } from './lib/phone-conditions';
import { type BenchRow, row } from './lib/report';

interface Measurement {
  /** Bytes received for scripts whose response ended before first contentful paint. */
  scriptsBeforePaint: number;
  /** Bytes received for scripts whose response ended before the page was live. */
  scriptsUntilLive: number;
  /** Bytes received for everything until the page was live and the network idle. */
  total: number;
  /** How many responses that took. */
  requests: number;
  fcpMs: number;
}

async function measure(url: string, ready: (page: Page) => Promise<void>): Promise<Measurement> {
  const handle = await launchBrowser();
  try {
    const { page, cdp } = await openPhonePage(handle);
    const urls = new Map<string, string>();
    const received = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    cdp.on('Network.loadingFinished', (event) => received.set(event.requestId, event.encodedDataLength));
    await page.goto(url);
    await ready(page);
    // what the page received until it was live, then everything until the network is idle
    const liveAt = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate((live) => {
      const fcp =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
        new URL(e.name).pathname.endsWith('.js'),
      );
      return {
        untilLive: scripts.filter((e) => e.responseEnd <= live).map((e) => e.name),
        beforePaint: scripts.filter((e) => e.responseEnd <= fcp).map((e) => e.name),
        fcpMs: Math.round(fcp),
      };
    }, liveAt);
    const bytesOf = (wanted: Set<string>) =>
      [...received].reduce((sum, [id, bytes]) => (wanted.has(urls.get(id) ?? '') ? sum + bytes : sum), 0);
    return {
      scriptsBeforePaint: bytesOf(new Set(timing.beforePaint)),
      scriptsUntilLive: bytesOf(new Set(timing.untilLive)),
      total: [...received.values()].reduce((sum, bytes) => sum + bytes, 0),
      requests: received.size,
      fcpMs: timing.fcpMs,
    };
  } finally {
    await handle.close();
  }
}

/** Scripts until `/rsvp` and `/contact` are live, compressed as received. */
const SCRIPTS_BUDGET_KB = 200;

const bareReady = async (page: Page) => {
  await page.locator('#root *').first().waitFor();
};

export async function run(): Promise<BenchRow[]> {
  const bare = await serveBarePage();
  const stack = await startTestStack();
  try {
    const baseline = await measure(bare.url, bareReady);
    const landing = await measure(`${stack.url}/`, waitForLive);
    const rsvp = await measure(`${stack.url}/rsvp`, waitForLive);
    const contact = await measure(`${stack.url}/contact`, waitForLive);
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    return [
      row(
        'landing: JS received before first paint',
        kb(landing.scriptsBeforePaint),
        kb(baseline.scriptsBeforePaint),
        'kB',
        { max: 2.0 },
        `scripts received before first contentful paint (slow 4G, 4× CPU); first contentful paint at ${landing.fcpMs} ms for ours (prerendered landing) vs ${baseline.fcpMs} ms for the bare React 19 page`,
      ),
      row(
        'landing: all bytes received until the page is live (no target)',
        kb(landing.total),
        kb(baseline.total),
        'kB',
        {},
        `every response until live and idle, as received (compressed): ours ${landing.requests} requests, bare page ${baseline.requests}`,
      ),
      row(
        'rsvp: all bytes received until the page is live (no target)',
        kb(rsvp.total),
        kb(baseline.total),
        'kB',
        {},
        `every response until live and idle, as received (compressed): ours ${rsvp.requests} requests, first contentful paint at ${rsvp.fcpMs} ms`,
      ),
      ...(
        [
          ['rsvp', rsvp],
          ['contact', contact],
        ] as const
      ).map(([name, measured]) =>
        row(
          `${name}: scripts received until the page is live (≤ ${SCRIPTS_BUDGET_KB} kB)`,
          kb(measured.scriptsUntilLive),
          SCRIPTS_BUDGET_KB,
          'kB',
          { max: 1.0 },
          `the budget is the baseline; the bare React 19 page's scripts in the same run: ${kb(baseline.scriptsUntilLive)} kB (each library's share: bench/diagnostics/route-scripts.ts)`,
        ),
      ),
    ];
  } finally {
    await stack.cleanup();
    await bare.close();
  }
}
