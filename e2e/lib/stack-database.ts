// The stack's database seen directly by a test (or a benchmark): a connection of its own and the shared
// models on it.
import {
  guestStatusChangeDbSchema,
  invitadoDbSchema,
  unifiedGuestDbSchema,
} from '@wedding/shared-contracts/domain';
import mongoose, { type Connection } from 'mongoose';

/** A connection of the test's own to the stack's database; fails fast while the engine is stopped. */
export async function openDatabase(uri: string): Promise<Connection> {
  return mongoose
    .createConnection(uri, { serverSelectionTimeoutMS: 5000, heartbeatFrequencyMS: 1000 })
    .asPromise();
}

/** The shared models on the test's connection (the same schema objects: compiled once per connection). */
export function modelsOf(db: Connection) {
  return {
    Invitado: db.model('Invitado', invitadoDbSchema),
    UnifiedGuest: db.model('UnifiedGuest', unifiedGuestDbSchema),
    StatusChange: db.model('GuestStatusChange', guestStatusChangeDbSchema),
  };
}
