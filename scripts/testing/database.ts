import { randomBytes } from 'node:crypto';
import { configureMongoose, ensureIndexes } from '@wedding/shared-contracts/node';
import { FAST_FAIL_OPTIONS } from '@wedding/shared-contracts/server';
import mongoose from 'mongoose';

/**
 * Connects mongoose to a fresh database on the engine given by MONGODB_URI (the test command
 * resolves one: testcontainers, mongod or FerretDB) and drops it after the file's tests.
 */
export function useTestDatabase(prefix: string): { name: string } {
  const state = { name: `${prefix}_${randomBytes(4).toString('hex')}` };
  beforeAll(async () => {
    const base = process.env.MONGODB_URI;
    if (!base) {
      throw new Error(
        'MONGODB_URI is not set: run integration tests through `npm test` or `npm run test:integration`',
      );
    }
    const url = new URL(base);
    url.pathname = `/${state.name}`;
    configureMongoose();
    await mongoose.connect(url.toString(), FAST_FAIL_OPTIONS);
    await ensureIndexes();
  });
  afterAll(async () => {
    await mongoose.connection.db?.dropDatabase().catch(() => {});
    await mongoose.disconnect();
  });
  return state;
}

export const silentLogger = () => require('pino')({ level: 'silent' });
