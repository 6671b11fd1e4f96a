import { type ChildProcess, execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { assertPortFree, startProcess, stopProcess, waitForPort } from '../lib/proc';
import { ensureFerretdb, FERRETDB_VERSION, type FerretdbBackend, ferretdbArgs } from './ferretdb';
import { findPostgres, type PostgresCluster, postgresCluster } from './postgres';

const execFileAsync = promisify(execFile);

/** A running MongoDB-wire database the services can use. */
export interface DbEngine {
  /** Human-readable, printed at start: which engine runs. */
  name: string;
  /** Base URI without a database name, e.g. mongodb://127.0.0.1:27027 */
  uri: string;
  /**
   * Stops the engine (no-op for an external database); `SIGKILL` plays a crash (the reliability tests),
   * the default lets it shut down cleanly.
   */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again after stop() with the same data and port; only embedded engines can. */
  start?(): Promise<void>;
  /**
   * What the engine stands on (FerretDB's PostgreSQL), to stop and start on its own: the reliability tests
   * crash it under a live FerretDB.
   */
  backend?: Pick<PostgresCluster, 'start' | 'stop' | 'freeze'>;
}

/** FerretDB's backend: PostgreSQL where the machine has its server, else SQLite (EMBEDDED_DB_BACKEND). */
export type EmbeddedBackend = 'postgresql' | 'sqlite';

export interface ResolveOptions {
  purpose: 'start' | 'test';
  /** Only this FerretDB backend (tests of both); default: EMBEDDED_DB_BACKEND, else the first that works. */
  backend?: EmbeddedBackend;
  /** Where embedded data lives (survives restarts). */
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}

const NO_ENGINE_HELP = [
  'No MongoDB-wire database could be found or started.',
  'Provide one of:',
  '  - MONGODB_URI=mongodb://host:27017 (any MongoDB 6+ or compatible server),',
  '  - docker compose up -d mongo   (then MONGODB_URI=mongodb://127.0.0.1:27017/?replicaSet=rs0&directConnection=true),',
  '  - a `mongod` binary on PATH or in MONGOMS_SYSTEM_BINARY,',
  `  - Go on PATH, so FerretDB ${FERRETDB_VERSION} can be built once into ~/.cache/wedding-db`,
  '    (on PostgreSQL where the machine has its server, else on SQLite).',
].join('\n');

async function dockerAnswers(): Promise<boolean> {
  try {
    await execFileAsync('docker', ['info', '--format', '{{.ServerVersion}}'], { timeout: 3000 });
    return true;
  } catch {
    return false;
  }
}

function findMongod(): string | null {
  const fromEnv = process.env.MONGOMS_SYSTEM_BINARY;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'mongod');
    if (dir && existsSync(candidate)) return candidate;
  }
  // mongodb-memory-server's download cache, when another tool has filled it
  const cache = path.join(os.homedir(), '.cache', 'mongodb-binaries');
  if (existsSync(cache)) {
    for (const entry of readdirSync(cache)) {
      if (entry.startsWith('mongod-')) return path.join(cache, entry);
    }
  }
  return null;
}

interface ProcessEngineOptions {
  name: string;
  command: string;
  args: string[];
  port: number;
  /** Something the process stands on (FerretDB's PostgreSQL): started before it, stopped after it. */
  below?: Pick<PostgresCluster, 'start' | 'stop' | 'freeze'>;
}

/**
 * An engine that is a process of ours on `port`. It never talks to what another program serves there: a
 * taken port stops the start with a message, and so does the process exiting before it listens.
 */
function processEngine({ name, command, args, port, below }: ProcessEngineOptions): DbEngine {
  let child: ChildProcess | null = null;
  const engine: DbEngine = {
    name,
    uri: `mongodb://127.0.0.1:${port}`,
    ...(below ? { backend: below } : {}),
    async start() {
      await assertPortFree(
        port,
        `The database port ${port} is taken by another program; the product only uses a database it started itself ` +
          '(or the one MONGODB_URI names). Stop that program, or choose another port with DB_PORT.',
      );
      await below?.start();
      const started = startProcess(command, args, { label: 'db', quiet: true });
      child = started;
      const exited = new Promise<never>((_, reject) =>
        started.once('exit', (code, signal) =>
          reject(new Error(`${name} exited (${signal ?? `code ${code}`}) before listening on port ${port}`)),
        ),
      );
      exited.catch(() => {});
      try {
        await Promise.race([waitForPort(port, '127.0.0.1', 30000), exited]);
      } catch (error) {
        await engine.stop();
        throw error;
      }
    },
    async stop(signal?: NodeJS.Signals) {
      if (child) await stopProcess(child, signal);
      child = null;
      await below?.stop(signal);
    },
  };
  return engine;
}

