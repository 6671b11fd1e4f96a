// The admin session lookup while the database is away: 503 with the clear message, at once, and the
// session is not destroyed on the way out (found by e2e/tests/reliability-database.e2e.test.ts: the 503
// took twice the database wait, because express-session tried to delete the session it could not read).
import { DATABASE_UNAVAILABLE } from '@wedding/shared-contracts/server';
import MongoStore from 'connect-mongo';
import mongoose from 'mongoose';
import { useTestDatabase } from '../../scripts/testing/database';
import { SESSIONS_COLLECTION } from '../src/common/session-store';
import { clearUsers, createUser, loggedInAgent, makeApp } from './helpers';

useTestDatabase();

afterEach(() => jest.restoreAllMocks());

it('a session lookup that fails on the database answers 503 and leaves the session alone', async () => {
  await clearUsers();
  await createUser({ username: 'host' });
  const app = makeApp();
  const agent = await loggedInAgent(app, 'host');
  expect((await agent.get('/api/admin/unified-guests')).status).toBe(200);
  const sessions = mongoose.connection.db!.collection<{ _id: string }>(SESSIONS_COLLECTION);
  const [stored] = await sessions.find({}).toArray();
  expect(stored).toBeDefined();

  const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
    name: 'MongoServerSelectionError',
  });
  jest.spyOn(MongoStore.prototype, 'get').mockImplementation((_sid, callback) => callback(down));
  const destroy = jest.spyOn(MongoStore.prototype, 'destroy');

  const res = await agent.get('/api/admin/unified-guests');
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ error: DATABASE_UNAVAILABLE });
  expect(destroy).not.toHaveBeenCalled();
  expect(await sessions.countDocuments({ _id: stored!._id })).toBe(1);

  // the database answers again: the same session still works
  jest.restoreAllMocks();
  expect((await agent.get('/api/admin/unified-guests')).status).toBe(200);
});
