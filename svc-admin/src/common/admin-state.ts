// `admin_state`: svc-admin's own singleton documents, each under a fixed `_id` (the unique `_id` index is
// what makes them safe without transactions): the first-admin setup marker and the generated session
// secret.
import mongoose from 'mongoose';

export const ADMIN_STATE_COLLECTION = 'admin_state';

export interface AdminStateDoc {
  _id: string;
  value?: string;
  createdAt: Date;
}

export function adminState() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('Client must be connected before running operations');
  return db.collection<AdminStateDoc>(ADMIN_STATE_COLLECTION);
}
