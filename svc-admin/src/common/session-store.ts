// Sessions in MongoDB through connect-mongo, in the `sessions` collection.
//
// Why: FerretDB 1.24 has no TTL indexes, and answers `w: 0` writes anyway (the pooled connection then reads
// the wrong reply), so expired sessions are removed by a periodic acknowledged delete (below).
// On MongoDB: the TTL index `session_expiry_ttl` removes them, and the periodic delete never starts.
// On a replica set: simplify: removeExpiredPeriodically and the fallback of hasTtlIndex can go (the TTL
// index is what connect-mongo's default `autoRemove: 'native'` creates); the rest stays.
import MongoStore from 'connect-mongo';
import type { Db, MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import { AUTH_POLICY } from './auth-policy';

export const SESSIONS_COLLECTION = 'sessions';
/** Where express-session + passport keep the admin's id inside a stored session (stringify: false). */
const USER_PATH = 'session.passport.user';

/**
 * Expired sessions must also disappear from the collection (connect-mongo's reads already ignore them).
 * MongoDB does it with a TTL index. FerretDB 1.24 answers 'Index option "expireAfterSeconds" is not
 * implemented yet'; then a periodic delete does it. Not connect-mongo's own `autoRemove: 'interval'`: it
 * deletes with write concern `w: 0`, and FerretDB 1.24 answers unacknowledged writes anyway, so the next
 * command on that pooled connection reads the delete's reply ('BSON element "cursor" is missing').
 */
async function hasTtlIndex(db: Db, logger: Logger): Promise<boolean> {
  const sessions = db.collection(SESSIONS_COLLECTION);
  // lets ending every session of one admin (deactivation) use an index
  await sessions.createIndex({ [USER_PATH]: 1 }, { name: 'session_user' }).catch((error: Error) => {
    logger.warn({ err: error.message }, 'could not create the sessions user index');
  });
  try {
    await sessions.createIndex({ expires: 1 }, { expireAfterSeconds: 0, name: 'session_expiry_ttl' });
    logger.info('sessions expire through a TTL index');
    return true;
  } catch (error) {
    const { message = '', code } = error as { message?: string; code?: number };
    // 85/86: another index on `expires` exists already (e.g. left by an earlier store configuration)
    const conflict = code === 85 || code === 86;
    if (!conflict && !/not implemented|not supported|expireAfterSeconds/i.test(message)) throw error;
    logger.info(
      { reason: message },
      'no TTL index on sessions: expired sessions are removed by a periodic delete instead',
    );
    return false;
  }
}

/** Deletes expired sessions every `minutes` (acknowledged writes), for databases without TTL indexes. */
function removeExpiredPeriodically(db: Db, minutes: number, logger: Logger): void {
  const timer = setInterval(
    () => {
      db.collection(SESSIONS_COLLECTION)
        .deleteMany({ expires: { $lt: new Date() } })
        .catch((error: Error) =>
          logger.debug({ err: error.message }, 'expired sessions not removed this time'),
        );
    },
    Math.max(100, minutes * 60 * 1000),
  );
  timer.unref();
}

export interface SessionStoreOptions {
  /** Minutes between two removals of expired sessions when there is no TTL index. */
  cleanupEveryMinutes?: number;
}

export async function createSessionStore(
  client: MongoClient,
  db: Db,
  logger: Logger,
  { cleanupEveryMinutes = 10 }: SessionStoreOptions = {},
): Promise<MongoStore> {
  if (!(await hasTtlIndex(db, logger))) removeExpiredPeriodically(db, cleanupEveryMinutes, logger);
  return MongoStore.create({
    client,
    dbName: db.databaseName,
    collectionName: SESSIONS_COLLECTION,
    // stored as a document, not a JSON string, so the sessions of one admin can be found and ended
    stringify: false,
    ttl: AUTH_POLICY.idleTimeoutMs / 1000,
    touchAfter: AUTH_POLICY.touchAfterSeconds,
    autoRemove: 'disabled',
  });
}

/** Ends every stored session of one admin (deactivation, password change), except `keepSessionId`. */
export async function endSessionsOf(userId: string, keepSessionId?: string): Promise<number> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('Client must be connected before running operations');
  const filter: Record<string, unknown> = { [USER_PATH]: userId };
  if (keepSessionId) filter._id = { $ne: keepSessionId };
  const result = await db.collection<{ _id: string }>(SESSIONS_COLLECTION).deleteMany(filter);
  return result.deletedCount;
}
