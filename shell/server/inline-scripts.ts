import { createHash } from 'node:crypto';

/**
 * The CSP sources that allow the page's own inline scripts, each by its SHA-256 (no `'unsafe-inline'`):
 * the shell's index.html records a guest's early taps and puts the page's preloads in force before its
 * first script file runs (shell/src/head/, built by scripts/mf/head-scripts.ts). Only code
 * counts: a script with `src`, or of a data type (JSON), is not an inline script to the browser's policy.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', code = ''] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes) || /\stype=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
