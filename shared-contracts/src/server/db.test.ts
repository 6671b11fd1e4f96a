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
  const connection = mongoose.connection as unknown as { _readyState: number; db?: unknown };
  const { db, _readyState } = connection;
  connection._readyState = readyState;
  connection.db = readyState === 1 ? database : undefined;
  try {
    check();
  } finally {
    connection._readyState = _readyState;
    connection.db = db;
  }
}

describe('requireDatabaseConnected', () => {
  it("reads the connection's own state, which mongoose keeps in _readyState (a rename would fail here)", () => {
    expect(Object.hasOwn(mongoose.connection, '_readyState')).toBe(true);
    expect((mongoose.connection as unknown as { _readyState: unknown })._readyState).toBe(
      mongoose.connection.readyState,
    );
  });

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

  it('lets the work through while the driver holds the connection up, though no heartbeat came for seconds', () => {
    // a busy event loop delays the heartbeats: mongoose's readyState getter then says "disconnected"
    const connection = mongoose.connection as unknown as {
      _lastHeartbeatAt: number | null;
      client?: unknown;
    };
    const { _lastHeartbeatAt, client } = connection;
    connection._lastHeartbeatAt = Date.now() - 10_000;
    connection.client = { topology: { s: { description: { type: 'Single', heartbeatFrequencyMS: 1000 } } } };
    try {
      withState(1, () => {
        expect(mongoose.connection.readyState).toBe(0);
        expect(requireDatabaseConnected()).toBe(database);
      });
    } finally {
      connection._lastHeartbeatAt = _lastHeartbeatAt;
      connection.client = client;
    }
  });

  it('lets the work through while the connection is up, with the database', () => {
    withState(1, () => {
      expect(requireDatabaseConnected).not.toThrow();
      expect(requireDatabaseConnected()).toBe(database);
    });
  });
});
