/**
 * A PostgreSQL cluster of the project's own, for FerretDB's PostgreSQL backend (engine.ts): created with
 * the machine's `initdb` under the engine's data directory, started with the machine's `postgres` on a
 * Unix socket only (no TCP listener at all), and stopped with it. PostgreSQL refuses to run as root, so
 * when this process is root the cluster belongs to, and runs as, the `postgres` account.
 *
 * Throwaway clusters (tests) skip the disk syncs (fsync, full_page_writes off): they live in RAM and are
 * deleted after the run, and a crashed server process still loses nothing it acknowledged. `npm start`'s
 * cluster keeps PostgreSQL's durable defaults.
 */
import { type ChildProcess, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startProcess, stopProcess } from '../lib/proc';
import { GIN_COMPANIONS_SQL } from './postgres-indexes';

/** Where Debian (and Ubuntu) install each PostgreSQL major version's programs. */
const DEBIAN_ROOT = '/usr/lib/postgresql';
const PORT = 5432;
/** Unix socket paths are limited to 107 bytes; `.s.PGSQL.5432` takes 14 of them. */
const MAX_SOCKET_DIR = 90;

export interface PostgresInstall {
  binDir: string;
  version: string;
}

const hasServer = (binDir: string) =>
  existsSync(path.join(binDir, 'initdb')) && existsSync(path.join(binDir, 'postgres'));

/**
 * The PostgreSQL server programs of this machine: POSTGRES_BIN_DIR, else the newest of
 * /usr/lib/postgresql/<major>/bin, else the directory `pg_config --bindir` names; null when none has
 * both `initdb` and `postgres`.
 */
export function findPostgres(env: NodeJS.ProcessEnv = process.env): PostgresInstall | null {
  const candidates: string[] = [];
  if (env.POSTGRES_BIN_DIR) candidates.push(env.POSTGRES_BIN_DIR);
  if (existsSync(DEBIAN_ROOT)) {
    const majors = readdirSync(DEBIAN_ROOT)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...majors.map((major) => path.join(DEBIAN_ROOT, major, 'bin')));
  }
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: 'pipe' }).trim());
  } catch {
    // no pg_config on PATH
  }
  const binDir = candidates.find(hasServer);
  if (!binDir) return null;
  const version = execFileSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' })
    .trim()
    .replace(/^postgres \(PostgreSQL\) /, '')
    .split(' ')[0] as string;
  return { binDir, version };
}

/** The account the server runs as: this process's own, or `postgres` when this process is root. */
interface Account {
  uid?: number;
  gid?: number;
  name: string;
}

function serverAccount(): Account {
  if (process.getuid?.() !== 0) return { name: os.userInfo().username };
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) {
    throw new Error(
      'PostgreSQL refuses to run as root, and this machine has no `postgres` account to run it as',
    );
  }
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid), name: 'postgres' };
}

const asAccount = (account: Account) =>
  account.uid === undefined ? {} : { uid: account.uid, gid: account.gid as number };

/** Makes `dir` reachable by the server's account, or says which directory stands in the way. */
async function makeReachable(dir: string, account: Account): Promise<void> {
  if (account.uid === undefined) return;
  // the engine's own data directory (a 0700 scratch directory in tests) only needs to be passable
  await chmod(dir, 0o711);
  const probe = spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', dir], {
    ...asAccount(account),
    stdio: 'ignore',
  });
  if (probe.status !== 0) {
    throw new Error(
      `the ${account.name} account cannot reach ${dir}: a directory above it is closed to other users`,
    );
  }
}

export interface PostgresCluster {
  /** The connection URL FerretDB is given: its database over the Unix socket. */
  url: string;
  /** "PostgreSQL 15.14" */
  label: string;
  start(): Promise<void>;
  /** Runs SQL in FerretDB's database as the cluster's superuser; gives psql's unaligned output. */
  sql(query: string): string;
  /** `SIGKILL` plays a crash (immediate shutdown, recovery at the next start); otherwise a fast shutdown. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /**
   * Stalls the server (SIGSTOP to it and every backend it runs) or lets it go on (SIGCONT): a database
   * that neither answers nor closes its connections, for the reliability tests.
   */
  freeze(frozen: boolean): void;
}

export interface ClusterOptions {
  install: PostgresInstall;
  /** The engine's data directory; the cluster lives in `<dataDir>/postgresql`. */
  dataDir: string;
  /** A throwaway cluster: no disk syncs. */
  throwaway: boolean;
  log?: (line: string) => void;
}

const DATABASE = 'ferretdb';
/** FerretDB's connections to PostgreSQL; the server allows a few more (psql, createdb, maintenance). */
const POOL = 150;

