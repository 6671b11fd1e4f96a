// svc-admin's app in this process, on a database of its own, with an admin logged in: what the import
// benchmarks measure against (the event loop and memory they read are this process's).
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { ensureIndexes } from '@wedding/shared-contracts/domain';
import { configureMongoose, FAST_FAIL_OPTIONS } from '@wedding/shared-contracts/server';
import type { Collection } from 'mongodb';
import mongoose from 'mongoose';
import pino from 'pino';
import { resolveDatabase } from '../../scripts/db/engine';
import { scratchDir } from '../../scripts/db/scratch-dir';
import { freePort } from '../../scripts/lib/proc';
import { createApp } from '../../svc-admin/src/app';
import { stopWorkbookParser } from '../../svc-admin/src/modules/guest-import/file-parsing/workbook-worker';

export const ORIGIN = 'http://localhost:3000';

export interface AdminBenchApp {
  /** The app's address, e.g. http://127.0.0.1:40123 */
  base: string;
  /** The logged-in admin's session cookie, `name=value`. */
  cookie: string;
  guests: Collection;
  /** The database engine's name, without where its data lives. */
  engineName: string;
}

/** Runs `work` with the app up and an admin logged in; stops the app, the parsing thread and the database after. */
export async function withAdminApp<T>(
  scratchPrefix: string,
  work: (app: AdminBenchApp) => Promise<T>,
): Promise<T> {
  const dataDir = await scratchDir(scratchPrefix);
  const engine = await resolveDatabase({ purpose: 'test', dataDir, port: await freePort() });
  let server: Server | undefined;
  try {
    configureMongoose();
    await mongoose.connect(engine.uri, FAST_FAIL_OPTIONS);
    await ensureIndexes();
    const app = createApp({
      config: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: [ORIGIN], LOGIN_RATE_LIMIT_MAX: 1000 },
      logger: pino({ level: 'warn' }),
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const setup = await fetch(`${base}/api/admin/auth/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ username: 'bench-admin', password: 'bench-password' }),
    });
    const cookie = setup.headers.get('set-cookie')?.split(';')[0];
    if (setup.status !== 201 || !cookie)
      throw new Error(`setup failed: ${setup.status} ${await setup.text()}`);
    const guests = mongoose.connection.db!.collection('unified_guests');
    return await work({ base, cookie, guests, engineName: engine.name.replace(/ \(.*\)$/, '') });
  } finally {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await stopWorkbookParser();
    await mongoose.disconnect();
    await engine.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
