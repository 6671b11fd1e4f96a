/**
 * Diagnostic, not a benchmark: the scripts each public page loads until it is live, with their
 * sizes as received (compressed) and what is inside each (from the builds' source maps).
 *
 * `npx tsx bench/diagnostics/route-scripts.ts [path…]` after `npm run build`. A production build has no
 * source maps (every file of dist/ is served; scripts/source-maps.ts): for what is inside each script, build
 * once with `devtool: 'source-map'` in scripts/mf/rspack-base.ts, and never serve that build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../../e2e/lib/browser';
import { waitForLive } from '../../e2e/lib/public-site';
import { startTestStack } from '../../e2e/lib/stack';

const ROOT = path.resolve(__dirname, '..', '..');

/** The largest packages (or our own sources) inside a built file, from its source map. */
function contents(file: string): string {
  for (const dir of ['shell/dist', 'mf-public/dist', 'mf-admin/dist']) {
    if (!readdirSync(path.join(ROOT, dir)).includes(`${file}.map`)) continue;
    const map = JSON.parse(readFileSync(path.join(ROOT, dir, `${file}.map`), 'utf8')) as {
      sources: string[];
      sourcesContent?: string[];
    };
    const sizes = new Map<string, number>();
    map.sources.forEach((source, i) => {
      const key =
        /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source)?.[1] ??
        (source.includes('shared-contracts')
          ? 'shared-contracts'
          : source.startsWith('webpack://') && source.includes('/src/')
            ? 'src'
            : 'runtime');
      sizes.set(key, (sizes.get(key) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
    });
    return [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([key, size]) => `${key} ${Math.round(size / 1024)}k`)
      .join(', ');
  }
  return '';
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2);
  const stack = await startTestStack();
  const handle = await launchBrowser();
  try {
    for (const route of paths.length > 0 ? paths : ['/', '/rsvp', '/contact']) {
      const context = await handle.newContext({ width: 375 });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const urls = new Map<string, string>();
      const received = new Map<string, number>();
      cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
      cdp.on('Network.loadingFinished', (event) => received.set(event.requestId, event.encodedDataLength));
      await page.goto(`${stack.url}${route}`, { waitUntil: 'networkidle' });
      await waitForLive(page);
      await page.waitForLoadState('networkidle');
      const rows = [...received]
        .map(([id, bytes]) => ({ url: urls.get(id) ?? '?', bytes }))
        .sort((a, b) => b.bytes - a.bytes);
      const total = rows.reduce((sum, row) => sum + row.bytes, 0);
      console.log(`\n${route}: ${rows.length} responses, ${(total / 1024).toFixed(1)} kB received`);
      for (const row of rows) {
        const file = row.url.replace(/^https?:\/\/[^/]+\//, '').replace(/\?.*$/, '');
        console.log(
          `  ${(row.bytes / 1024).toFixed(1).padStart(6)} kB  ${file.padEnd(34)} ${file.endsWith('.js') ? contents(path.basename(file)) : ''}`,
        );
      }
      await context.close();
    }
  } finally {
    await handle.close();
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
