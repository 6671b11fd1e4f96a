/**
 * Runs a command with MONGODB_URI pointing at a database resolved the way ARCHITECTURE.md says
 * (an external MONGODB_URI, testcontainers, mongod, then embedded FerretDB), and stops it after.
 * Usage: tsx scripts/with-db.ts <command> [args…]
 */
import { rm } from 'node:fs/promises';
import { resolveDatabase } from './db/engine';
import { scratchDir } from './db/scratch-dir';
import { freePort, run, stopChildrenOnExit } from './lib/proc';

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error('usage: tsx scripts/with-db.ts <command> [args…]');
  stopChildrenOnExit();
  const dataDir = await scratchDir('wedding-test-db-');
  const engine = await resolveDatabase({ purpose: 'test', dataDir, port: await freePort() });
  console.log(`database engine: ${engine.name}`);
  let code = 1;
  try {
    code = await run(command, args, { env: { ...process.env, MONGODB_URI: engine.uri }, shell: false });
  } finally {
    await engine.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