/** `dir` as seen from here when it is below the working directory, else in full. */
const relative = (dir: string) => {
  const inside = path.relative(process.cwd(), dir);
  return inside && !inside.startsWith('..') ? inside : dir;
};

/** FerretDB on the backend asked for, or on the first that works: PostgreSQL, then SQLite. */
async function ferretdbEngine(binary: string, options: ResolveOptions, log: (line: string) => void) {
  const stateDir = path.join(options.dataDir, 'ferretdb');
  await mkdir(stateDir, { recursive: true });
  const wanted = options.backend ?? parseBackend(process.env.EMBEDDED_DB_BACKEND);
  let backend: FerretdbBackend = { kind: 'sqlite', dir: stateDir };
  let name = `FerretDB ${FERRETDB_VERSION} on SQLite (embedded, under ${relative(stateDir)})`;
  let below: PostgresCluster | undefined;
  if (wanted !== 'sqlite') {
    const install = findPostgres();
    if (install) {
      try {
        below = await postgresCluster({
          install,
          dataDir: options.dataDir,
          throwaway: options.purpose === 'test',
          log,
        });
        backend = { kind: 'postgresql', url: below.url };
        name = `FerretDB ${FERRETDB_VERSION} on ${below.label} (cluster under ${relative(path.join(options.dataDir, 'postgresql'))})`;
      } catch (error) {
        if (wanted === 'postgresql') throw error;
        log(`PostgreSQL could not be used (${(error as Error).message}); FerretDB runs on SQLite instead.`);
      }
    } else if (wanted === 'postgresql') {
      throw new Error(
        'EMBEDDED_DB_BACKEND=postgresql, but no PostgreSQL server was found (POSTGRES_BIN_DIR)',
      );
    } else {
      log(
        'No PostgreSQL server found on this machine: FerretDB runs on SQLite (slower; see docs/database.md).',
      );
    }
  }
  const engine = processEngine({
    name,
    command: binary,
    args: ferretdbArgs(backend, stateDir, options.port),
    port: options.port,
    below,
  });
  await engine.start?.();
  return engine;
}

export function parseBackend(value: string | undefined): EmbeddedBackend | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'postgresql' || value === 'sqlite') return value;
  throw new Error(`EMBEDDED_DB_BACKEND must be postgresql or sqlite (got ${JSON.stringify(value)})`);
}

/** Resolves the database in the order ARCHITECTURE.md gives, first that works. */
export async function resolveDatabase(options: ResolveOptions): Promise<DbEngine> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const external = process.env.MONGODB_URI;
  if (external) {
    return { name: 'external MongoDB from MONGODB_URI', uri: external, stop: async () => {} };
  }

  if (options.purpose === 'test' && (await dockerAnswers())) {
    const { MongoDBContainer } = await import('@testcontainers/mongodb');
    const container = await new MongoDBContainer('mongo:8.0').start();
    return {
      name: 'MongoDB 8.0 in a testcontainers container',
      uri: `${container.getConnectionString()}/?directConnection=true`,
      stop: async () => {
        await container.stop();
      },
    };
  }

  const mongod = findMongod();
  if (mongod) {
    const dbPath = path.join(options.dataDir, 'mongod');
    await mkdir(dbPath, { recursive: true });
    const engine = processEngine({
      name: `mongod (${mongod})`,
      command: mongod,
      args: ['--dbpath', dbPath, '--port', String(options.port), '--bind_ip', '127.0.0.1'],
      port: options.port,
    });
    await engine.start?.();
    return engine;
  }

  const ferretdb = await ensureFerretdb(log);
  if (ferretdb) return ferretdbEngine(ferretdb, options, log);

  throw new Error(NO_ENGINE_HELP);
}

/**
 * FerretDB on the backend asked for, whatever MONGODB_URI or the machine offers: for the tests that crash
 * what FerretDB stands on.
 */
export async function embeddedFerretdb(options: ResolveOptions): Promise<DbEngine> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const ferretdb = await ensureFerretdb(log);
  if (!ferretdb) throw new Error(NO_ENGINE_HELP);
  return ferretdbEngine(ferretdb, options, log);
}

/** `mongodb://host:port/?opts` + database name → `mongodb://host:port/name?opts` */
export function withDatabase(uri: string, database: string): string {
  const url = new URL(uri);
  url.pathname = `/${database}`;
  return url.toString();
}
