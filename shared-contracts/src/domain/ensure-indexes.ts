// Every model, and one call that builds their indexes and reports failures (autoIndex only logs them).
import { ContactModel } from './models/contact';
import { GuestStatusChangeModel } from './models/guest-status-change';
import { InvitadoModel } from './models/invitado';
import { LegacyGuestModel } from './models/legacy-guest';
import { ReminderTemplatesModel } from './models/reminder-templates';
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
  ReminderTemplatesModel,
] as const;

/**
 * Creates the collections and the indexes of every model (idempotent; call once after connecting).
 * Uses `createIndexes()`, never `syncIndexes()`: it only adds what is missing and never drops an index
 * another service relies on.
 */
/**
 * Indexes made sparse after they were first created, which createIndexes would refuse (same name, other
 * options): the old one is dropped so the new one is made. `rsvps.email_1` became sparse when answers given
 * on an invitation page could come without an e-mail. An engine that ignores `sparse` (FerretDB 1.24 does,
 * and there a missing value never collides in a unique index anyway) reports it on none of its
 * indexes, so a sparse index declared from the start (`witness`) tells whether the engine keeps the option.
 */
const MADE_SPARSE: Record<string, { name: string; witness: string }[]> = {
  rsvps: [{ name: 'email_1', witness: 'unifiedGuestId_1' }],
};

async function dropIndexesMadeSparse(model: (typeof ALL_MODELS)[number]): Promise<void> {
  const replaced = MADE_SPARSE[model.collection.collectionName];
  if (!replaced) return;
  const existing = await model.collection.indexes();
  const sparse = (name: string) => existing.find((index) => index.name === name)?.sparse === true;
  for (const { name, witness } of replaced) {
    const index = existing.find((candidate) => candidate.name === name);
    if (index && !sparse(name) && sparse(witness)) {
      // both services start together: the one that drops second finds it gone (IndexNotFound)
      await model.collection.dropIndex(name).catch((error: { code?: number }) => {
        if (error.code !== 27) throw error;
      });
    }
  }
}

export async function ensureIndexes(): Promise<void> {
  for (const model of ALL_MODELS) {
    await model.createCollection().catch((error: { codeName?: string; code?: number }) => {
      if (error.code !== 48 && error.codeName !== 'NamespaceExists') throw error;
    });
    await dropIndexesMadeSparse(model);
    await model.createIndexes();
  }
  // data written before a field the indexes rely on existed
  await backfillUsernameKeys();
}
