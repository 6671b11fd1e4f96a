/**
 * `npm test`: type-check, lint, the duplicate-code check, the dependency rules, dependency audit, build, unit tests, integration
 * tests against a real database engine, the API fuzzer (Schemathesis) against both services, the browser
 * end-to-end tests (Chromium) and the smoke tests in Firefox ESR and WebKitGTK. The last line counts every
 * check and test:
 * "N passed, N failed, N skipped" (skipped: a check that could not run, e.g. the audit service refused).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { schemathesis } from './api-fuzz/install';
import { audit } from './audit';
import { buildAll } from './build';
import { resolveDatabase } from './db/engine';
import { scratchDir } from './db/scratch-dir';
import { dependencyRules } from './dependency-rules';
import { duplication, MAX_PERCENTAGE } from './duplication';
import { fileSizeProblems, MAX_LINES } from './file-sizes';
import { freePort, run, stopChildrenOnExit } from './lib/proc';
import { PROJECTS, typecheck } from './typecheck';

const ROOT = path.resolve(__dirname, '..');

/**
 * Browser test files that measure time (latency bounds, outage answers within 2 s, slow remotes, lock
 * contention): they run one at a time, after the others, so a neighbour's browser never eats their
 * margin. Every other e2e file runs on two workers (each file has its own stack on free ports).
 */
const TIMED_E2E_FILES = /(reliability-[a-z]+|platform)\.e2e\.test\.ts$/;
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];

/** How long each stage took, in the order they ran: printed at the end. */
const stageTimes: string[] = [];

async function stage<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    stageTimes.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

function count(name: string, ok: boolean): void {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  numTotalTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
}

/** Runs jest (inside `wrapper`, a command that takes jest's command line after its own arguments). */
async function jest(
  label: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  wrapper: string[] = [],
): Promise<void> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'wedding-jest-'));
  const outputFile = path.join(tmp, 'result.json');
  console.log(`\n=== ${label} ===`);
  const command = [...wrapper, bin('jest'), ...args, '--json', `--outputFile=${outputFile}`];
  const code = await run(command[0] as string, command.slice(1), { cwd: ROOT, env });
  if (existsSync(outputFile)) {
    const summary = JSON.parse(readFileSync(outputFile, 'utf8')) as JestSummary;
    passed += summary.numPassedTests;
    failed += summary.numFailedTests + summary.numRuntimeErrorTestSuites;
    skipped += (summary.numPendingTests ?? 0) + (summary.numTodoTests ?? 0);
    if (summary.numFailedTests || summary.numRuntimeErrorTestSuites) failures.push(label);
    if (summary.numTotalTests === 0) count(`${label}: no test ran`, false);
  } else {
    count(`${label} (jest exited ${code} without results)`, false);
  }
  if (code !== 0 && !failures.includes(label)) count(`${label} (jest exit ${code})`, false);
  await rm(tmp, { recursive: true, force: true });
}

/** Type-check, lint, duplicate code, dependency rules, file sizes and the dependency audit. */
async function checks(): Promise<void> {
  console.log('=== type-check ===');
  const types = await typecheck();
  for (const project of PROJECTS) count(`typecheck ${project}`, !types.failed.includes(project));

  console.log('\n=== lint and format (biome ci) ===');
  count('lint', (await run(bin('biome'), ['ci', '.'], { cwd: ROOT })) === 0);

  console.log('\n=== duplicate code (jscpd) ===');
  try {
    const copies = await duplication();
    console.log(
      `${copies.clones} duplicated blocks, ${copies.percentage}% of the lines (at most ${MAX_PERCENTAGE}%)`,
    );
    for (const clone of copies.crossPackage) console.log(`shared by two packages: ${clone}`);
    count(`duplicate code: ${copies.percentage}% of the lines`, copies.percentage < MAX_PERCENTAGE);
    count('duplicate code: no block shared by two packages', copies.crossPackage.length === 0);
  } catch (error) {
    console.error(error);
    count('duplicate code (jscpd could not run)', false);
  }

  console.log('\n=== dependency rules (dependency-cruiser) ===');
  try {
    count('dependency rules', await dependencyRules());
  } catch (error) {
    console.error(error);
    count('dependency rules (dependency-cruiser could not run)', false);
  }

  console.log('\n=== file sizes ===');
  const oversized = fileSizeProblems();
  for (const problem of oversized) console.log(problem);
  count(`file sizes (at most ${MAX_LINES} lines, listed files only shrink)`, oversized.length === 0);

  console.log('\n=== dependency audit (npm audit --omit=dev) ===');
  const audited = await audit();
  if (audited.kind === 'not-run') skipped += 1;
  else count('npm audit (high/critical advisories)', audited.kind === 'passed');
}

