// Every model, and one call that builds their indexes and reports failures (autoIndex only logs them).
import { ContactModel } from './models/contact';
import { GuestStatusChangeModel } from './models/guest-status-change';
import { InvitadoModel } from './models/invitado';
import { LegacyGuestModel } from './models/legacy-guest';
import { RsvpModel } from './models/rsvp';
import { UnifiedGuestModel } from './models/unified-guest';
import { backfillUsernameKeys, UserModel } from './models/user';

export const ALL_MODELS = [
  UserModel,
  UnifiedGuestModel,
  InvitadoModel,
  LegacyGuestModel,
  RsvpModel,
  ContactModel,
  GuestStatusChangeModel,
] as const;

/**
 * Creates the collections and the indexes of every model (idempotent; call once after connecting).
 * Uses `createIndexes()`, never `syncIndexes()`: it only adds what is missing and never drops an index
 * another service relies on.
 */
export async function ensureIndexes(): Promise<void> {
  for (const model of ALL_MODELS) {
    await model.createCollection().catch((error: { codeName?: string; code?: number }) => {
      if (error.code !== 48 && error.codeName !== 'NamespaceExists') throw error;
    });
    await model.createIndexes();
  }
  // data written before a field the indexes rely on existed
  await backfillUsernameKeys();
}