/** Creates the cluster the first time (initdb, then FerretDB's database), and gives its handle. */
export async function postgresCluster(options: ClusterOptions): Promise<PostgresCluster> {
  const { install, dataDir, throwaway } = options;
  const account = serverAccount();
  const own = asAccount(account);
  const clusterDir = path.join(dataDir, 'postgresql');
  await mkdir(dataDir, { recursive: true });
  await makeReachable(dataDir, account);
  const bin = (name: string) => path.join(install.binDir, name);

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    options.log?.(`creating a PostgreSQL cluster under ${clusterDir}…`);
    await rm(clusterDir, { recursive: true, force: true });
    await mkdir(clusterDir, { mode: 0o700 });
    if (own.uid !== undefined) await chown(clusterDir, own.uid, own.gid);
    const initdb = spawnSync(
      bin('initdb'),
      [
        '-D',
        clusterDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
        ...(throwaway ? ['--no-sync'] : []),
      ],
      { ...own, encoding: 'utf8' },
    );
    if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr || initdb.stdout}`);
  }

  const socketDir =
    clusterDir.length <= MAX_SOCKET_DIR ? clusterDir : await mkdtemp(path.join('/tmp', 'wedding-pg-'));
  if (own.uid !== undefined && socketDir !== clusterDir) await chown(socketDir, own.uid, own.gid);
  const settings = [
    'listen_addresses=',
    `unix_socket_directories=${socketDir}`,
    'unix_socket_permissions=0700',
    `port=${PORT}`,
    `max_connections=${POOL + 20}`,
    'shared_buffers=128MB',
    'log_min_messages=warning',
    // a process crash (the reliability tests' SIGQUIT) loses nothing the server acknowledged: every commit's
    // WAL is written before the answer (synchronous_commit stays on); only the disk syncs are skipped
    ...(throwaway ? ['fsync=off', 'full_page_writes=off'] : []),
  ];
  let server: ChildProcess | null = null;
  const connect = ['-h', socketDir, '-p', String(PORT), '-U', 'postgres'];
  /** Runs SQL in FerretDB's database (or `database`) and gives psql's unaligned output. */
  const psql = (query: string, database = DATABASE): string => {
    const result = spawnSync(bin('psql'), [...connect, '-d', database, '-v', 'ON_ERROR_STOP=1', '-qtA'], {
      ...own,
      input: query,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`psql failed: ${result.stderr || result.stdout}`);
    return result.stdout.trim();
  };

  const ready = async (): Promise<void> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server?.exitCode !== null || server?.signalCode) {
        throw new Error(`PostgreSQL (${clusterDir}) exited while starting`);
      }
      const probe = spawnSync(bin('pg_isready'), ['-q', '-h', socketDir, '-p', String(PORT)], own);
      if (probe.status === 0) return;
      if (Date.now() > deadline) throw new Error(`PostgreSQL (${clusterDir}) did not start within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const cluster: PostgresCluster = {
    // FerretDB's pool (default 50) is raised: an update command holds one connection per statement until
    // it ends, and one that needs the whole pool never answers (svc-admin's UPDATE_CHUNK stays far below)
    url: `postgres://postgres@/${DATABASE}?host=${encodeURIComponent(socketDir)}&port=${PORT}&pool_max_conns=${POOL}`,
    label: `PostgreSQL ${install.version}`,
    async start() {
      server = startProcess(bin('postgres'), ['-D', clusterDir, ...settings.flatMap((s) => ['-c', s])], {
        ...own,
        label: 'postgresql',
        quiet: true,
        // a fast shutdown: open sessions are ended, the data is written out; never the default "smart" one,
        // which waits for every client to leave
        stopSignal: 'SIGINT',
      });
      await ready();
      if (psql(`SELECT 1 FROM pg_database WHERE datname='${DATABASE}'`, 'postgres') !== '1') {
        const created = spawnSync(bin('createdb'), [...connect, DATABASE], { ...own, encoding: 'utf8' });
        if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr}`);
      }
      psql(GIN_COMPANIONS_SQL);
    },
    sql: (query: string) => psql(query),
    freeze(frozen: boolean) {
      const pid = server?.pid;
      if (!pid) throw new Error('the cluster is not running');
      const backends = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout;
      const pids = [pid, ...backends.split('\n').filter(Boolean).map(Number)];
      for (const each of pids) process.kill(each, frozen ? 'SIGSTOP' : 'SIGCONT');
    },
    async stop(signal?: NodeJS.Signals) {
      const child = server;
      server = null;
      // SIGQUIT is PostgreSQL's immediate shutdown: what a crash leaves behind, recovered at the next start
      // (a SIGKILL would orphan its backends, which keep the shared memory the next start needs)
      if (child) await stopProcess(child, signal === 'SIGKILL' ? 'SIGQUIT' : 'SIGINT', 30_000);
    },
  };
  return cluster;
}
