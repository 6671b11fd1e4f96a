import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { type DbEngine, type EmbeddedBackend, resolveDatabase, withDatabase } from './db/engine';
import { freePort, recentOutput, startProcess, stopProcess, waitForHttp } from './lib/proc';

export const ROOT = path.resolve(__dirname, '..');

export interface StackPorts {
  gateway: number;
  mfPublic: number;
  mfAdmin: number;
  svcPublic: number;
  svcAdmin: number;
  db: number;
}

/** The database a stack's services use unless told otherwise (`npm start`'s, and seed:demo's). */
export const DEFAULT_DATABASE = 'wedding';

export const DEFAULT_PORTS: StackPorts = {
  gateway: 3000,
  mfPublic: 3001,
  mfAdmin: 3002,
  svcPublic: 4001,
  svcAdmin: 4002,
  db: 27027,
};

export type PartName = 'svcPublic' | 'svcAdmin' | 'mfPublic' | 'mfAdmin' | 'gateway';

export interface StackOptions {
  ports: StackPorts;
  purpose: 'start' | 'test';
  dataDir: string;
  /** FerretDB's backend, when the embedded engine runs (default: the first that works). */
  backend?: EmbeddedBackend;
  database?: string;
  /** Print each part's output with a label (npm start) or keep it quiet (tests). */
  verbose?: boolean;
  /** Extra environment for the services (e.g. LOG_LEVEL). */
  env?: NodeJS.ProcessEnv;
  /** Serve a remote from another directory (tests point the shell at a copy). */
  mfPublicDir?: string;
  mfPublicUrl?: string;
  /** The database URI a service is given (a test routes one service through a wire trap). */
  databaseUriFor?: (service: 'svcPublic' | 'svcAdmin', mongoUri: string) => string;
  log?: (line: string) => void;
  /** The parts to start (default: all five); the API fuzzer needs the services only. */
  parts?: PartName[];
}

export interface Stack {
  engine: DbEngine;
  url: string;
  ports: StackPorts;
  mongoUri: string;
  start(part: PartName): Promise<void>;
  stop(part: PartName, signal?: NodeJS.Signals): Promise<void>;
  /** The process id of a running part (memory sampling in the soak benchmark reads /proc/<pid>). */
  pid(part: PartName): number | undefined;
  /** The last lines a running part printed, when the stack runs quiet (a test's failure explains itself). */
  output(part: PartName): string[];
  stopAll(): Promise<void>;
}

const node = process.execPath;
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** A free loopback port for every part and the database (a stack beside others: tests, the API fuzzer). */
export async function freePorts(): Promise<StackPorts> {
  return {
    gateway: await freePort(),
    mfPublic: await freePort(),
    mfAdmin: await freePort(),
    svcPublic: await freePort(),
    svcAdmin: await freePort(),
    db: await freePort(),
  };
}

/**
 * Until the gateway serves the guests' pages prerendered. It fetches them from mf-public as it starts (each
 * fetch allowed 500 ms), and a page asked for before it has them is served without them: the boot message
 * until the scripts arrive. On a busy machine that was a test's first page (a CI run's early-input.e2e,
 * which holds the scripts back, waited 30 s for the painted form).
 */
