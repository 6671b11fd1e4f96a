/**
 * Diagnostic, not a benchmark: what the site's web fonts cost the main thread once the page is painted.
 *
 * `npx tsx bench/diagnostics/font-swap.ts [path] [runs]` (after `npm run build`) opens the page in
 * Chromium on a phone-like connection with the CPU slowed 4× (bench/lib/phone-conditions.ts), records the
 * browser's timeline from navigation until the fonts are in force and the network is idle, and prints the
 * layouts of the whole page after the first contentful paint (each relayout of every text run the fonts
 * change is one) and when each font arrived. Compare two builds by running it on each.
 */
import { launchBrowser } from '../../e2e/lib/browser';
import { waitForSiteFonts } from '../../e2e/lib/public-site';
import { startTestStack } from '../../e2e/lib/stack';
import { openPhonePage } from '../lib/phone-conditions';
import { median } from '../lib/report';

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: {
    data?: { url?: string; requestId?: string };
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}

/** Layouts of at least this share of the page's objects count as laying out the whole page again. */
const WHOLE_PAGE = 0.9;

async function traceOnce(url: string): Promise<{ layouts: number; ms: number }> {
  const handle = await launchBrowser();
  try {
    const { page, cdp } = await openPhonePage(handle);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await waitForSiteFonts(page);
    await page.waitForLoadState('networkidle');
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const start = events.find((e) => e.name === 'navigationStart')?.ts ?? events[0]?.ts ?? 0;
    const at = (e: TraceEvent) => Math.round((e.ts - start) / 1000);
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const fontRequests = new Set(
      events
        .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('/fonts/'))
        .map((e) => e.args?.data?.requestId),
    );
    const fontsArrived = events
      .filter((e) => e.name === 'ResourceFinish' && fontRequests.has(e.args?.data?.requestId))
      .map(at);
    const whole = events.filter(
      (e) =>
        e.name === 'Layout' &&
        fcp !== undefined &&
        e.ts > fcp.ts &&
        (e.args?.beginData?.dirtyObjects ?? 0) >= WHOLE_PAGE * (e.args?.beginData?.totalObjects ?? 1),
    );
    const ms = whole.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
    console.log(
      `FCP ${fcp ? at(fcp) : '?'} ms; font responses at ${fontsArrived.join(', ')} ms; ` +
        `whole-page layouts after it: ${whole.map((e) => `${at(e)}+${((e.dur ?? 0) / 1000).toFixed(1)}`).join('  ')}`,
    );
    return { layouts: whole.length, ms };
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const stack = await startTestStack();
  try {
    const runs = Number(process.argv[3] ?? 3);
    const results: Array<{ layouts: number; ms: number }> = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await traceOnce(`${stack.url}${process.argv[2] ?? '/rsvp'}`));
    }
    console.log(
      `\nwhole-page layouts after the first paint in ${runs} runs: ${results.map((r) => r.layouts).join(', ')}; ` +
        `median ${median(results.map((r) => r.layouts))}, ${median(results.map((r) => r.ms)).toFixed(1)} ms (throttled)`,
    );
  } finally {
    await stack.cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
