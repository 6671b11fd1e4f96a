/**
 * Builds every part in dependency order. A part whose inputs are older than its last build is
 * skipped, so `npm start` and `npm test` stay quick when nothing changed (`--force` rebuilds all).
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { menuProblems } from '../shared-contracts/src/party';
import { type MealsFact, weddingFacts } from '../shared-contracts/src/wedding-facts';
import { run } from './lib/proc';

const ROOT = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

interface Step {
  name: string;
  cwd: string;
  command: string;
  args: string[];
  inputs: string[];
  marker: string;
}

const shared = ['shared-contracts/src', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.node.json'];
const webShared = [...shared, 'scripts/mf', 'tsconfig.web.json'];
/** The site's photos (scripts/mf/site-photos.ts); a build with SITE_PHOTOS_DIR elsewhere wants --force. */
const photos = ['photos'];

/** A front end's build precompressed (.br and .gz beside each text file), after `after` too. */
const precompressStep = (part: string, after: string[] = []): Step => ({
  // serving sends these to browsers that accept them
  name: `${part} precompressed`,
  cwd: part,
  command: bin('tsx'),
  args: ['../scripts/precompress.ts', 'dist'],
  inputs: [`${part}/dist/.built`, ...after, 'scripts/precompress.ts'],
  marker: `${part}/dist/.precompressed`,
});

/**
 * A remote's browser build, its prerender bundle (Node), the pages that bundle renders into
 * `dist/prerender/` (after the browser build, which empties dist/), and the whole precompressed.
 */
const remoteSteps = (part: 'mf-public' | 'mf-admin', extraInputs: string[] = []): Step[] => [
  {
    name: part,
    cwd: part,
    command: bin('rspack'),
    args: ['build'],
    inputs: [...webShared, ...extraInputs, `${part}/src`, `${part}/rspack.config.ts`, `${part}/index.html`],
    marker: `${part}/dist/.built`,
  },
  {
    name: `${part} prerender bundle`,
    cwd: part,
    command: bin('rspack'),
    args: ['build', '-c', 'rspack.prerender.config.ts'],
    inputs: [...webShared, ...extraInputs, `${part}/src`, `${part}/rspack.prerender.config.ts`],
    marker: `${part}/dist-prerender/.built`,
  },
  {
    name: `${part} prerendered pages`,
    cwd: part,
    command: bin('tsx'),
    args: ['../scripts/prerender.ts', '.'],
    inputs: [`${part}/dist-prerender`, `${part}/dist/.built`, 'scripts/prerender.ts'],
    marker: `${part}/dist/prerender/.built`,
  },
  precompressStep(part, [`${part}/dist/prerender/.built`]),
];

const STEPS: Step[] = [
  {
    name: 'shared-contracts',
    cwd: 'shared-contracts',
    command: bin('tsc'),
    args: ['-p', 'tsconfig.build.json'],
    inputs: shared,
    marker: 'shared-contracts/dist/.built',
  },
  {
    name: 'svc-public',
    cwd: 'svc-public',
    command: bin('tsc'),
    args: ['-p', 'tsconfig.build.json'],
    inputs: [...shared, 'svc-public/src'],
    marker: 'svc-public/dist/.built',
  },
  {
    name: 'svc-admin',
    cwd: 'svc-admin',
    command: bin('tsc'),
    args: ['-p', 'tsconfig.build.json'],
    inputs: [...shared, 'svc-admin/src'],
    marker: 'svc-admin/dist/.built',
  },
  // mf-public's pages name the site's photos by their copies' sizes and hashes
  ...remoteSteps('mf-public', photos),
  ...remoteSteps('mf-admin'),
  {
    name: 'shell',
    cwd: 'shell',
    command: bin('rspack'),
    args: ['build'],
    inputs: [...webShared, 'shell/src', 'shell/rspack.config.ts', 'shell/index.html'],
    marker: 'shell/dist/.built',
  },
  {
    // the picture a shared link shows
    name: 'shell preview image',
    cwd: 'shell',
    command: bin('tsx'),
    args: ['../scripts/og-image.ts', 'dist/og-image.png'],
    inputs: ['shell/dist/.built', 'shared-contracts/dist/.built', 'scripts/og-image.ts'],
    marker: 'shell/dist/.og-image',
  },
  {
    // the copies of the site's photos the pages name
    name: 'shell photos',
    cwd: 'shell',
    command: bin('tsx'),
    args: ['../scripts/mf/site-photos.ts', 'dist'],
    inputs: ['shell/dist/.built', ...photos, 'shared-contracts/src', 'scripts/mf/site-photos.ts'],
    marker: 'shell/dist/.photos',
  },
  precompressStep('shell', ['shell/dist/.photos']),
  {
    name: 'gateway',
    cwd: 'shell',
    command: bin('tsc'),
    args: ['-p', 'tsconfig.server.json'],
    inputs: [...shared, 'shell/server'],
    marker: 'shell/dist-server/.built',
  },
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Stops the build when the wedding facts' menu has a problem a type cannot catch, naming each. */
export function checkMenu(meals: MealsFact = weddingFacts.meals): void {
  const problems = menuProblems(meals);
  if (problems.length > 0)
    throw new Error(
      `the wedding facts cannot be built (shared-contracts/src/wedding-facts.ts): ${problems.join('; ')}`,
    );
}

export async function buildAll({ force = false, log = console.log } = {}): Promise<void> {
  checkMenu();
  for (const step of STEPS) {
    const marker = path.join(ROOT, step.marker);
    const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
    const changedAt = Math.max(...step.inputs.map((input) => newestMtime(path.join(ROOT, input))));
    if (!force && builtAt > changedAt) {
      log(`build: ${step.name} is up to date`);
      continue;
    }
    log(`build: ${step.name}…`);
    const started = Date.now();
    const code = await run(step.command, step.args, {
      cwd: path.join(ROOT, step.cwd),
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (code !== 0) throw new Error(`build of ${step.name} failed (exit ${code})`);
    writeFileSync(marker, `${new Date().toISOString()}\n`);
    log(`build: ${step.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (require.main === module) {
  buildAll({ force: process.argv.includes('--force') }).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
