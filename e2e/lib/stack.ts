import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { scratchDir } from '../../scripts/db/scratch-dir';
import { freePort, startProcess, waitForHttp } from '../../scripts/lib/proc';
import { freePorts, ROOT, type Stack, type StackOptions, startStack } from '../../scripts/stack';
import { TEST_WINDOWS_ENV } from '../../scripts/testing/rate-limit-windows';

export { freePorts };

/**
 * A whole stack on free loopback ports with its own database, for one test file; its rate limits count in
 * 30-day windows unless `env` sets them (see scripts/testing/rate-limit-windows.ts).
 */
export async function startTestStack(
  overrides: Partial<StackOptions> = {},
): Promise<Stack & { cleanup(): Promise<void> }> {
  const dataDir = await scratchDir('wedding-e2e-');
  const stack = await startStack({
    ports: await freePorts(),
    purpose: 'test',
    dataDir,
    ...overrides,
    env: { ...TEST_WINDOWS_ENV, ...overrides.env },
  });
  return Object.assign(stack, {
    async cleanup() {
      await stack.stopAll();
      await rm(dataDir, { recursive: true, force: true });
    },
  });
}

/**
 * Another instance of `service` on `stack`'s database (as a second process behind one balancer would be),
 * with the test windows and `env` (give it the settings the stack's own instance got). The caller stops
 * `child` (stopProcess) before the stack's cleanup.
 */
export async function startSecondInstance(
  stack: Stack,
  service: 'svc-public' | 'svc-admin',
  env: NodeJS.ProcessEnv = {},
): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = startProcess(process.execPath, [path.join(ROOT, `${service}/dist/index.js`)], {
    cwd: ROOT,
    quiet: true,
    label: `${service} #2`,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      MONGODB_URI: stack.mongoUri,
      PUBLIC_ORIGIN: `${stack.url},http://127.0.0.1:${stack.ports.gateway}`,
      LOG_LEVEL: 'warn',
      ...TEST_WINDOWS_ENV,
      ...env,
      PORT: String(port),
    },
  });
  const health = service === 'svc-public' ? '/api/health' : '/api/admin/health';
  await waitForHttp(`http://127.0.0.1:${port}${health}`, 60_000);
  return { port, child };
}
