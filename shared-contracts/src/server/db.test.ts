import mongoose from 'mongoose';
import { requireDatabaseConnected } from './db';
import { DATABASE_UNAVAILABLE, HttpError } from './errors';

/** A stand-in for the connected database handle. */
const database = { databaseName: 'wedding' };

/**
 * Gives mongoose's default connection the state `readyState` for the duration of `check`, with a
 * database handle when it is up (1), as a real connection has.
 */
function withState(readyState: number, check: () => void): void {
  const connection = mongoose.connection as unknown as { readyState?: unknown; db?: unknown };
  const db = connection.db;
  Object.defineProperty(mongoose.connection, 'readyState', { get: () => readyState, configurable: true });
  connection.db = readyState === 1 ? database : undefined;
  try {
    check();
  } finally {
    // the prototype's accessor shows through again
    delete connection.readyState;
    connection.db = db;
  }
}

describe('requireDatabaseConnected', () => {
  it("throws the outage's 503 while the connection is not up (disconnected, connecting, closing)", () => {
    for (const state of [0, 2, 3]) {
      withState(state, () => {
        expect(requireDatabaseConnected).toThrow(HttpError);
        expect(requireDatabaseConnected).toThrow(DATABASE_UNAVAILABLE);
        try {
          requireDatabaseConnected();
        } catch (error) {
          expect((error as HttpError).status).toBe(503);
        }
      });
    }
  });

  it('lets the work through while the connection is up, with the database', () => {
    withState(1, () => {
      expect(requireDatabaseConnected).not.toThrow();
      expect(requireDatabaseConnected()).toBe(database);
    });
  });
});
