// Installs dependencies when node_modules is missing or older than the lockfile. Plain JavaScript
// on purpose: it runs before TypeScript tooling (tsx) is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
