// Installs dependencies when node_modules is missing or older than the lockfile. Plain JavaScript
// on purpose: it runs before TypeScript tooling (tsx) is installed.
//
// `npm install` rather than `npm ci`: npm 11.19 leaves other platforms' optional binaries (biome,
// rspack, swc) out of the lockfile and then `npm ci` refuses that same lockfile as out of sync.
// `npm install` installs exactly the locked versions and leaves the lockfile as it is.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm install, locked versions)…');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
