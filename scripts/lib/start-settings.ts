/**
 * Where `npm start` puts each part and its database, read from the environment once for every script
 * that must agree with it (`npm start`, `npm run seed:demo`): a demo seeded elsewhere than the product
 * reads would be written into a database nobody meant.
 */
import { withDatabase } from '../db/engine';
import { DEFAULT_DATABASE, DEFAULT_PORTS, type StackPorts } from '../stack';

function envPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a whole number between 1 and 65535 (got ${JSON.stringify(raw)})`);
  return port;
}

/** The ports `npm start` listens on: PORT, MF_PUBLIC_PORT, MF_ADMIN_PORT, SVC_*_PORT, DB_PORT. */
export function startPorts(env: NodeJS.ProcessEnv = process.env): StackPorts {
  return {
    gateway: envPort(env, 'PORT', DEFAULT_PORTS.gateway),
    mfPublic: envPort(env, 'MF_PUBLIC_PORT', DEFAULT_PORTS.mfPublic),
    mfAdmin: envPort(env, 'MF_ADMIN_PORT', DEFAULT_PORTS.mfAdmin),
    svcPublic: envPort(env, 'SVC_PUBLIC_PORT', DEFAULT_PORTS.svcPublic),
    svcAdmin: envPort(env, 'SVC_ADMIN_PORT', DEFAULT_PORTS.svcAdmin),
    db: envPort(env, 'DB_PORT', DEFAULT_PORTS.db),
  };
}

/** The database the services of `npm start` use: MONGODB_URI's server, else the embedded one on DB_PORT. */
export function startDatabaseUri(env: NodeJS.ProcessEnv = process.env): string {
  const server = env.MONGODB_URI || `mongodb://127.0.0.1:${startPorts(env).db}/`;
  return withDatabase(server, DEFAULT_DATABASE);
}
