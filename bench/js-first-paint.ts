/**
 * Landing page: the JavaScript (gzip) the browser fetches for `/` before the landing's content is
 * first painted, against a bare React 19 page built with the same rspack settings and served by the
 * same static server, measured in the same run. Target ≤ 2.0×.
 *
 * "Before first paint" = every script requested up to the first frame painted after `#hero` exists
 * (for the bare page, its `#hero` heading). The shell's own "loading" text is not counted as the
 * landing's paint: that would flatter us.
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
  scripts: string[];
  gzipBytes: number;
}

async function jsBeforeHeroPaint(url: string): Promise<Measurement> {
  const handle = await launchBrowser();
  try {
    const context = await handle.newContext({ width: 375 });
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('#hero').waitFor();
    const scripts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          requestAnimationFrame(() =>
            setTimeout(() => {
              const painted = performance.now();
              resolve(
                performance
                  .getEntriesByType('resource')
                  .filter(
                    (e) =>
                      (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'),
                  )
                  .filter((e) => e.startTime <= painted)
                  .map((e) => e.name),
              );
            }, 0),
          );
        }),
    );
    let gzipBytes = 0;
    for (const script of [...new Set(scripts)]) {
      const body = Buffer.from(await (await fetch(script)).arrayBuffer());
      gzipBytes += gzipSync(body).length;
    }
    return { scripts, gzipBytes };
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
    const baseline = await jsBeforeHeroPaint(`http://127.0.0.1:${port}/`);
    const ours = await jsBeforeHeroPaint(`${stack.url}/`);
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    return [
      row(
        'landing: JS (gzip) before first paint',
        kb(ours.gzipBytes),
        kb(baseline.gzipBytes),
        'kB',
        { max: 2.0 },
        `scripts fetched before #hero is painted, gzip level 6; ours ${ours.scripts.length} files, bare React 19 page ${baseline.scripts.length}`,
      ),
    ];
  } finally {
    await stack.cleanup();
    await new Promise((resolve) => server.close(resolve));
  }
}
