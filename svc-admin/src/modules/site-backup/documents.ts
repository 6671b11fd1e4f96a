// The documents of a whole-site backup file, checked before anything is written: each one against its
// collection's model (its fields, types, enums, limits and rules), and each collection
// against the model's unique indexes. What would be stored is the document as cast by the model without
// its defaults, so that a restore writes back exactly the fields the backup holds.
import {
  SITE_BACKUP_COLLECTIONS,
  SITE_BACKUP_MESSAGES,
  type SiteBackupCollection,
  type SiteBackupFile,
} from '@wedding/shared-contracts';
import {
  ContactModel,
  GuestStatusChangeModel,
  InvitadoModel,
  LegacyGuestModel,
  ReminderTemplatesModel,
  RsvpModel,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import { badRequest } from '@wedding/shared-contracts/server';
import mongoose, { type Model } from 'mongoose';

// biome-ignore lint/suspicious/noExplicitAny: one map over six differently typed models
type AnyModel = Model<any>;

export const BACKUP_MODELS: Record<SiteBackupCollection, AnyModel> = {
  unified_guests: UnifiedGuestModel,
  invitados: InvitadoModel,
  guests: LegacyGuestModel,
  rsvps: RsvpModel,
  guest_status_changes: GuestStatusChangeModel,
  contacts: ContactModel,
  reminder_templates: ReminderTemplatesModel,
};

export type StoredDocument = Record<string, unknown> & { _id: mongoose.Types.ObjectId | string };
export type BackupDocuments = Record<SiteBackupCollection, StoredDocument[]>;

const { EJSON } = mongoose.mongo.BSON;

/** The 400 naming the document and what is wrong with it. */
function refuse(collection: string, index: number, problem: string) {
  const where = `${collection}, document ${index + 1}`;
  return badRequest(`${SITE_BACKUP_MESSAGES.invalid} (${where}: ${problem})`, [
    { path: `collections.${collection}.${index}`, message: problem },
  ]);
}

function unknownField(model: AnyModel, raw: Record<string, unknown>): string | undefined {
  return Object.keys(raw).find(
    (key) => key !== '__v' && model.schema.path(key) === undefined && model.schema.pathType(key) !== 'nested',
  );
}

/** One document of `collection`: the model's own checks (its defaults applied only to check it). */
async function checkDocument(collection: SiteBackupCollection, index: number, value: unknown) {
  let raw: Record<string, unknown>;
  try {
    raw = EJSON.deserialize(value as Record<string, unknown>, { relaxed: true }) as Record<string, unknown>;
  } catch (error) {
    throw refuse(collection, index, (error as Error).message);
  }
  const model = BACKUP_MODELS[collection];
  // every collection's ids are ObjectIds but the one settings document's ('reminders')
  const idIsText = model.schema.path('_id')?.instance === 'String';
  const idOk = idIsText
    ? typeof raw._id === 'string' && raw._id !== ''
    : raw._id instanceof mongoose.Types.ObjectId;
  if (!idOk) throw refuse(collection, index, idIsText ? 'no _id' : 'no ObjectId _id');
  const extra = unknownField(model, raw);
  if (extra !== undefined) throw refuse(collection, index, `unknown field "${extra}"`);
  try {
    await new model(raw).validate();
  } catch (error) {
    throw refuse(collection, index, (error as Error).message);
  }
  const stored = new model(raw, undefined, { defaults: false }).toObject({ virtuals: false, getters: false });
  return stored as StoredDocument;
}

const keyOf = (doc: Record<string, unknown>, fields: string[]) => {
  const values = fields.map((field) => doc[field]);
  return values.some((value) => value === undefined || value === null) ? undefined : JSON.stringify(values);
};

/** The model's unique indexes (and `_id`) hold within the collection: a restore cannot break half-way. */
function checkUnique(collection: SiteBackupCollection, docs: StoredDocument[]) {
  const uniques = BACKUP_MODELS[collection].schema
    .indexes()
    .filter(([, options]) => options?.unique)
    .map(([fields]) => Object.keys(fields));
  for (const fields of [['_id'], ...uniques]) {
    const seen = new Set<string>();
    docs.forEach((doc, index) => {
      const key = keyOf(doc, fields);
      if (key === undefined) return;
      if (seen.has(key)) throw refuse(collection, index, `${fields.join(', ')} ${key} appears twice`);
      seen.add(key);
    });
  }
}

/** Every document of the file checked and cast; the first problem is a 400 and nothing is written. */
export async function backupDocuments(file: SiteBackupFile): Promise<BackupDocuments> {
  const result = {} as BackupDocuments;
  for (const collection of SITE_BACKUP_COLLECTIONS) {
    const docs: StoredDocument[] = [];
    for (const [index, value] of file.collections[collection].entries()) {
      docs.push(await checkDocument(collection, index, value));
    }
    checkUnique(collection, docs);
    result[collection] = docs;
  }
  return result;
}
