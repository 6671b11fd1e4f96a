import mongoose from 'mongoose';
import type { Logger } from 'pino';
import { DATABASE_UNAVAILABLE, HttpError } from './errors';

/**
 * Connection options chosen so that a request answers within 2 s while the database is away (503 after
 * at most 1 s of server selection, plus the request's own work) instead of the driver's 30 s default,
 * and so that commands are never queued meanwhile. With 2 s of selection, requests through the gateway
 * took longer than 2 s to fail; with 1.5 s, a lookup made just before the engine came back waited out the
 * selection and then the restarted engine's first query, answering after 2 s too (both seen in
 * e2e/tests/reliability-database.e2e.test.ts).
 */
export const FAST_FAIL_OPTIONS: mongoose.ConnectOptions = {
  serverSelectionTimeoutMS: 1000,
  connectTimeoutMS: 2000,
  // a database that stalls (neither answers nor closes the connection) fails the command after this long,
  // an outage's 503, before the gateway gives up on the call (30 s). The services' commands are small: the
  // largest are the imports' and the bulk replace's chunks of 1,000 documents and 500-document batches
  // (seconds at most on FerretDB/SQLite). A write cut off here may still have happened: the imports say
  // "at least", and importing the same file again completes them without duplicates.
  socketTimeoutMS: 20_000,
  heartbeatFrequencyMS: 1000,
  maxPoolSize: 50,
  bufferCommands: false,
  autoIndex: false,
};

export interface DatabaseHandle {
  /** Resolves once the first connection succeeded (it keeps retrying until then). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * What `onConnected` throws when the database holds what this build cannot serve (retrying would not help):
 * the service stops with the message instead of retrying.
 */
export class StartRefused extends Error {}

/**
 * Connects mongoose's default connection. When the database is not there yet, keeps retrying in
 * the background so the service can start and answer 503 meanwhile; once connected, the driver's
 * monitoring reconnects by itself after an outage.
 */
export function connectDatabase(
  uri: string,
  logger: Logger,
  onConnected?: () => Promise<void>,
  onRefused?: (error: StartRefused) => void,
): DatabaseHandle {
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((resolve) => {
    const attempt = async () => {
      if (closed) return;
      try {
        await mongoose.connect(uri, FAST_FAIL_OPTIONS);
        logger.info('database connected');
        if (onConnected) await onConnected();
        resolve();
      } catch (error) {
        if (closed) return;
        if (error instanceof StartRefused && onRefused) return onRefused(error);
        logger.warn({ err: (error as Error).message }, 'database not reachable yet; retrying in 1 s');
        await mongoose.disconnect().catch(() => {});
        timer = setTimeout(attempt, 1000);
      }
    };
    void attempt();
  });
  mongoose.connection.on('disconnected', () => !closed && logger.warn('database disconnected'));
  mongoose.connection.on('reconnected', () => logger.info('database reconnected'));
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await mongoose.disconnect();
    },
  };
}

/**
 * Whether the driver holds `connection` up, with its database. Not mongoose's `readyState` alone: its getter
 * also says "disconnected" once two heartbeat periods (2 s here) pass without a heartbeat, which a busy
 * event loop causes with the database fine (800 logins at once made some calls answer 503). A real outage
 * still shows, and as fast: the driver marks the server unknown when a heartbeat fails or times out, and
 * that sets the state itself.
 */
export function isConnectionUp(connection: mongoose.Connection = mongoose.connection): boolean {
  const state = (connection as unknown as { _readyState?: number })._readyState ?? connection.readyState;
  return state === 1 && connection.db !== undefined;
}

/** Pings the database; resolves false within `timeoutMs` whatever the driver does. */
export async function pingDatabase(timeoutMs = 1500): Promise<boolean> {
  const db = mongoose.connection.db;
  if (!isConnectionUp() || !db) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      db
        .admin()
        .ping({ maxTimeMS: timeoutMs })
        .then(() => true)
        .catch(() => false),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The connected database, or the outage's 503 at once. For work that has waited its turn: while the
 * database is away, a query waits out server selection (1 s) before it fails, and a turn that came
 * after another answer's wait would take a guest past the 2 s promised.
 */
export function requireDatabaseConnected(): mongoose.mongo.Db {
  const { db } = mongoose.connection;
  if (!isConnectionUp() || !db) throw new HttpError(503, DATABASE_UNAVAILABLE);
  return db;
}
