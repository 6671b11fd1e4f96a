/**
 * Diagnostic, not a benchmark: every response a page receives while it loads under the phone conditions
 * (slow 4G, 4× CPU), in the order they arrived, with when (ms after navigation) and how many bytes
 * crossed the network (compressed, as received; 0 for a file the page already had in its cache).
 * Shows which files wait for which: a chain of round trips is the first thing to look for on a page
 * that is slow to become live.
 *
 * `npx tsx bench/diagnostics/waterfall.ts [path]` (after `npm run build`; default `/admin/login`).
 */
import { launchBrowser } from '../../e2e/lib/browser';
import { startTestStack } from '../../e2e/lib/stack';
import { openPhonePage } from '../lib/phone-conditions';

interface Arrival {
  requestId: string;
  at: number;
  url: string;
}

async function main(): Promise<void> {
  const path = process.argv[2] ?? '/admin/login';
  const stack = await startTestStack();
  const handle = await launchBrowser();
  try {
    const { page, cdp } = await openPhonePage(handle);
    const arrivals: Arrival[] = [];
    const bytes = new Map<string, number>();
    let start = 0;
    cdp.on('Network.responseReceived', (event) =>
      arrivals.push({ requestId: event.requestId, at: Date.now() - start, url: event.response.url }),
    );
    cdp.on('Network.loadingFinished', (event) => bytes.set(event.requestId, event.encodedDataLength));
    start = Date.now();
    await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' });
    console.log('   ms       kB  file');
    for (const { requestId, at, url } of arrivals) {
      const kB = ((bytes.get(requestId) ?? 0) / 1024).toFixed(1);
      console.log(`${String(at).padStart(5)} ${kB.padStart(8)}  ${url.replace(stack.url, '')}`);
    }
  } finally {
    await handle.close();
    await stack.cleanup();
  }
}

void main();
