/**
 * `npm start`: builds what changed, starts the database (resolved as ARCHITECTURE.md says), both
 * services, both remotes and the gateway, prints the URL, and stops everything on Ctrl-C.
 */
import path from 'node:path';
import { buildAll } from './build';
import { stopChildrenOnExit } from './lib/proc';
import { DEFAULT_PORTS, ROOT, startStack } from './stack';

const envPort = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a whole number between 1 and 65535 (got ${JSON.stringify(raw)})`);
    process.exit(1);
  }
  return port;
};

async function main(): Promise<void> {
  stopChildrenOnExit();
  await buildAll();
  const ports = {
    gateway: envPort('PORT', DEFAULT_PORTS.gateway),
    mfPublic: envPort('MF_PUBLIC_PORT', DEFAULT_PORTS.mfPublic),
    mfAdmin: envPort('MF_ADMIN_PORT', DEFAULT_PORTS.mfAdmin),
    svcPublic: envPort('SVC_PUBLIC_PORT', DEFAULT_PORTS.svcPublic),
    svcAdmin: envPort('SVC_ADMIN_PORT', DEFAULT_PORTS.svcAdmin),
    db: envPort('DB_PORT', DEFAULT_PORTS.db),
  };
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
