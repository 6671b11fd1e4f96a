/**
 * `npm start`: builds what changed, starts the database (resolved as ARCHITECTURE.md says), both
 * services, both remotes and the gateway, prints the URL, and stops everything on Ctrl-C.
 */
import path from 'node:path';
import { buildAll } from './build';
import { stopChildrenOnExit } from './lib/proc';
import { startPorts } from './lib/start-settings';
import { ROOT, startStack } from './stack';

async function main(): Promise<void> {
  stopChildrenOnExit();
  // a port that is no port is refused before anything is built or started
  const ports = startPorts();
  await buildAll();
  const stack = await startStack({
    ports,
    purpose: 'start',
    dataDir: path.join(ROOT, '.data'),
    verbose: true,
  });
  const stopStack = async () => {
    await stack.stopAll();
    process.exit(0);
  };
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stopStack());
  process.on('SIGTERM', () => void stopStack());
  console.log('');
  console.log(`  Wedding site:     ${stack.url}/`);
  console.log(`  Admin back office: ${stack.url}/admin`);
  console.log(`  Database engine:  ${stack.engine.name}`);
  console.log('  Press Ctrl-C to stop everything.');
  console.log('');
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
