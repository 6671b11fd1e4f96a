/**
 * Writes a remote's prerendered pages into its build: `tsx scripts/prerender.ts mf-public` loads
 * `mf-public/dist-prerender/prerender.js` and writes every page it names (mf-public: every public route
 * and the not-found page; mf-admin: the login page) into `mf-public/dist/prerender/`, with the list the
 * gateway reads (`pages.json`, PRERENDER_PAGES_FILE).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDER_PAGES_FILE, type PrerenderManifest } from '@wedding/shared-contracts';

interface PrerenderBundle {
  PRERENDERED: Array<{ url: string; file: string }>;
  NOT_FOUND?: { url: string; file: string };
  prerenderManifest(): PrerenderManifest;
  renderRoute(url: string): Promise<string>;
}

export async function prerender(remoteDir: string): Promise<{ pages: number; bytes: number }> {
  const bundle = require(path.join(remoteDir, 'dist-prerender', 'prerender.js')) as PrerenderBundle;
  const out = path.join(remoteDir, 'dist', 'prerender');
  mkdirSync(out, { recursive: true });
  let bytes = 0;
  const pages = [...bundle.PRERENDERED, ...(bundle.NOT_FOUND ? [bundle.NOT_FOUND] : [])];
  for (const { url, file } of pages) {
    const html = await bundle.renderRoute(url);
    if (!/<main[ >]/.test(html)) throw new Error(`the prerendered ${url} has no page`);
    writeFileSync(path.join(out, file), html);
    bytes += Buffer.byteLength(html);
  }
  writeFileSync(
    path.join(remoteDir, 'dist', PRERENDER_PAGES_FILE),
    JSON.stringify(bundle.prerenderManifest()),
  );
  return { pages: pages.length, bytes };
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? 'mf-public');
  prerender(dir).then(
    ({ pages, bytes }) =>
      console.log(`prerendered ${path.basename(dir)}: ${pages} pages, ${(bytes / 1024).toFixed(1)} kB`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
