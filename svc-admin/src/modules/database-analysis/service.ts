// Document counts per collection for /admin/database-analysis (read-only, for any logged-in admin).
import type { DatabaseAnalysisResponse } from '@wedding/shared-contracts';
import mongoose from 'mongoose';
import { SESSIONS_COLLECTION } from '../../common/session-store';

/** The product's collections (ARCHITECTURE.md) plus the admin sessions. */
export const ANALYSED_COLLECTIONS = [
  'users',
  'unified_guests',
  'invitados',
  'guests',
  'rsvps',
  'contacts',
  'guest_status_changes',
  SESSIONS_COLLECTION,
] as const;

export async function analyse(): Promise<DatabaseAnalysisResponse> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('Client must be connected before running operations');
  const collections = await Promise.all(
    ANALYSED_COLLECTIONS.map(async (name) => ({
      name,
      documents: await db.collection(name).countDocuments(),
    })),
  );
  return { collections, generatedAt: new Date().toISOString() };
}
