/**
 * Writes a remote's prerendered pages into its build: `tsx scripts/prerender.ts mf-public` loads
 * `mf-public/dist-prerender/prerender.js` and writes `mf-public/dist/prerender/landing.html`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function prerender(remoteDir: string): { bytes: number } {
  const bundle = require(path.join(remoteDir, 'dist-prerender', 'prerender.js')) as {
    renderRoute(url: string): string;
  };
  const html = bundle.renderRoute('/');
  if (!html.includes('id="hero"')) throw new Error('the prerendered landing has no #hero section');
  const out = path.join(remoteDir, 'dist', 'prerender');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'landing.html'), html);
  return { bytes: Buffer.byteLength(html) };
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? 'mf-public');
  const { bytes } = prerender(dir);
  console.log(`prerendered ${path.basename(dir)} landing: ${(bytes / 1024).toFixed(1)} kB`);
}
