/**
 * `/` under Lighthouse's mobile emulation (simulated slow 4G, mid-range phone) against the bare
 * React 19 page built and served the same way, measured in the same run (median of 5 runs each):
 * LCP ≤ 1.2× and total blocking time ≤ 2× of the bare page; CLS ≤ 0.1 (absolute).
 * Each run is a fresh Debian Chromium (lib/lighthouse-run.ts).
 */

import { startTestStack } from '../e2e/lib/stack';
import { serveBarePage } from './lib/bare-react';
import { lighthouseAudits } from './lib/lighthouse-run';
import { type BenchRow, median, row } from './lib/report';

interface Metrics {
  lcp: number;
  tbt: number;
  cls: number;
  /** Every run's total blocking time, in the order measured. */
  tbtRuns: number[];
}

/**
 * Runs per page. Total blocking time swings widely between identical runs on a shared 2-core
 * machine (one page gave 104, 233 and 352 ms as three medians of 3); five runs keep one unlucky
 * run from deciding the median.
 */
const RUNS = 5;

async function measure(url: string): Promise<Metrics> {
  const samples: Array<Omit<Metrics, 'tbtRuns'>> = [];
  for (let i = 0; i < RUNS; i += 1) {
    const audits = await lighthouseAudits(url);
    samples.push({
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    });
  }
  return {
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    cls: median(samples.map((s) => s.cls)),
    tbtRuns: samples.map((s) => Math.round(s.tbt)),
  };
}

export async function run(): Promise<BenchRow[]> {
  const bare = await serveBarePage();
  const stack = await startTestStack();
  try {
    const baseline = await measure(bare.url);
    const ours = await measure(`${stack.url}/`);
    const note = `Lighthouse 12 mobile emulation (simulated throttling), median of ${RUNS} runs each`;
    // TBT is often 0 ms on both; a 50 ms floor keeps the ratio meaningful
    return [
      row(
        'landing: LCP (Lighthouse mobile)',
        Math.round(ours.lcp),
        Math.round(baseline.lcp),
        'ms',
        { max: 1.2 },
        note,
      ),
      row(
        'landing: total blocking time (Lighthouse mobile)',
        Math.round(ours.tbt),
        Math.round(baseline.tbt),
        'ms',
        { max: 2.0 },
        `${note}; ratio taken over max(TBT, 50 ms); runs: ours ${ours.tbtRuns.join(', ')} ms, bare ${baseline.tbtRuns.join(', ')} ms`,
      ),
      row(
        'landing: CLS (Lighthouse mobile, absolute ≤ 0.1)',
        Number(ours.cls.toFixed(3)),
        0.1,
        '',
        { max: 1.0 },
        'compared with the 0.1 limit itself, not with the bare page',
      ),
    ].map((r) =>
      r.name.includes('blocking')
        ? {
            ...r,
            ratio: Math.max(ours.tbt, 50) / Math.max(baseline.tbt, 50),
            pass: Math.max(ours.tbt, 50) / Math.max(baseline.tbt, 50) <= 2.0,
          }
        : r,
    );
  } finally {
    await stack.cleanup();
    await bare.close();
  }
}
