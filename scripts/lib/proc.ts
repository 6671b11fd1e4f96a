import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';

/** Children started by this process; stopped on exit so Ctrl-C never leaves servers behind. */
const children = new Set<ChildProcess>();
/** The signal that stops a child cleanly, where it is not SIGTERM (PostgreSQL: SIGINT). */
const stopSignals = new WeakMap<ChildProcess, NodeJS.Signals>();

// Whatever ends this process (normal exit, an uncaught error, a signal handler calling exit), its
// servers go with it instead of lingering as orphans.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export interface StartOptions extends SpawnOptions {
  /** Prefix for each output line, e.g. "svc-public". Omit to stay silent. */
  label?: string;
  /** Keep output quiet unless the process fails. */
  quiet?: boolean;
  /** The signal that stops it cleanly (stopProcess's default for it), when not SIGTERM. */
  stopSignal?: NodeJS.Signals;
}

/** The last lines a quiet process printed (what its failure shows, and what a test may read). */
const QUIET_LINES_KEPT = 2000;
const quietOutput = new WeakMap<ChildProcess, string[]>();

/** The last lines (QUIET_LINES_KEPT) a process started quiet printed; empty for one that printed them. */
export const recentOutput = (child: ChildProcess | undefined): string[] =>
  child ? [...(quietOutput.get(child) ?? [])] : [];

export function startProcess(command: string, args: string[], options: StartOptions = {}): ChildProcess {
  const { label, quiet, stopSignal, ...spawnOptions } = options;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  children.add(child);
  if (stopSignal) stopSignals.set(child, stopSignal);
  child.on('exit', () => children.delete(child));
  const buffered: string[] = [];
  quietOutput.set(child, buffered);
  const forward = (stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) => {
    stream?.setEncoding('utf8');
    let rest = '';
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (quiet) {
          buffered.push(line);
          if (buffered.length > QUIET_LINES_KEPT) buffered.shift();
        } else if (label) out.write(`[${label}] ${line}\n`);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (quiet && code && code !== 0 && !signal) {
      process.stderr.write(`[${label ?? command}] exited with ${code}:\n${buffered.join('\n')}\n`);
    }
  });
  return child;
}

export function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = stopSignals.get(child) ?? 'SIGTERM',
  graceMs = 5000,
): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].reverse().map((child) => stopProcess(child)));
}

/** Runs a command to completion, inheriting stdio; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 30000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export async function waitForHttp(
  url: string,
  timeoutMs = 30000,
  ok = (status: number) => status < 500,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (ok(res.status)) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Whether a server can listen on `port` on loopback right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Where the kernel takes the local ports of outgoing connections and of listen(0) (Linux's default). */
function ephemeralPortsStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const start = Number(low);
    return Number.isInteger(start) && start > 12_000 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

/** Ports this process handed out already (never twice). */
const handedOut = new Set<number>();

/**
 * A free loopback port for a server to listen on. Not one of listen(0)'s: a port from the ephemeral range
 * may be taken, between this check and the server's listen, by any outgoing connection or by another
 * process's listen(0) (it happened in a CI run: a service failed with EADDRINUSE and the test talked to
 * another test stack's). So the port is below the ephemeral range, in a slice of its own for each jest
 * worker (parallel test files never draw the same one), picked at random and checked free.
 */
export async function freePort(): Promise<number> {
  const first = 10_000;
  const slices = 8;
  const size = Math.floor((ephemeralPortsStart() - first) / slices);
  const worker = Number(process.env.JEST_WORKER_ID ?? 0) % slices;
  const base = first + worker * size;
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const port = base + Math.floor(Math.random() * size);
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${base} and ${base + size - 1}`);
}

let exiting = false;
/** Stops every child on Ctrl-C / SIGTERM, then exits. */
export function stopChildrenOnExit(): void {
  const handler = (signal: NodeJS.Signals) => {
    if (exiting) return;
    exiting = true;
    process.stdout.write(`\n${signal}: stopping everything that was started…\n`);
    void stopAll().then(() => process.exit(130));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** Throws `message` when something already listens on 127.0.0.1:`port`. */
export function assertPortFree(port: number, message: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(message) : error),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}
