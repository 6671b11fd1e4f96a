/**
 * Landing page: the JavaScript (gzip) the browser must have downloaded before the landing's first
 * contentful paint, against a bare React 19 page built with the same rspack settings and served by
 * the same static server, measured in the same run. Target ≤ 2.0×.
 *
 * Measured in Chromium under phone-like conditions (Lighthouse's slow-4G figures: 150 ms RTT,
 * 1.6 Mbit/s down; CPU slowed 4×): a script counts when its response ended before first
 * contentful paint. A second row reports all the JavaScript fetched until the page is live
 * (network idle), for the full picture; it has no target.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/lib/browser';
import { startTestStack } from '../e2e/lib/stack';
import { freePort } from '../scripts/lib/proc';
import { createStaticServer } from '../scripts/serve-static';
import { BARE_DIR, buildBareReact } from './lib/bare-react';
import { type BenchRow, row } from './lib/report';

interface Measurement {
  /** Scripts fully downloaded before first contentful paint. */
  beforePaint: string[];
  /** Every script fetched until the network went idle. */
  all: string[];
  fcpMs: number;
}

const gzipTotal = async (urls: string[]) => {
  let bytes = 0;
  for (const url of new Set(urls))
    bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  return bytes;
};

async function measure(url: string): Promise<Measurement> {
  const handle = await launchBrowser();
  try {
    const context = await handle.newContext({ width: 375 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('#hero').waitFor();
    return await page.evaluate(() => {
      const fcp =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js')) as PerformanceResourceTiming[];
      return {
        beforePaint: scripts.filter((e) => e.responseEnd <= fcp).map((e) => e.name),
        all: scripts.map((e) => e.name),
        fcpMs: Math.round(fcp),
      };
    });
  } finally {
    await handle.close();
  }
}

export async function run(): Promise<BenchRow[]> {
  await buildBareReact();
  const port = await freePort();
  const server: Server = await new Promise((resolve) => {
    const s = createStaticServer(path.join(BARE_DIR, 'dist'), { spaIndex: true }).listen(
      port,
      '127.0.0.1',
      () => resolve(s),
    );
  });
  const stack = await startTestStack();
  try {
    const baseline = await measure(`http://127.0.0.1:${port}/`);
    const ours = await measure(`${stack.url}/`);
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    return [
      row(
        'landing: JS (gzip) before first paint',
        kb(await gzipTotal(ours.beforePaint)),
        kb(await gzipTotal(baseline.beforePaint)),
        'kB',
        { max: 2.0 },
        `scripts downloaded before first contentful paint (slow 4G, 4× CPU), gzip level 6; first contentful paint at ${ours.fcpMs} ms for ours (prerendered landing) vs ${baseline.fcpMs} ms for the bare React 19 page`,
      ),
      row(
        'landing: all JS (gzip) until the page is live (no target)',
        kb(await gzipTotal(ours.all)),
        kb(await gzipTotal(baseline.all)),
        'kB',
        {},
        `every script fetched until the network is idle: ours ${new Set(ours.all).size} files (shell, Module Federation runtime, shared React/router/query/styled/intl, the landing), bare page ${new Set(baseline.all).size}`,
      ),
    ];
  } finally {
    await stack.cleanup();
    await new Promise((resolve) => server.close(resolve));
  }
}
