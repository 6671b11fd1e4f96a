/**
 * Diagnostic, not a benchmark: what makes up the landing's total blocking time.
 *
 * `npx tsx bench/diagnostics/landing-long-tasks.ts [runs]` (after `npm run build`) runs Lighthouse's
 * mobile emulation on `/` the way `npm run bench -- lighthouse` does and lists, for each run, every
 * long task of Lighthouse's long-task audit (simulated durations: observed × 4) with the script it
 * is attributed to. It then times the browser's first date/number locale lookup in a fresh page,
 * the one-off cost react-intl's provider pays on its first render.
 */
import { launchBrowser } from '../../e2e/lib/browser';
import { startTestStack } from '../../e2e/lib/stack';
import { lighthouseAudits } from '../lib/lighthouse-run';

interface Item {
  url?: string;
  duration?: number;
  startTime?: number;
}

const items = (details: unknown): Item[] => (details as { items?: Item[] } | undefined)?.items ?? [];

async function longTasks(url: string, runs: number): Promise<void> {
  for (let run = 0; run < runs; run += 1) {
    const audits = await lighthouseAudits(url);
    const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    console.log(
      `\nrun ${run + 1}: TBT ${value('total-blocking-time')} ms, FCP ${value('first-contentful-paint')} ms, TTI ${value('interactive')} ms`,
    );
    const breakdown = items(audits['mainthread-work-breakdown']?.details) as Array<{
      groupLabel?: string;
      duration?: number;
    }>;
    console.log(
      `  main thread: ${breakdown.map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`).join(', ')}`,
    );
    for (const task of items(audits['long-tasks']?.details)) {
      const where = String(task.url ?? '').replace(/^http:\/\/localhost:\d+/, '');
      console.log(
        `  ${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms  ${where}`,
      );
    }
  }
}

async function firstLocaleLookup(): Promise<void> {
  const browser = await launchBrowser();
  try {
    const timings: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const context = await browser.browser.newContext();
      const page = await context.newPage();
      await page.goto('about:blank');
      // a string: the page's code must not go through the test runner's transform
      const ms = (await page.evaluate(
        `(() => { const t = performance.now(); Intl.NumberFormat.supportedLocalesOf('es'); Intl.DateTimeFormat.supportedLocalesOf('es'); return performance.now() - t; })()`,
      )) as number;
      timings.push(ms.toFixed(1));
      await context.close();
    }
    console.log(
      `\nfirst date/number locale lookup in a fresh page (no throttling): ${timings.join(', ')} ms`,
    );
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const stack = await startTestStack();
  try {
    await longTasks(`${stack.url}${process.argv[3] ?? '/'}`, Number(process.argv[2] ?? 3));
  } finally {
    await stack.cleanup();
  }
  await firstLocaleLookup();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