async function waitForPrerenderedPages(origin: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const html = await (await fetch(`${origin}/rsvp`)).text();
      if (html.includes('data-prerendered=')) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`${origin} did not serve the prerendered pages within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts `parts`: the gateway last, once the others answer, and with mf-public until it serves the pages painted. */
async function startParts(stack: Stack, parts: readonly PartName[]): Promise<void> {
  await Promise.all(parts.filter((part) => part !== 'gateway').map((part) => stack.start(part)));
  if (!parts.includes('gateway')) return;
  await stack.start('gateway');
  if (parts.includes('mfPublic')) await waitForPrerenderedPages(stack.url);
}

/** Starts database, both services, both remotes and the gateway from the built output. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const { ports } = options;
  const engine = await resolveDatabase({
    purpose: options.purpose,
    backend: options.backend,
    dataDir: options.dataDir,
    port: ports.db,
    log: options.log,
  });
  const mongoUri = withDatabase(engine.uri, options.database ?? DEFAULT_DATABASE);
  const origin = `http://localhost:${ports.gateway}`;
  const serviceEnv = {
    ...process.env,
    NODE_ENV: options.purpose === 'test' ? 'test' : 'production',
    MONGODB_URI: mongoUri,
    PUBLIC_ORIGIN: `${origin},http://127.0.0.1:${ports.gateway}`,
    LOG_LEVEL: options.verbose ? 'info' : 'warn',
    ...options.env,
  };
  const databaseUri = (service: 'svcPublic' | 'svcAdmin') =>
    options.databaseUriFor?.(service, mongoUri) ?? mongoUri;
  const mfPublicUrl = options.mfPublicUrl ?? `http://localhost:${ports.mfPublic}/mf-manifest.json`;
  const definitions: Record<
    PartName,
    { args: string[]; env: NodeJS.ProcessEnv; health: string; label: string }
  > = {
    svcPublic: {
      label: 'svc-public',
      args: [path.join(ROOT, 'svc-public/dist/index.js')],
      env: { ...serviceEnv, MONGODB_URI: databaseUri('svcPublic'), PORT: String(ports.svcPublic) },
      health: `http://127.0.0.1:${ports.svcPublic}/api/health`,
    },
    svcAdmin: {
      label: 'svc-admin',
      args: [path.join(ROOT, 'svc-admin/dist/index.js')],
      env: { ...serviceEnv, MONGODB_URI: databaseUri('svcAdmin'), PORT: String(ports.svcAdmin) },
      health: `http://127.0.0.1:${ports.svcAdmin}/api/admin/health`,
    },
    mfPublic: {
      label: 'mf-public',
      args: [
        tsx,
        path.join(ROOT, 'scripts/serve-static.ts'),
        options.mfPublicDir ?? path.join(ROOT, 'mf-public/dist'),
        String(ports.mfPublic),
      ],
      env: process.env,
      health: `http://127.0.0.1:${ports.mfPublic}/mf-manifest.json`,
    },
    mfAdmin: {
      label: 'mf-admin',
      args: [
        tsx,
        path.join(ROOT, 'scripts/serve-static.ts'),
        path.join(ROOT, 'mf-admin/dist'),
        String(ports.mfAdmin),
      ],
      env: process.env,
      health: `http://127.0.0.1:${ports.mfAdmin}/mf-manifest.json`,
    },
    gateway: {
      label: 'gateway',
      args: [path.join(ROOT, 'shell/dist-server/index.js')],
      env: {
        ...process.env,
        PORT: String(ports.gateway),
        MF_PUBLIC_URL: mfPublicUrl,
        MF_ADMIN_URL: `http://localhost:${ports.mfAdmin}/mf-manifest.json`,
        SVC_PUBLIC_URL: `http://127.0.0.1:${ports.svcPublic}`,
        SVC_ADMIN_URL: `http://127.0.0.1:${ports.svcAdmin}`,
        ...options.env,
      },
      health: `http://127.0.0.1:${ports.gateway}/runtime-config`,
    },
  };
  const running = new Map<PartName, ChildProcess>();

  const start = async (part: PartName) => {
    const def = definitions[part];
    const child = startProcess(node, def.args, {
      env: def.env,
      cwd: ROOT,
      label: options.verbose ? def.label : undefined,
      quiet: !options.verbose,
    });
    running.set(part, child);
    // services answer 503 until the database is there; any answer means "up"
    await waitForHttp(def.health, 60000, (status) => status < 600);
  };
  const stop = async (part: PartName, signal: NodeJS.Signals = 'SIGTERM') => {
    const child = running.get(part);
    running.delete(part);
    if (child) await stopProcess(child, signal);
  };

  const stack: Stack = {
    engine,
    ports,
    mongoUri,
    url: origin,
    start,
    stop,
    pid: (part) => running.get(part)?.pid,
    output: (part) => recentOutput(running.get(part)),
    async stopAll() {
      await Promise.all([...running.keys()].map((part) => stop(part)));
      await engine.stop();
    },
  };
  try {
    await startParts(stack, options.parts ?? ['svcPublic', 'svcAdmin', 'mfPublic', 'mfAdmin', 'gateway']);
  } catch (error) {
    await stack.stopAll();
    throw error;
  }
  return stack;
}
