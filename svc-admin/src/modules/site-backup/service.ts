// The whole-site backup and its restore. The backup is every document of the collections
// SITE_BACKUP_COLLECTIONS names, as MongoDB Extended JSON (ids and dates keep their types).
// The restore checks the whole file first (documents.ts: a problem is a 400 and nothing is written), then,
// holding the guest list's import and replace locks (no import, replace or guest edit runs meanwhile),
// replaces each collection with the backup's documents. Without transactions on every engine: should a
// write fail half-way (the database went away), what each collection held before is put back.
import {
  apiIssues,
  SITE_BACKUP_COLLECTIONS,
  SITE_BACKUP_FORMAT,
  SITE_BACKUP_MESSAGES,
  SITE_BACKUP_VERSION,
  type SiteBackupCollection,
  type SiteRestoreResponse,
  siteBackupFileSchema,
} from '@wedding/shared-contracts';
import { badRequest, conflict, HttpError, parseOr400 } from '@wedding/shared-contracts/server';
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import { acquireReplaceLock, type GuestListLock, takeImportLock } from '../guests/guest-list-lock';
import { bumpListVersion } from '../guests/guest-list-version';
import { type BackupDocuments, backupDocuments, type StoredDocument } from './documents';

const { EJSON } = mongoose.mongo.BSON;

function collection(name: SiteBackupCollection) {
  const db = mongoose.connection.db;
  if (!db) throw new Error('Client must be connected before running operations');
  return db.collection<StoredDocument>(name);
}

async function readAll(): Promise<BackupDocuments> {
  const entries = await Promise.all(
    SITE_BACKUP_COLLECTIONS.map(
      async (name) =>
        [
          name,
          await collection(name)
            .find({}, { sort: { _id: 1 } })
            .toArray(),
        ] as const,
    ),
  );
  return Object.fromEntries(entries) as BackupDocuments;
}

/** The backup file's text. */
export async function siteBackup(now = new Date()): Promise<string> {
  const file = {
    format: SITE_BACKUP_FORMAT,
    version: SITE_BACKUP_VERSION,
    createdAt: now.toISOString(),
    collections: await readAll(),
  };
  return EJSON.stringify(file, undefined, 1, { relaxed: true });
}

/** The file's documents, checked; a 400 for anything else than an intact backup. */
export async function readBackupFile(buffer: Buffer): Promise<BackupDocuments> {
  let json: unknown;
  try {
    json = JSON.parse(buffer.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest(SITE_BACKUP_MESSAGES.notJson);
  }
  if (
    typeof json !== 'object' ||
    json === null ||
    (json as { format?: unknown }).format !== SITE_BACKUP_FORMAT
  ) {
    throw badRequest(SITE_BACKUP_MESSAGES.notABackup);
  }
  const envelope = siteBackupFileSchema.safeParse(json);
  if (!envelope.success) throw badRequest(SITE_BACKUP_MESSAGES.notABackup, apiIssues(envelope.error));
  return backupDocuments(parseOr400(siteBackupFileSchema, json));
}

const INSERT_CHUNK = 500;

async function writeAll(docs: BackupDocuments): Promise<void> {
  for (const name of SITE_BACKUP_COLLECTIONS) {
    const target = collection(name);
    await target.deleteMany({});
    for (let start = 0; start < docs[name].length; start += INSERT_CHUNK) {
      await target.insertMany(docs[name].slice(start, start + INSERT_CHUNK), { ordered: true });
    }
  }
}

async function takeLocks(logger?: Logger): Promise<GuestListLock[]> {
  const importLock = await takeImportLock(logger).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 409 ? conflict(SITE_BACKUP_MESSAGES.busy) : error;
  });
  const replaceLock = await acquireReplaceLock(logger);
  if (!replaceLock) {
    await importLock.release();
    throw conflict(SITE_BACKUP_MESSAGES.busy);
  }
  return [replaceLock, importLock];
}

/** Replaces every collection the backup holds with its documents, all or nothing. */
export async function siteRestore(buffer: Buffer, logger?: Logger): Promise<SiteRestoreResponse> {
  const docs = await readBackupFile(buffer);
  const locks = await takeLocks(logger);
  try {
    const before = await readAll();
    try {
      await writeAll(docs);
    } catch (error) {
      logger?.error({ err: error }, 'the site restore failed half-way; putting back what was there');
      await writeAll(before);
      throw error;
    } finally {
      await bumpListVersion();
    }
  } finally {
    for (const lock of locks) await lock.release();
  }
  const restored = Object.fromEntries(SITE_BACKUP_COLLECTIONS.map((name) => [name, docs[name].length]));
  return { message: SITE_BACKUP_MESSAGES.restored, restored: restored as SiteRestoreResponse['restored'] };
}
