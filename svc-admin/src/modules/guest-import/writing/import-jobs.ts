// Imports as jobs (POST /api/admin/guests/import?async=1, GET /api/admin/guests/import/jobs/:id): the
// file is read and checked in the request, then written in the background while the job's state and
// progress are kept in the database (`guest_import_jobs`), so any svc-admin instance answers the poll. A
// running job notes a heartbeat; one whose heartbeat stopped (its process crashed or was stopped) reads as
// failed, with what it had written until then.
import type { ImportJob, ImportResults } from '@wedding/shared-contracts';
import mongoose, { Types } from 'mongoose';
import type { Logger } from 'pino';
import type { RowsResult } from '../row-reading/guest-row';
import {
  ImportInterruptedError,
  type ImportOptions,
  type ImportProgress,
  importGuests,
  interruptedMessage,
} from './import-service';

export const IMPORT_JOBS_COLLECTION = 'guest_import_jobs';
/** A running job notes it is alive this often… */
export const JOB_HEARTBEAT_MS = 5_000;
/** …and one silent for this long has stopped (its process is gone). */
export const JOB_STALE_MS = 60_000;
/** Finished jobs are kept this long (a host may come back to the screen), then removed. */
const JOB_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Progress is stored at most this often (every written chunk reports it). */
const PROGRESS_EVERY_MS = 500;

interface JobDoc {
  _id: Types.ObjectId;
  state: ImportJob['state'];
  processed: number;
  total: number;
  imported: number;
  updated: number;
  results?: ImportResults;
  error?: string;
  adminId?: string;
  createdAt: Date;
  heartbeatAt: Date;
}

const jobs = () => {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  return db.collection<JobDoc>(IMPORT_JOBS_COLLECTION);
};

const STOPPED_MESSAGE =
  'The import stopped without finishing (the service was restarted or lost its database). What it wrote is counted; importing the same file again completes it without duplicates.';

/** The job as the poll answers it; a running job whose heartbeat stopped reads as failed. */
function toApi(doc: JobDoc, now = Date.now()): ImportJob {
  const partial = (): ImportResults => ({
    imported: doc.imported,
    updated: doc.updated,
    errors: [],
    totalRows: doc.total,
    warnings: [],
  });
  if (doc.state === 'running' && now - doc.heartbeatAt.getTime() > JOB_STALE_MS) {
    return {
      state: 'failed',
      processed: doc.processed,
      total: doc.total,
      results: partial(),
      error: STOPPED_MESSAGE,
    };
  }
  return {
    state: doc.state,
    processed: doc.processed,
    total: doc.total,
    ...(doc.results ? { results: doc.results } : doc.state === 'failed' ? { results: partial() } : {}),
    ...(doc.error ? { error: doc.error } : {}),
  };
}

export async function readImportJob(id: string): Promise<ImportJob | null> {
  if (!Types.ObjectId.isValid(id) || String(new Types.ObjectId(id)) !== id.toLowerCase()) return null;
  const doc = await jobs().findOne({ _id: new Types.ObjectId(id) });
  return doc ? toApi(doc) : null;
}

/**
 * Stores a new job for `rows` (checked already) and starts writing them; resolves with its id once the job
 * is stored. `finished` (tests) settles when the job has ended either way.
 */
export async function startImportJob(
  rows: RowsResult,
  options: Omit<ImportOptions, 'onProgress' | 'dryRun'>,
  logger?: Logger,
): Promise<{ jobId: string; finished: Promise<void> }> {
  // the import lock the route took is the job's from here: released when the job ends (or fails to start)
  const lock = options.importLock;
  try {
    return await startJobHoldingLock(rows, options, logger);
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

async function startJobHoldingLock(
  rows: RowsResult,
  options: Omit<ImportOptions, 'onProgress' | 'dryRun'>,
  logger?: Logger,
): Promise<{ jobId: string; finished: Promise<void> }> {
  const now = new Date();
  const collection = jobs();
  await collection.deleteMany({ createdAt: { $lt: new Date(now.getTime() - JOB_KEEP_MS) } });
  const _id = new Types.ObjectId();
  await collection.insertOne({
    _id,
    state: 'running',
    processed: 0,
    total: rows.totalRows,
    imported: 0,
    updated: 0,
    ...(options.adminId ? { adminId: options.adminId } : {}),
    createdAt: now,
    heartbeatAt: now,
  });

  let latest: ImportProgress | null = null;
  let storedAt = 0;
  let storing: Promise<unknown> = Promise.resolve();
  const store = (progress: ImportProgress | null) => {
    storing = storing
      .then(() =>
        collection.updateOne(
          { _id, state: 'running' },
          {
            $set: {
              heartbeatAt: new Date(),
              ...(progress
                ? { processed: progress.processed, imported: progress.imported, updated: progress.updated }
                : {}),
            },
          },
        ),
      )
      .catch((error: unknown) => logger?.warn({ err: error }, 'could not store an import job’s progress'));
    return storing;
  };
  const heartbeat = setInterval(() => void store(latest), JOB_HEARTBEAT_MS);
  heartbeat.unref();

  const finished = (async () => {
    let end: Partial<JobDoc>;
    let interrupted: ImportInterruptedError | null = null;
    try {
      const { results } = await importGuests(rows, {
        ...options,
        onProgress: async (progress) => {
          latest = progress;
          if (Date.now() - storedAt < PROGRESS_EVERY_MS) return;
          storedAt = Date.now();
          await store(progress);
        },
      });
      end = {
        state: 'done',
        processed: rows.totalRows,
        imported: results.imported,
        updated: results.updated,
        results,
      };
    } catch (error) {
      logger?.error({ err: error }, 'a guest import job failed');
      if (error instanceof ImportInterruptedError) interrupted = error;
      const results = interrupted?.results;
      end = {
        state: 'failed',
        error: interrupted
          ? interrupted.message
          : error instanceof Error &&
              'status' in error &&
              typeof error.status === 'number' &&
              error.status < 500
            ? error.message
            : 'The import failed before writing anything. Please try again.',
        ...(results ? { results, imported: results.imported, updated: results.updated } : {}),
        ...(latest ? { processed: (latest as ImportProgress).processed } : {}),
      };
    } finally {
      clearInterval(heartbeat);
      await options.importLock
        ?.release()
        .catch((error: unknown) => logger?.warn({ err: error }, 'could not release the import lock'));
    }
    await storing;
    // the final state, tried a few times: a database that went away may come back
    for (let attempt = 0; ; attempt++) {
      try {
        // (a database that stays away: what was acknowledged, said as a lower bound)
        if (interrupted && attempt < 4) {
          // exactly what it wrote, the commands in flight when it stopped included
          const results = await interrupted.count();
          end = {
            ...end,
            results,
            imported: results.imported,
            updated: results.updated,
            error: interruptedMessage(results, true),
          };
          interrupted = null;
        }
        await collection.updateOne({ _id }, { $set: { ...end, heartbeatAt: new Date() } });
        return;
      } catch (error) {
        if (attempt >= 5) {
          logger?.error({ err: error }, 'could not store an import job’s end; it reads as failed once stale');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
      }
    }
  })();
  return { jobId: String(_id), finished };
}
