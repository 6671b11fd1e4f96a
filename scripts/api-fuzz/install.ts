/**
 * Schemathesis for the API fuzzer (scripts/api-fuzz.ts): exactly the pinned packages
 * (scripts/api-fuzz/requirements.txt) in a virtual environment under node_modules/.cache, made again when
 * the pins change. Installing is mostly waiting on PyPI, so `npm test` starts it with its first stage and
 * the fuzzer finds it ready (one installation per run: the promise is shared).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { run } from '../lib/proc';

const ROOT = path.resolve(__dirname, '../..');
const REQUIREMENTS = path.join(ROOT, 'scripts/api-fuzz/requirements.txt');
const quiet = { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1', PIP_NO_INPUT: '1' };

async function install(): Promise<string> {
  const pins = createHash('sha256').update(readFileSync(REQUIREMENTS)).digest('hex').slice(0, 12);
  const venv = path.join(ROOT, 'node_modules/.cache', `schemathesis-${pins}`);
  const bin = path.join(venv, 'bin/schemathesis');
  if (existsSync(bin)) return bin;
  await rm(venv, { recursive: true, force: true });
  await mkdir(path.dirname(venv), { recursive: true });
  console.log(`installing Schemathesis (${REQUIREMENTS}) into ${venv}…`);
  if ((await run('python3', ['-m', 'venv', venv], { env: quiet })) !== 0)
    throw new Error('python3 -m venv failed: install Python 3 with its venv module (Debian: python3-venv)');
  const pip = path.join(venv, 'bin/pip');
  const args = ['install', '--quiet', '--no-deps', '--require-virtualenv', '-r', REQUIREMENTS];
  if ((await run(pip, args, { env: quiet })) !== 0) {
    await rm(venv, { recursive: true, force: true });
    throw new Error(`pip could not install ${REQUIREMENTS}`);
  }
  return bin;
}

let installing: Promise<string> | null = null;

/** The path of the schemathesis command, once installed (the first call installs it). */
export function schemathesis(): Promise<string> {
  installing ??= install();
  return installing;
}
