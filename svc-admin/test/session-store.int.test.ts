import mongoose from 'mongoose';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { createSessionStore, endSessionsOf, SESSIONS_COLLECTION } from '../src/common/session-store';

useTestDatabase();

const sessions = () =>
  mongoose.connection.db!.collection<{ _id: string; [key: string]: unknown }>(SESSIONS_COLLECTION);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session store', () => {
  it('removes expired sessions from the collection (TTL index, or the periodic delete where there is none)', async () => {
    const db = mongoose.connection.db!;
    const store = await createSessionStore(mongoose.connection.getClient(), db, silentLogger(), {
      cleanupEveryMinutes: 0.005, // 300 ms
    });
    const indexes = await sessions().indexes();
    const ttl = indexes.some((index) => index.expireAfterSeconds !== undefined);
    await sessions().insertMany([
      { _id: 'expired', session: {}, expires: new Date(Date.now() - 60_000) },
      { _id: 'alive', session: {}, expires: new Date(Date.now() + 60_000) },
    ]);
    if (!ttl) {
      // FerretDB 1.24: no TTL indexes, so connect-mongo's interval removal must do it
      for (let i = 0; i < 40 && (await sessions().countDocuments({ _id: 'expired' })) > 0; i += 1)
        await wait(100);
      expect(await sessions().countDocuments({ _id: 'expired' })).toBe(0);
    }
    // an expired session is never handed out, removed yet or not
    const got = await new Promise((resolve, reject) =>
      store.get('expired', (err, s) => (err ? reject(err) : resolve(s))),
    );
    expect(got).toBeNull();
    expect(await sessions().countDocuments({ _id: 'alive' })).toBe(1);
  });

  it('ends every session of one admin, except the one to keep', async () => {
    await sessions().deleteMany({});
    const user = (id: string) => ({ passport: { user: id } });
    await sessions().insertMany([
      { _id: 'a1', session: user('a'), expires: new Date(Date.now() + 60_000) },
      { _id: 'a2', session: user('a'), expires: new Date(Date.now() + 60_000) },
      { _id: 'a3', session: user('a'), expires: new Date(Date.now() + 60_000) },
      { _id: 'b1', session: user('b'), expires: new Date(Date.now() + 60_000) },
    ]);
    expect(await endSessionsOf('a', 'a2')).toBe(2);
    expect((await sessions().find().toArray()).map((doc) => doc._id).sort()).toEqual(['a2', 'b1']);
    expect(await endSessionsOf('a')).toBe(1);
    expect(await sessions().countDocuments()).toBe(1);
  });
});
