import { type ChildProcess, execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startProcess, stopProcess, waitForPort } from '../lib/proc';
import { ensureFerretdb, FERRETDB_VERSION, ferretdbArgs } from './ferretdb';

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
}

export interface ResolveOptions {
  purpose: 'start' | 'test';
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
  `  - Go on PATH, so FerretDB ${FERRETDB_VERSION} can be built once into ~/.cache/wedding-db.`,
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

function processEngine(name: string, command: string, args: string[], port: number): DbEngine {
  let child: ChildProcess | null = null;
  const engine: DbEngine = {
    name,
    uri: `mongodb://127.0.0.1:${port}`,
    async start() {
      child = startProcess(command, args, { label: 'db', quiet: true });
      await waitForPort(port, '127.0.0.1', 30000);
    },
    async stop(signal?: NodeJS.Signals) {
      if (child) await stopProcess(child, signal);
      child = null;
    },
  };
  return engine;
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
    const engine = processEngine(
      `mongod (${mongod})`,
      mongod,
      ['--dbpath', dbPath, '--port', String(options.port), '--bind_ip', '127.0.0.1'],
      options.port,
    );
    await engine.start?.();
    return engine;
  }

  const ferretdb = await ensureFerretdb(log);
  if (ferretdb) {
    const dataDir = path.join(options.dataDir, 'ferretdb');
    await mkdir(dataDir, { recursive: true });
    const engine = processEngine(
      `FerretDB ${FERRETDB_VERSION} (embedded SQLite under ${path.relative(process.cwd(), dataDir) || dataDir})`,
      ferretdb,
      ferretdbArgs(dataDir, options.port),
      options.port,
    );
    await engine.start?.();
    return engine;
  }

  throw new Error(NO_ENGINE_HELP);
}

/** `mongodb://host:port/?opts` + database name → `mongodb://host:port/name?opts` */
export function withDatabase(uri: string, database: string): string {
  const url = new URL(uri);
  url.pathname = `/${database}`;
  return url.toString();
}
