import path from 'node:path';
import { buildSync } from 'esbuild';

/** Where the shell's index.html takes the scripts built here, each as an inline script. */
export const HEAD_SCRIPTS_PLACEHOLDER = '<!-- head scripts -->';

/**
 * The shell's scripts that run inline from the page's first bytes, before its first script file, in this
 * order; each is the `id` of its element. Built when the shell's build configuration is read: a dev
 * server (`rspack serve`) takes an edit to shell/src/head/ at its next start.
 */
export const HEAD_SCRIPTS = ['early-tap-recorder', 'preloads-at-paint'] as const;

/**
 * The shell's head scripts, bundled and minified into inline `<script>` elements: code of the shell's
 * sources (shell/src/head/), tested with them, not hand-written JavaScript. An inline script needs no
 * request, so it runs while the shell's script file is still on its way; the gateway's CSP allows each by
 * its hash (shell/server/inline-scripts.ts).
 */
export function headScripts(shellDir: string): string {
  return HEAD_SCRIPTS.map((name) => {
    const { outputFiles } = buildSync({
      entryPoints: [path.join(shellDir, 'src', 'head', `${name}.ts`)],
      bundle: true,
      format: 'iife',
      minify: true,
      write: false,
      platform: 'browser',
      // the front ends' own target (rspack-base.ts); shared-contracts from its TypeScript sources (for
      // every package: the head scripts import none but the workspace's own, whose `source` entries hold)
      target: 'es2020',
      conditions: ['source'],
      legalComments: 'none',
    });
    const code = (outputFiles[0]?.text ?? '').trim();
    // what would end the element, or put the HTML parser into its script-escape states
    if (/<\/script|<!--/i.test(code)) throw new Error(`the head script ${name} cannot be inlined`);
    return `<script id="${name}">${code}</script>`;
  }).join('');
}
