/**
 * How soon a guest's phone can use a page on DevTools' "Slow 4G" (issue 37 items 2 and 5), at 360×740,
 * a fresh browser context per run (empty cache), median of 3 runs, beside the bare React 19 page
 * (bench/lib/bare-react.ts) under the same conditions in the same run:
 * - `/`, `/rsvp`, `/invitation/CODE` (a guest seeded for the run): time from navigation start until the
 *   page is live (`main#main-content[data-live="true"]`), read with `performance.now()` by a
 *   MutationObserver the init script installs (no polling delay): ≤ 4000 ms with the CPU as it is,
 *   ≤ 6000 ms slowed 4×. The bare page's moment: when React has put its content into `#root`.
 * - the request chain before live, from `Network.requestWillBeSent`: the document is depth 1; a request
 *   the parser (or a preload) asked for is one deeper than the file that named it; one a script asked
 *   for, one deeper than that script's (the top call frame of its stack). The deepest `.js` or
 *   `mf-manifest.json` request sent before live: ≤ 3. Its chain is printed.
 * - the physical limit (report only): `/rsvp` as the gateway's HTML with every script and preload
 *   taken out, served alone (gzipped) on loopback, everything else proxied to the gateway so it stays
 *   same-origin (its CORP is same-origin). Its moment: the phone field is painted, read as the later of
 *   first contentful paint and the first animation frame after the field exists (the field is in the
 *   HTML, so the load event, which waits for images, would overstate it). At 360×740 the field is in
 *   the first screen (y ≈ 479 px), above the bottom bar.
 */
import { createServer, request as proxyRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import mongoose from 'mongoose';
import { type BrowserHandle, launchBrowser } from '../e2e/lib/browser';
import { startTestStack } from '../e2e/lib/stack';
import { freePort } from '../scripts/lib/proc';
import { aGuest } from '../scripts/testing/builders';
import { serveBarePage } from './lib/bare-react';
import { type BenchRow, median, row } from './lib/report';

const RUNS = 3;
const CODE = 'SLOW4G-2025';
const VIEWPORT = { width: 360, height: 740 };
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  // DevTools' preset in decimal units: 1.44 Mbit/s = (1.44 * 1000 * 1000) / 8 bytes/s, 675 kbit/s up
  downloadThroughput: (1.44 * 1000 * 1000) / 8,
  uploadThroughput: (675 * 1000) / 8,
};
const CPUS = [
  { rate: 1, label: 'CPU 1×', budget: 4000 },
  { rate: 4, label: '4× CPU', budget: 6000 },
];
const DEPTH_BUDGET = 3;

type Watch = 'live' | 'root' | 'phone';
type Marks = { live?: number; phone?: number; phoneFrame?: number; scripts: string[] };

/**
 * The init script: marks the watched moment with performance.now() and says so on the console. No
 * named function inside: tsx would wrap it in a helper the page does not have.
 */
function marker(watch: Watch): void {
  const marks: Marks = { scripts: [] };
  (window as unknown as { __bench: Marks }).__bench = marks;
  const options = { subtree: true, childList: true, attributes: true, attributeFilter: ['data-live'] };
  new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes]))
      if (node instanceof HTMLScriptElement && node.src) marks.scripts.push(node.src);
    const found = { live: 'main#main-content[data-live="true"]', root: '#root > *', phone: '' }[watch];
    if (marks.live === undefined && found && document.querySelector(found)) {
      marks.live = performance.now();
      console.debug('bench:done');
    }
    if (marks.phone === undefined && document.querySelector('[data-testid="phone-input"]')) {
      marks.phone = performance.now();
      requestAnimationFrame(() => {
        marks.phoneFrame = performance.now();
        if (watch === 'phone') console.debug('bench:done');
      });
    }
  }).observe(document, options);
}

