// The sweep that writes the audit entries a crash or an outage left unwritten between an answer and its
// entry (the crash safety of guest-answer.ts): at each start, after each reconnection, and every minute.
//
// Why: without multi-document transactions (FerretDB 1.24) a crash or an outage between an answer and its
// audit entry leaves the entry unwritten; this finds those and writes them.
// On MongoDB: on a replica set an answer and its entry commit together in one transaction.
// On a replica set: can be dropped once every writer of an answer (guest-answer.ts, guest-edit.ts, the
// imports' writeStatusChanges) writes the entry in the same transaction; until then it must stay.
import type { Types } from 'mongoose';
import type { Logger } from 'pino';
import {
  type GuestSource,
  guestCollection,
  LAST_STATUS_CHANGE,
  type StatusChangeRecord,
} from './guest-documents';
import { GuestStatusChangeModel } from './models/guest-status-change';
import { writeStatusChange } from './status-changes';

export interface UnwrittenStatusChange {
  source: GuestSource;
  id: Types.ObjectId;
  change: StatusChangeRecord;
}

/**
 * Guests whose latest answer (since `since`) has no audit entry: what a crash or an outage between the
 * two writes left. One read of each guest collection and one of the entries.
 */
export async function findUnwrittenStatusChanges(since: Date): Promise<UnwrittenStatusChange[]> {
  const recorded: UnwrittenStatusChange[] = [];
  for (const source of ['invitados', 'unified_guests'] as const) {
    const docs = await guestCollection(source)
      .find<{ _id: Types.ObjectId; lastStatusChange: StatusChangeRecord }>(
        { [`${LAST_STATUS_CHANGE}.changedAt`]: { $gte: since } },
        { projection: { [LAST_STATUS_CHANGE]: 1 } },
      )
      .toArray();
    for (const doc of docs) recorded.push({ source, id: doc._id, change: doc.lastStatusChange });
  }
  const written = new Set<string>();
  for (let i = 0; i < recorded.length; i += 1000) {
    const ids = recorded.slice(i, i + 1000).map((r) => r.change._id);
    const entries = await GuestStatusChangeModel.collection
      .find({ _id: { $in: ids } }, { projection: { _id: 1 } })
      .toArray();
    for (const entry of entries) written.add(String(entry._id));
  }
  return recorded.filter((r) => !written.has(String(r.change._id)));
}

/** How far back the sweep looks (an older crash was swept by a start since). */
const SWEEP_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Writes every audit entry left unwritten by a crash or an outage; returns how many. */
export async function completePendingStatusChanges(now = new Date()): Promise<number> {
  const unwritten = await findUnwrittenStatusChanges(new Date(now.getTime() - SWEEP_WINDOW_MS));
  for (const { source, id, change } of unwritten) {
    await writeStatusChange(source, id, change, { checkGuest: true });
  }
  return unwritten.length;
}

interface WatchedConnection {
  on(event: string, listener: () => void): unknown;
  readyState: number;
}
const watched = new WeakSet<WatchedConnection>();

/**
 * Runs completePendingStatusChanges when connected, after each reconnection, and every `everyMs` (once
 * per connection, however many apps are built on it).
 */
export function completePendingStatusChangesWhenConnected(
  connection: WatchedConnection,
  logger?: Logger,
  everyMs = 60_000,
): void {
  if (watched.has(connection)) return;
  watched.add(connection);
  let running = false;
  const run = () => {
    if (running || connection.readyState !== 1) return;
    running = true;
    completePendingStatusChanges()
      .then((count) => {
        if (count) logger?.warn({ count }, 'wrote status changes left unwritten by an interruption');
      })
      .catch((error: unknown) => logger?.warn({ err: error }, 'could not complete pending status changes'))
      .finally(() => {
        running = false;
      });
  };
  connection.on('connected', run);
  connection.on('reconnected', run);
  setInterval(run, everyMs).unref();
  run();
}
