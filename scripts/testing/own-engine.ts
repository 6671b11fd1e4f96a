// A test file's own database engine, FerretDB on a PostgreSQL cluster of its own, for the tests that
// crash the PostgreSQL under a live FerretDB (the engine the rest of the run shares must stay up).
import { rm } from 'node:fs/promises';
import { ensureIndexes } from '@wedding/shared-contracts/domain';
import { configureMongoose, FAST_FAIL_OPTIONS, pingDatabase } from '@wedding/shared-contracts/server';
import mongoose from 'mongoose';
import { type DbEngine, embeddedFerretdb } from '../db/engine';
import { scratchDir } from '../db/scratch-dir';
import { freePort } from '../lib/proc';

export interface OwnEngine {
  /** Crashes the PostgreSQL under FerretDB (an immediate shutdown); FerretDB keeps running. */
  crashBackend(): Promise<void>;
  /** Stalls that PostgreSQL (true) or lets it go on (false): it neither answers nor closes connections. */
  freezeBackend(frozen: boolean): void;
  /** Starts that PostgreSQL again and waits until the database answers. */
  restartBackend(): Promise<void>;
}

/**
 * Starts the engine before the file's tests and connects mongoose to it with the services' options (with
 * `overrides`); stops both after.
 */
export function useOwnEngine(overrides: mongoose.ConnectOptions = {}): OwnEngine {
  let engine: DbEngine | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await scratchDir('wedding-own-db-');
    engine = await embeddedFerretdb({
      purpose: 'test',
      backend: 'postgresql',
      dataDir,
      port: await freePort(),
      log: () => {},
    });
    configureMongoose();
    await mongoose.connect(`${engine.uri}/own_engine`, { ...FAST_FAIL_OPTIONS, ...overrides });
    await ensureIndexes();
  }, 120_000);
  afterAll(async () => {
    await mongoose.disconnect();
    await engine?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);
  const backend = () => {
    if (!engine?.backend) throw new Error('the engine has no backend of its own to crash');
    return engine.backend;
  };
  return {
    crashBackend: () => backend().stop('SIGKILL'),
    freezeBackend: (frozen) => backend().freeze(frozen),
    async restartBackend() {
      await backend().start();
      const deadline = Date.now() + 30_000;
      while (!(await pingDatabase(1000))) {
        if (Date.now() > deadline) throw new Error('the database did not answer within 30 s of the restart');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}
