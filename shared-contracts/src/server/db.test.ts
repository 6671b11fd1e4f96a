import mongoose from 'mongoose';
import { requireDatabaseConnected } from './db';
import { DATABASE_UNAVAILABLE, HttpError } from './errors';

/** Gives mongoose's default connection the state `readyState` for the duration of `check`. */
function withState(readyState: number, check: () => void): void {
  Object.defineProperty(mongoose.connection, 'readyState', { get: () => readyState, configurable: true });
  try {
    check();
  } finally {
    // the prototype's accessor shows through again
    delete (mongoose.connection as { readyState?: unknown }).readyState;
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

  it('lets the work through while the connection is up', () => {
    withState(1, () => expect(requireDatabaseConnected).not.toThrow());
  });
});