type Stack = { callFrames: Array<{ url: string }>; parent?: Stack };
type Initiator = { type: string; url?: string; stack?: Stack };
type Sent = { url: string; type?: string; initiator: Initiator; wallMs: number; redirectOf?: string };
/** One load: its moments (ms since navigation start), requests sent before live, preloads, scripts. */
type Timed = 'liveMs' | 'phonePaintMs' | 'fcpMs' | 'loadMs';
type Load = Record<Timed, number> & { beforeLive: Sent[]; preloads: string[]; scripts: string[] };

async function load(handle: BrowserHandle, url: string, watch: Watch, cpu: number): Promise<Load> {
  const context = await handle.browser.newContext({ viewport: VIEWPORT, locale: 'es-ES' });
  try {
    const page = await context.newPage();
    await page.addInitScript(marker, watch);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const sent: Sent[] = [];
    const urlOf = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (e) => {
      const redirectOf = e.redirectResponse ? urlOf.get(e.requestId) : undefined;
      const initiator = e.initiator as Initiator;
      sent.push({ url: e.request.url, type: e.type, initiator, wallMs: e.wallTime * 1000, redirectOf });
      urlOf.set(e.requestId, e.request.url);
    });
    // not live within 90 s: no figure (NaN), and the row fails
    const done = page
      .waitForEvent('console', { predicate: (m) => m.text() === 'bench:done', timeout: 90e3 })
      .catch((error: Error) => console.log(`${url} (${cpu}× CPU): ${error.message.split('\n')[0]}`));
    await page.goto(url, { waitUntil: 'commit', timeout: 90e3 });
    await done;
    const seen = await page.evaluate(async () => {
      const marks = (window as unknown as { __bench: Marks }).__bench;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      // the mark can come before the first paint (an animation frame runs before its paint): wait for it
      const fcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          for (const e of list.getEntriesByName('first-contentful-paint')) resolve(e.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 10e3);
      });
      return {
        ...marks,
        fcp,
        origin: performance.timeOrigin,
        load: nav && nav.loadEventStart > 0 ? nav.loadEventStart : Number.NaN,
        preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href),
      };
    });
    const liveMs = seen.live ?? seen.phoneFrame ?? Number.NaN;
    const phonePaintMs = Math.max(seen.fcp, seen.phoneFrame ?? Number.NaN);
    const beforeLive = sent.filter((s) => s.wallMs <= seen.origin + liveMs);
    return { ...seen, liveMs, phonePaintMs, fcpMs: seen.fcp, loadMs: seen.load, beforeLive };
  } finally {
    await context.close();
  }
}

const bare = (u: string) => u.split('#')[0] ?? u;
const counted = (u: string) => /(\.js|\/mf-manifest\.json)(\?|$)/.test(new URL(u).pathname);

/** The URL that asked for a request (undefined: not known), by the rules in the header. */
function parentOf(s: Sent): string | undefined {
  if (s.redirectOf) return s.redirectOf;
  const { type, url, stack } = s.initiator;
  if (type === 'script') {
    for (let st: Stack | undefined = stack; st; st = st.parent) {
      const frame = st.callFrames.find((f) => f.url);
      if (frame) return frame.url;
    }
    return url;
  }
  return ['parser', 'preload', 'other'].includes(type) ? url : undefined;
}

/** The deepest chain (its links, printable), the requests of unknown origin, URLs asked for twice. */
type Chains = { maxDepth: number; deepest: string[]; unknown: Sent[]; twice: string[] };

