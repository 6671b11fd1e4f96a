/**
 * Diagnostic, not a benchmark: where a public page's main-thread time goes while it loads.
 *
 * `npx tsx bench/diagnostics/cpu-profile.ts [path] [runs]` (after `npm run build`) opens the page in
 * Chromium on a phone-like connection with the CPU slowed 4× (as Lighthouse's mobile run does), records
 * a CPU profile from navigation until the page is live and the network idle, and prints the long tasks
 * the page saw (real durations, throttled), the time they blocked after the first contentful paint (as
 * total blocking time counts it), the busy stretches and the self time per script file and function.
 */
import { launchBrowser } from '../../e2e/lib/browser';
import { startTestStack } from '../../e2e/lib/stack';
import { openPhonePage } from '../lib/phone-conditions';
import { median } from '../lib/report';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The live page has taken over (what `waitForLive` waits for). */
const LIVE = () => document.querySelector('main#main-content[data-live="true"]') !== null;

interface Stretch {
  start: number;
  ms: number;
  files: Map<string, number>;
  functions: Map<string, number>;
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(native)';
const functionName = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber}:${frame.columnNumber}`;
const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const inline = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join(' | ');

/** One run's time blocked after the first contentful paint, and when the page went live (ms). */
async function profileOnce(url: string): Promise<{ blocking: number; liveAt: number }> {
  const handle = await launchBrowser();
  try {
    const { page, cdp } = await openPhonePage(handle);
    await page.addInitScript(
      `(() => { window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
        new MutationObserver((_, observer) => { if (document.querySelector('main#main-content[data-live="true"]')) { window.__liveAt = Math.round(performance.now()); observer.disconnect(); } }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-live'] }); })()`,
    );
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
    // polled twice a second, not with a locator: Playwright's locators watch the page continuously,
    // and that work would be profiled with the page's own
    await page.waitForFunction(LIVE, undefined, { polling: 500 });
    await page.waitForLoadState('networkidle');
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const tasks = (await page.evaluate('window.__longTasks')) as [number, number][];
    const fcp = (await page.evaluate(
      `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1`,
    )) as number;
    console.log(
      `\nFCP ${Math.round(fcp)} ms; long tasks (start, duration ms): ${tasks.map(([s, d]) => `${s}+${d}`).join('  ')}`,
    );
    const blocking = tasks.filter(([s]) => s >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    const liveAt = (await page.evaluate('window.__liveAt')) as number;
    console.log(`blocking after FCP: ${blocking} ms; live at ${liveAt} ms`);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    // busy stretches: consecutive samples that are not idle, each with what it spent its time on
    const stretches: Stretch[] = [];
    let current: Stretch | undefined;
    let clock = 0;
    profile.samples.forEach((id, i) => {
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      clock += dt;
      const frame = byId.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)') {
        if (current) stretches.push(current);
        current = undefined;
        return;
      }
      current ??= { start: clock, ms: 0, files: new Map(), functions: new Map() };
      current.ms += dt;
      add(current.files, short(frame.url), dt);
      add(current.functions, functionName(frame), dt);
    });
    for (const stretch of stretches.filter((x) => x.ms > 40)) {
      console.log(
        `busy ${stretch.ms.toFixed(0)} ms at ${stretch.start.toFixed(0)}: ${inline(stretch.files)}\n     ${inline(stretch.functions)}`,
      );
    }
    const byFile = new Map<string, number>();
    const byFunction = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      add(byFile, short(frame.url), dt);
      add(byFunction, functionName(frame), dt);
    });
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `  ${v.toFixed(0).padStart(5)} ms  ${k}`)
        .join('\n');
    console.log(`self time per file (throttled):\n${top(byFile, 25)}`);
    console.log(`self time per function:\n${top(byFunction, 30)}`);
    return { blocking, liveAt };
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const stack = await startTestStack();
  try {
    const runs = Number(process.argv[3] ?? 1);
    const results: Array<{ blocking: number; liveAt: number }> = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await profileOnce(`${stack.url}${process.argv[2] ?? '/rsvp'}`));
    }
    const blocking = results.map((r) => r.blocking);
    const live = results.map((r) => r.liveAt);
    console.log(
      `\nblocking after FCP in ${runs} runs: ${blocking.join(', ')} ms; median ${median(blocking)} ms`,
    );
    console.log(`live in ${runs} runs: ${live.join(', ')} ms; median ${median(live)} ms`);
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