async function build(): Promise<void> {
  console.log('\n=== build ===');
  try {
    await buildAll();
    count('build', true);
  } catch (error) {
    console.error((error as Error).message);
    count('build', false);
  }
}

async function integration(): Promise<void> {
  const dataDir = await scratchDir('wedding-test-db-');
  const engine = await resolveDatabase({ purpose: 'test', dataDir, port: await freePort() });
  console.log(`\ndatabase engine for integration tests: ${engine.name}`);
  try {
    await jest('integration tests', ['--selectProjects', 'integration', '--maxWorkers=2'], {
      ...process.env,
      MONGODB_URI: engine.uri,
    });
  } finally {
    await engine.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Schemathesis against both services' OpenAPI documents: one check per operation. */
async function apiFuzzing(): Promise<void> {
  console.log('\n=== API fuzzing (Schemathesis, both services) ===');
  try {
    // loaded once the build is done: it reads shared-contracts (and svc-admin) as built
    const { apiFuzz } = require('./api-fuzz') as typeof import('./api-fuzz');
    const fuzzed = await apiFuzz();
    passed += fuzzed.passed;
    failed += fuzzed.failed;
    if (fuzzed.failed) failures.push('API fuzzing');
  } catch (error) {
    console.error(error);
    count('API fuzzing (it could not run)', false);
  }
}

async function main(): Promise<void> {
  stopChildrenOnExit();
  const started = Date.now();
  // the fuzzer's installation is mostly waiting on PyPI: under way while the machine does the rest; a
  // failure is the fuzzing stage's to report (it awaits the same installation)
  schemathesis().catch(() => undefined);

  await stage('checks', checks);
  await stage('build', build);
  await stage('unit', () => jest('unit tests', ['--selectProjects', 'unit', 'unit-web', '--maxWorkers=2']));
  await stage('integration', integration);

  if (failures.includes('build')) {
    count('API fuzzing (skipped: the build failed)', false);
    count('end-to-end tests (skipped: the build failed)', false);
  } else {
    await stage('API fuzzing', apiFuzzing);
    const timed = TIMED_E2E_FILES.source;
    await stage('end-to-end', () =>
      jest('browser end-to-end tests', [
        '--selectProjects',
        'e2e',
        '--maxWorkers=2',
        '--testPathIgnorePatterns',
        timed,
      ]),
    );
    await stage('end-to-end, timed', () =>
      jest('browser end-to-end tests that measure time', [
        '--selectProjects',
        'e2e',
        '--runInBand',
        '--testPathPatterns',
        timed,
      ]),
    );
    // Firefox ESR and WebKitGTK; WebKitGTK's browser needs an X display: xvfb-run's
    await stage('smoke', () =>
      jest(
        'three-engine smoke tests (Firefox ESR, WebKitGTK)',
        ['--selectProjects', 'smoke', '--runInBand'],
        process.env,
        ['xvfb-run', '--auto-servernum', '--server-args=-screen 0 1920x1080x24'],
      ),
    );
  }

  console.log(`\nfinished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`stages: ${stageTimes.join(' · ')}`);
  if (failures.length) console.log(`failing: ${failures.join('; ')}`);
  if (skipped) console.log(`skipped: ${skipped} (a check that could not run, or a skipped test; see above)`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log(`${passed} passed, ${failed + 1} failed, ${skipped} skipped`);
  process.exit(1);
});