function chains(load: Load): Chains {
  const known = new Map<string, { depth: number; from?: string; sent: Sent }>();
  const unknown: Sent[] = [];
  const twice = new Set<string>();
  for (const s of load.beforeLive) {
    const url = bare(s.url);
    if (known.has(url) || unknown.some((u) => bare(u.url) === url)) twice.add(url);
    else if (s.type === 'Document' && !s.redirectOf) known.set(url, { depth: 1, sent: s });
    else {
      const from = parentOf(s);
      const up = from === undefined ? undefined : known.get(bare(from));
      if (up && from) known.set(url, { depth: up.depth + 1, from: bare(from), sent: s });
      else unknown.push(s);
    }
  }
  const counting = [...known].filter(([url]) => counted(url));
  const maxDepth = Math.max(0, ...counting.map(([, k]) => k.depth));
  const start = load.beforeLive[0]?.wallMs ?? 0;
  const deepest: string[] = [];
  for (let at = counting.find(([, c]) => c.depth === maxDepth)?.[0]; at; at = known.get(at)?.from) {
    const { sent } = known.get(at)!;
    deepest.unshift(`${at} (${sent.initiator.type}, sent +${Math.round(sent.wallMs - start)} ms)`);
  }
  return { maxDepth, deepest, unknown, twice: [...twice] };
}

