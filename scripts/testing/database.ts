import { ensureIndexes } from '@wedding/shared-contracts/domain';
import {
  configureMongoose,
  FAST_FAIL_OPTIONS,
  RATE_LIMIT_HITS_COLLECTION,
} from '@wedding/shared-contracts/server';
import mongoose from 'mongoose';

/**
 * Connects mongoose to the test worker's own database on the engine given by MONGODB_URI (the test command
 * resolves one: testcontainers, mongod or FerretDB) and leaves it as a new one would be: the models'
 * collections emptied (their indexes kept, which is far cheaper on FerretDB than creating them again for
 * every file), every other collection dropped. Rate-limit hits (kept in the database, shared by every app
 * on it) are removed before each test, so each test's apps start with fresh limits.
 */
export function useTestDatabase(): { name: string } {
  const state = { name: `test_worker_${process.env.JEST_WORKER_ID ?? '1'}` };
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
    await emptyDatabase();
    await ensureIndexes();
  });
  beforeEach(async () => {
    const { db, readyState } = mongoose.connection;
    if (db && readyState === 1) await db.collection(RATE_LIMIT_HITS_COLLECTION).deleteMany({});
  });
  afterAll(async () => {
    await mongoose.disconnect();
  });
  return state;
}

/** Empties the connected database: the models' collections keep their indexes, others are dropped. */
async function emptyDatabase(): Promise<void> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  const models = new Set(Object.values(mongoose.models).map((model) => model.collection.collectionName));
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    if (models.has(name)) await db.collection(name).deleteMany({});
    else await db.collection(name).drop();
  }
}

export const silentLogger = () => require('pino')({ level: 'silent' });
