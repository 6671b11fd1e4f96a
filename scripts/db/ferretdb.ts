import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export const FERRETDB_VERSION = 'v1.24.2';
const MODULE = 'github.com/FerretDB/FerretDB';

export function cacheDir(): string {
  const base = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  return path.join(base, 'wedding-db', `ferretdb-${FERRETDB_VERSION}`);
}

export function ferretdbBinary(): string {
  return process.env.FERRETDB_BINARY ?? path.join(cacheDir(), 'bin', 'ferretdb');
}

async function hasGo(): Promise<boolean> {
  try {
    await execFileAsync('go', ['version']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds FerretDB once into a cache outside the repository.
 *
 * `go install …/cmd/ferretdb@v1.24.2` cannot be used as such: the module zip lacks
 * build/version/version.txt, so the installed binary panics at start, and the `@version` form also
 * asks the proxy for the module's version list, which the proxy here refuses. So the pinned module
 * is downloaded with `go mod download` (checked against go.sum's checksum database), its version
 * file written, and the command built from that copy with FerretDB's own go.mod.
 */
export async function ensureFerretdb(log: (line: string) => void): Promise<string | null> {
  const binary = ferretdbBinary();
  if (existsSync(binary)) return binary;
  if (!(await hasGo())) return null;
  log(`building FerretDB ${FERRETDB_VERSION} once into ${cacheDir()} (a few minutes the first time)…`);
  const env = { ...process.env, GOFLAGS: '-mod=mod', GO111MODULE: 'on' };
  const { stdout } = await execFileAsync(
    'go',
    ['mod', 'download', '-json', `${MODULE}@${FERRETDB_VERSION}`],
    {
      env,
      cwd: os.tmpdir(),
      maxBuffer: 10 * 1024 * 1024,
    },
  );
  const dir = (JSON.parse(stdout) as { Dir?: string }).Dir;
  if (!dir) throw new Error('go mod download did not report a source directory for FerretDB');
  const src = path.join(cacheDir(), 'src');
  await rm(src, { recursive: true, force: true });
  await mkdir(path.dirname(src), { recursive: true });
  await cp(dir, src, { recursive: true });
  await execFileAsync('chmod', ['-R', 'u+w', src]);
  await writeFile(path.join(src, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
  await mkdir(path.dirname(binary), { recursive: true });
  await execFileAsync('go', ['build', '-trimpath', '-o', binary, './cmd/ferretdb'], {
    env,
    cwd: src,
    maxBuffer: 10 * 1024 * 1024,
  });
  await chmod(binary, 0o755);
  await rm(src, { recursive: true, force: true });
  return binary;
}

/** FerretDB's storage: its embedded SQLite files in a directory, or a PostgreSQL database (a URL). */
export type FerretdbBackend = { kind: 'sqlite'; dir: string } | { kind: 'postgresql'; url: string };

export function ferretdbArgs(backend: FerretdbBackend, stateDir: string, port: number): string[] {
  return [
    ...(backend.kind === 'sqlite'
      ? ['--handler=sqlite', `--sqlite-url=file:${backend.dir}/`]
      : ['--handler=postgresql', `--postgresql-url=${backend.url}`]),
    `--state-dir=${stateDir}`,
    `--listen-addr=127.0.0.1:${port}`,
    '--debug-addr=127.0.0.1:0',
    '--telemetry=disable',
    '--log-level=warn',
  ];
}