/** `/rsvp` as the gateway serves it with every script and preload taken out, alone on loopback. */
async function serveStaticRsvp(gatewayPort: number): Promise<{ url: string; close: () => Promise<void> }> {
  const html = await (await fetch(`http://127.0.0.1:${gatewayPort}/rsvp`)).text();
  const page = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?preload\b[^>]*>/gi, '');
  const gzipped = gzipSync(page);
  const port = await freePort();
  const server = createServer((req, res) => {
    if (req.url === '/rsvp') {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding']));
      const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
      res.writeHead(200, gzip ? { ...headers, 'content-encoding': 'gzip' } : headers);
      return void res.end(gzip ? gzipped : page);
    }
    const to = `http://127.0.0.1:${gatewayPort}${req.url}`;
    const upstream = proxyRequest(to, { method: req.method, headers: req.headers }, (answer) =>
      answer.pipe(res.writeHead(answer.statusCode ?? 502, answer.headers)),
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  console.log(`static /rsvp: ${page.length} characters (${gzipped.length} B gzipped), from ${html.length}`);
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${port}/rsvp`, close };
}

const ms = (loads: Load[], key: Timed) => loads.map((l) => Math.round(l[key])).join(', ');
const med = (loads: Load[], key: Timed) => Math.round(median(loads.map((l) => l[key])));

/** RUNS loads of each of `urls`, taking turns so that a slow minute of the machine hits them alike. */
async function runs(handle: BrowserHandle, urls: Array<[string, Watch]>, cpu: number): Promise<Load[][]> {
  const out: Load[][] = urls.map(() => []);
  for (let i = 0; i < RUNS; i += 1) {
    for (const [k, [url, watch]] of urls.entries()) out[k]?.push(await load(handle, url, watch, cpu));
  }
  return out;
}

function report(route: string, loads: Load[]): Chains {
  const all = loads.map(chains);
  const worst = all.reduce((a, b) => (b.maxDepth > a.maxDepth ? b : a));
  console.log(
    `${route}: deepest chain before live (depth ${worst.maxDepth}):\n  ${worst.deepest.join('\n  ')}`,
  );
  for (const s of new Set(all.flatMap((c) => c.unknown.map((u) => `${u.url} (${u.initiator.type})`))))
    console.log(`${route}: initiator not known: ${s}`);
  for (const u of new Set(all.flatMap((c) => c.twice)))
    console.log(`${route}: asked for twice before live: ${u}`);
  const used = new Set(loads.flatMap((l) => l.scripts.map(bare)));
  const scripts = loads.flatMap((l) => l.preloads.filter((p) => p.endsWith('.js')));
  for (const u of new Set(scripts.filter((p) => !used.has(bare(p)))))
    console.log(`${route}: preloaded, no <script> for it before live: ${u}`);
  const late = loads.flatMap((l) =>
    l.beforeLive.filter((s) => counted(s.url) && s.initiator.type === 'script'),
  );
  for (const u of new Set(late.map((s) => bare(s.url))))
    console.log(`${route}: discovered by a script (not named in the HTML): ${u}`);
  return worst;
}

export async function run(): Promise<BenchRow[]> {
  // timings on a busy machine run long: say how busy it was
  const busy = () => `${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2))}`;
  console.log(`before: ${busy()}`);
  const barePage = await serveBarePage();
  const stack = await startTestStack();
  let handle: BrowserHandle | undefined;
  let rsvpStatic: { url: string; close: () => Promise<void> } | undefined;
  const rows: BenchRow[] = [];
  try {
    await mongoose.connect(stack.mongoUri);
    await UnifiedGuestModel.create(aGuest({ name: 'Familia Lenta', invitationCode: CODE }));
    await mongoose.disconnect();
    rsvpStatic = await serveStaticRsvp(stack.ports.gateway);
    handle = await launchBrowser();
    const routes = ['/', '/rsvp', `/invitation/${CODE}`];
    const depths = new Map<string, Chains>();
    let bareDepth = 0;
    for (const cpu of CPUS) {
      const targets = routes.map((r): [string, Watch] => [`${stack.url}${r}`, 'live']);
      targets.push([barePage.url, 'root'], [rsvpStatic.url, 'phone']);
      const loads = await runs(handle, targets, cpu.rate);
      const [bareLoads = [], staticLoads = []] = loads.slice(routes.length);
      const bareNote = `bare React 19 page, same conditions and run: ${med(bareLoads, 'liveMs')} ms (runs ${ms(bareLoads, 'liveMs')})`;
      for (const [k, route] of routes.entries()) {
        const ours = loads[k] ?? [];
        console.log(`${route} ${cpu.label}: live ${ms(ours, 'liveMs')} ms; FCP ${ms(ours, 'fcpMs')} ms`);
        const note = `runs ${ms(ours, 'liveMs')} ms; FCP ${med(ours, 'fcpMs')} ms; ${bareNote}`;
        const name = `${route}: live on slow 4G, ${cpu.label} (≤ ${cpu.budget} ms)`;
        const budget = row(name, med(ours, 'liveMs'), cpu.budget, 'ms', { max: 1 }, note);
        rows.push(ours.some((l) => Number.isNaN(l.liveMs)) ? { ...budget, pass: false } : budget);
        const found = report(`${route} ${cpu.label}`, ours);
        if (found.maxDepth >= (depths.get(route)?.maxDepth ?? 0)) depths.set(route, found);
      }
      bareDepth = Math.max(bareDepth, report(`bare page ${cpu.label}`, bareLoads).maxDepth);
      const rsvp = loads[1] ?? [];
      const note = `baseline: the phone field painted (later of FCP and the first frame with it) on /rsvp's own HTML and CSS, no script: runs ${ms(staticLoads, 'phonePaintMs')} ms (FCP ${med(staticLoads, 'fcpMs')} ms, load event ${med(staticLoads, 'loadMs')} ms); ours' prerendered phone field painted at ${med(rsvp, 'phonePaintMs')} ms; ${bareNote}`;
      const name = `/rsvp: live vs static HTML + CSS, no script (physical limit), ${cpu.label} (report only)`;
      rows.push(row(name, med(rsvp, 'liveMs'), med(staticLoads, 'phonePaintMs'), 'ms', {}, note));
    }
    for (const [route, ours] of depths) {
      const unknown = [...new Set(ours.unknown.map((u) => new URL(u.url).pathname))];
      const note = `deepest .js/mf-manifest.json request over both CPU settings: ${ours.deepest.map((d) => new URL(d.split(' ')[0] ?? '').pathname).join(' → ')}; bare React 19 page: depth ${bareDepth}${unknown.length ? `; initiator not known (not counted): ${unknown.join(', ')}` : ''}`;
      const name = `${route}: request chain depth before live (≤ ${DEPTH_BUDGET})`;
      rows.push(row(name, ours.maxDepth, DEPTH_BUDGET, '', { max: 1 }, note));
    }
    console.log(`after: ${busy()}`);
    return rows;
  } finally {
    await handle?.close();
    await rsvpStatic?.close();
    await stack.cleanup();
    await barePage.close();
  }
}
