import { rm } from 'node:fs/promises';
import { scratchDir } from '../../scripts/db/scratch-dir';
import { freePort } from '../../scripts/lib/proc';
import { type Stack, type StackOptions, startStack } from '../../scripts/stack';
import { TEST_WINDOWS_ENV } from '../../scripts/testing/rate-limit-windows';

export async function freePorts() {
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
