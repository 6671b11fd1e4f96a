import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeAttribute } from './prerender';

/**
 * What a page needs before it is live, named in its HTML. Without it a phone discovers the files one round
 * trip after another: the page, the shell's script, the runtime configuration, the
 * remote's manifest, its entry, the shared libraries, the page's own chunks. On slow 4G (over half a
 * second a round trip) that chain alone took seconds. Named here, they are all asked for as soon as the
 * page arrives:
 * - the runtime configuration, inline (`#runtime-config`, JSON: no script runs from it);
 * - the shell's files: the shared libraries (its `mf-manifest.json`) and its bootstrap chunk group;
 * - the remote's manifest, entry, exposed routes and the page's own chunks (the remote's prerender list).
 * The preloads wait in an inert `<template id="page-preloads">`, which the page's own inline script puts in
 * force at its first paint (shell/src/head/preloads-at-paint.ts; the shell's first script if it comes
 * first: shell/src/page-preloads.ts): in the page's head from the start, they
 * held back Lighthouse's estimate of the first paint and of the largest one (every request that starts
 * before a paint counts as holding it up there: LCP about doubled), one round trip sooner than the shell's
 * script. Each is `fetchpriority="low"`: the page's own image comes first. The manifest is
 * fetched in CORS mode, as the federation runtime does; whether a remote script is asked for with CORS
 * depends on the page's origin as the browser sees it, and the shell decides that there.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const PRELOADS_ELEMENT_ID = 'page-preloads';

interface ShellManifest {
  shared: Array<{ assets: { js: { sync: string[] } } }>;
}

/** The shell's own scripts to preload, read once from its build (none when the build lists none). */
export function shellScripts(staticDir: string): string[] {
  const manifestFile = path.join(staticDir, 'mf-manifest.json');
  const groupsFile = path.join(staticDir, 'script-groups.json');
  const manifest: ShellManifest = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : { shared: [] };
  const groups: Record<string, string[]> = existsSync(groupsFile)
    ? JSON.parse(readFileSync(groupsFile, 'utf8'))
    : {};
  const files = [...manifest.shared.flatMap((lib) => lib.assets.js.sync), ...(groups.bootstrap ?? [])];
  return [...new Set(files)].map((file) => `/${file}`);
}

export interface PagePreloads {
  runtimeConfig: unknown;
  /** The shell's scripts, paths on the page's origin. */
  shell: string[];
  /** The remote serving the page, when its files are known. */
  remote?: { manifestUrl: string; scripts: string[] };
}

/** JSON safe inside a `<script>` element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const preload = (href: string, as: 'script' | 'fetch', cors: boolean) =>
  `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${cors ? ' crossorigin="anonymous"' : ''} fetchpriority="low">`;

/** The runtime configuration and the (inert) preloads, put at the end of the page's head. */
export function withPreloads(html: string, { runtimeConfig, shell, remote }: PagePreloads): string {
  const links: string[] = [];
  for (const file of shell) links.push(preload(file, 'script', false));
  if (remote) {
    links.push(preload(remote.manifestUrl, 'fetch', true));
    for (const file of remote.scripts)
      links.push(preload(new URL(file, remote.manifestUrl).toString(), 'script', false));
  }
  const config = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptJson(runtimeConfig)}</script>`;
  const preloads = `<template id="${PRELOADS_ELEMENT_ID}">${links.join('')}</template>`;
  return html.replace('</head>', () => `${config}${preloads}</head>`);
}
