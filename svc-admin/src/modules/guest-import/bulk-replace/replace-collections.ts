// The collections a bulk replace works with: the live guest list, its staging copy and the previous list
// kept during the swap, and what it does to them.
//
// Why: the staging swap (replace-swap.ts), there because FerretDB 1.24 has no transactions, needs a staging
// and a previous collection, the live indexes on them, and the listing and dropping of collections.
// On MongoDB: the transaction of replace.ts deletes and inserts in the live collection.
// On a replica set: simplify: STAGING, PREVIOUS, collectionNames, dropIfExists, isNamespaceExists and
// createLiveIndexes go with the swap; db, insertInChunks and deleteStatusChangesOf serve the transaction too.
import { GuestStatusChangeModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { ClientSession, Collection } from 'mongodb';
import mongoose from 'mongoose';
import type { GuestDocument } from '../../guests/guest-docs';
import { INSERT_CHUNK } from '../writing/import-inserts';

export const LIVE = UnifiedGuestModel.collection.collectionName;
export const STAGING = `${LIVE}__staging`;
export const PREVIOUS = `${LIVE}__previous`;

export function db() {
  const database = mongoose.connection.db;
  if (!database) throw new Error('Client must be connected before running operations');
  return database;
}

export async function collectionNames(): Promise<Set<string>> {
  const list = await db().listCollections({}, { nameOnly: true }).toArray();
  return new Set(list.map((item) => item.name));
}

export async function dropIfExists(name: string): Promise<void> {
  if ((await collectionNames()).has(name)) await db().dropCollection(name);
}

export const isNamespaceExists = (error: unknown) => {
  const {
    code,
    codeName,
    message = '',
  } = (error ?? {}) as { code?: number; codeName?: string; message?: string };
  return code === 48 || codeName === 'NamespaceExists' || /already exists/i.test(message);
};

/** The indexes of the live collection, so the staging collection answers the same queries the same way. */
export async function createLiveIndexes(name: string): Promise<void> {
  const collection = db().collection(name);
  for (const [fields, options] of UnifiedGuestModel.schema.indexes()) {
    const { background: _background, ...rest } = (options ?? {}) as Record<string, unknown>;
    await collection.createIndex(fields as Record<string, 1 | -1>, rest);
  }
}

/**
 * Inserts `docs` in order, INSERT_CHUNK per command (the driver encodes a command's documents in one go on
 * the event loop); the first failure stops it, as one ordered insert would.
 */
export async function insertInChunks(
  collection: Collection,
  docs: readonly GuestDocument[],
  session?: ClientSession,
): Promise<void> {
  for (let start = 0; start < docs.length; start += INSERT_CHUNK) {
    await collection.insertMany(docs.slice(start, start + INSERT_CHUNK), { ordered: true, session });
  }
}

const DELETE_CHUNK = 1000;

/**
 * Deletes the status changes of the guests in `collection` (the old list): they go with their guests
 * (spec §3). Phone guests (`invitados`) are not on the list and keep theirs, as do the new list's guests.
 */
export async function deleteStatusChangesOf(collection: string, session?: ClientSession): Promise<void> {
  const guests = await db()
    .collection(collection)
    .find({}, { projection: { _id: 1 }, session })
    .toArray();
  for (let i = 0; i < guests.length; i += DELETE_CHUNK) {
    const ids = guests.slice(i, i + DELETE_CHUNK).map((guest) => guest._id);
    await GuestStatusChangeModel.collection.deleteMany({ guestId: { $in: ids } }, { session });
  }
}
