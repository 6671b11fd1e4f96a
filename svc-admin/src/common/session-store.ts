// Sessions in MongoDB through connect-mongo, in the `sessions` collection.
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
 * MongoDB does it with a TTL index; FerretDB 1.24 answers 'Index option "expireAfterSeconds" is not
 * implemented yet', and then connect-mongo's periodic `deleteMany` does it instead.
 */
async function expiryMode(db: Db, logger: Logger): Promise<'disabled' | 'interval'> {
  const sessions = db.collection(SESSIONS_COLLECTION);
  // lets ending every session of one admin (deactivation) use an index
  await sessions.createIndex({ [USER_PATH]: 1 }, { name: 'session_user' }).catch((error: Error) => {
    logger.warn({ err: error.message }, 'could not create the sessions user index');
  });
  try {
    await sessions.createIndex({ expires: 1 }, { expireAfterSeconds: 0, name: 'session_expiry_ttl' });
    logger.info('sessions expire through a TTL index');
    return 'disabled';
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (!/not implemented|not supported|expireAfterSeconds/i.test(message)) throw error;
    logger.info('the database has no TTL indexes: expired sessions are removed every 10 minutes');
    return 'interval';
  }
}

export async function createSessionStore(client: MongoClient, db: Db, logger: Logger): Promise<MongoStore> {
  const autoRemove = await expiryMode(db, logger);
  return MongoStore.create({
    client,
    dbName: db.databaseName,
    collectionName: SESSIONS_COLLECTION,
    // stored as a document, not a JSON string, so the sessions of one admin can be found and ended
    stringify: false,
    ttl: AUTH_POLICY.idleTimeoutMs / 1000,
    touchAfter: AUTH_POLICY.touchAfterSeconds,
    autoRemove,
    autoRemoveInterval: 10,
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
