/**
 * Writes a remote's prerendered pages into its build: `tsx scripts/prerender.ts mf-public` loads
 * `mf-public/dist-prerender/prerender.js` and writes every page it names (mf-public: every public route
 * and the not-found page; mf-admin: the login page) into `mf-public/dist/prerender/`, with the list the
 * gateway reads (`pages.json`, PRERENDER_PAGES_FILE).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  PRERENDER_PAGES_FILE,
  type PrerenderManifest,
  prerenderManifestSchema,
} from '@wedding/shared-contracts';
import { SCRIPT_GROUPS_FILE } from './mf/script-groups';

interface PrerenderBundle {
  PRERENDERED: Array<{ url: string; file: string }>;
  NOT_FOUND?: { url: string; file: string };
  prerenderManifest(scriptsFor?: (group?: string) => string[]): PrerenderManifest;
  renderRoute(url: string): Promise<string>;
}

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ assets: { js: { sync: string[] } } }>;
}

/**
 * The remote's script files a page needs before it is live, from its build: the remote's entry, the
 * exposed routes' own files (`mf-manifest.json`) and the page's chunk group (`script-groups.json`).
 */
export function remoteScripts(distDir: string): (group?: string) => string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'),
  ) as FederationManifest;
  const groupsFile = path.join(distDir, SCRIPT_GROUPS_FILE);
  const groups = existsSync(groupsFile)
    ? (JSON.parse(readFileSync(groupsFile, 'utf8')) as Record<string, string[]>)
    : {};
  const { name, path: dir } = manifest.metaData.remoteEntry;
  const first = [dir ? `${dir}/${name}` : name, ...manifest.exposes.flatMap((e) => e.assets.js.sync)];
  return (group) => {
    if (group && !groups[group]) throw new Error(`the build has no chunk group ${group}`);
    return [...new Set([...first, ...(group ? (groups[group] ?? []) : [])])];
  };
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
    // checked as the gateway will read it: a list it refuses would leave every page unprerendered
    JSON.stringify(
      prerenderManifestSchema.parse(bundle.prerenderManifest(remoteScripts(path.join(remoteDir, 'dist')))),
    ),
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
