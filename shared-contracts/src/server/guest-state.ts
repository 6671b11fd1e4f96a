// The guests' answers, whatever the channel (issue 14): a phone answer (svc-public /api/phone/*), an
// e-mail RSVP (svc-public /api/rsvp) and an e-mail answer a host matches to a guest (svc-admin
// /api/admin/rsvps/:id/match) all set a guest's answer here, with one crash-safety scheme.
//
// Every write is one single-document atomic update (FerretDB 1.24 has no transactions): the update's
// filter states what must still be true (the status and people read just before), and the document as it
// was before the update tells the caller whether it matched. Callers hold the guest's record lock
// (`withGuestLock`), which every write of a guest takes, in both services.
//
// The answer and its audit entry are two documents, so a process killed (or a database lost) between the
// two writes would keep the answer without its entry. The answer's update therefore also records the
// change inside the guest (`lastStatusChange`, carrying the id its entry gets); the entry is written next
// under that id, so it can never be written twice (a repeat is a duplicate key). An entry left unwritten
// by a crash is written by the guest's next answer, or by the sweep (`completePendingStatusChanges`). The
// record stays in the guest (no second update to clear it: on FerretDB every update reads the whole
// collection under the write lock, and that second update made wedding-day confirms markedly slower).
import mongoose, { type Model, Types } from 'mongoose';
import type { Logger } from 'pino';
import type { ConfirmationStatus } from '../constants';
import { GuestStatusChangeModel } from '../node/models/guest-status-change';
import { InvitadoModel } from '../node/models/invitado';
import { UnifiedGuestModel } from '../node/models/unified-guest';
import { isDatabaseDown, isDuplicateKeyError } from './errors';
import { guestLockKey, withRecordLock } from './record-lock';

/** The two lists a guest can be on: the phone guests and the invitation list. */
export type GuestSource = 'invitados' | 'unified_guests';

/** Field of a guest document holding its latest answer's status change (never sent to clients: to-api.ts). */
export const LAST_STATUS_CHANGE = 'lastStatusChange';

/** A status change stored with the answer; its `guest_status_changes` entry has the same id. */
export interface StatusChangeRecord {
  _id: Types.ObjectId;
  oldStatus: ConfirmationStatus;
  newStatus: ConfirmationStatus;
  changedAt: Date;
  /** The host who made it (a matched e-mail answer); none for a guest's own answer. */
  adminUserId?: Types.ObjectId;
}

/** A guest's answer-related state, in one shape whatever list it is on. */
export interface GuestState {
  source: GuestSource;
  id: Types.ObjectId;
  name: string;
  status: ConfirmationStatus;
  maxPeople: number;
  confirmedPeople: number | null;
  category: string | null;
  /** The status change of the guest's latest answer (its audit entry may be unwritten after a crash). */
  lastChange: StatusChangeRecord | null;
}

/** Each list's field names (the phone guests' collection is in Spanish, spec §3). */
const LISTS = {
  invitados: {
    model: InvitadoModel as unknown as Model<Record<string, unknown>>,
    name: 'nombreCompleto',
    status: 'estadoConfirmacion',
    people: 'personasConfirmadas',
    max: 'maxPersonasPermitidas',
    date: 'fechaConfirmacion',
    category: 'categoria',
  },
  unified_guests: {
    model: UnifiedGuestModel as unknown as Model<Record<string, unknown>>,
    name: 'name',
    status: 'confirmationStatus',
    people: 'confirmedPeople',
    max: 'maxPeopleAllowed',
    date: 'confirmationDate',
    category: 'category',
  },
} as const;

/** The projection that reads a guest's state and nothing else. */
const stateProjection = (source: GuestSource) => {
  const list = LISTS[source];
  return {
    [list.name]: 1,
    [list.status]: 1,
    [list.people]: 1,
    [list.max]: 1,
    [list.category]: 1,
    [LAST_STATUS_CHANGE]: 1,
  };
};

/** A stored guest document in the shape of `GuestState`. */
export function toGuestState(source: GuestSource, doc: Record<string, unknown>): GuestState {
  const list = LISTS[source];
  return {
    source,
    id: doc._id as Types.ObjectId,
    name: doc[list.name] as string,
    status: doc[list.status] as ConfirmationStatus,
    maxPeople: doc[list.max] as number,
    confirmedPeople: (doc[list.people] as number | null | undefined) ?? null,
    category: (doc[list.category] as string | null | undefined) ?? null,
    lastChange: (doc[LAST_STATUS_CHANGE] as StatusChangeRecord | undefined) ?? null,
  };
}

/** The guest's state now; null when it is gone. */
export async function readGuestState(source: GuestSource, id: Types.ObjectId): Promise<GuestState | null> {
  const doc = await LISTS[source].model
    .findById(id)
    .select(stateProjection(source))
    .lean<Record<string, unknown>>();
  return doc ? toGuestState(source, doc) : null;
}

export interface GuestLockOptions {
  /** The 409 text when the guest stays locked by another writer. */
  busyMessage: string;
}

/** Runs `work` under the guest's record lock, which every write of a guest takes, in both services. */
export function withGuestLock<T>(
  source: GuestSource,
  id: Types.ObjectId | string,
  work: () => Promise<T>,
  { busyMessage }: GuestLockOptions,
): Promise<T> {
  return withRecordLock(guestLockKey(source, id), work, { busyMessage });
}

/** An answer: attending with a number of people, or not attending. */
export type GuestAnswer = { attending: true; people: number } | { attending: false };

export interface AnswerOptions {
  /**
   * The people a declined guest keeps: null for a phone answer (spec §5: the phone decline clears them),
   * 0 for an e-mail answer (its guest count when not attending).
   */
  declinedPeople: 0 | null;
  /** When the guest answered (default now): the guest's confirmation date. */
  at?: Date;
  /** The host who applied it (a matched e-mail answer), kept in the audit entry. */
  adminUserId?: Types.ObjectId;
  /** Further fields set with the answer, in the same update (the save-the-date answer of an invitation). */
  alsoSet?: Record<string, unknown>;
}

/**
 * applied: the guest now has the answer (one audit entry for the change); unchanged: it had it already
 * (a repeat: nothing written but `alsoSet`); over-maximum: more people than the guest may bring; moved:
 * the guest is gone or changed since it was read (the caller reads it again and retries).
 */
export type AnswerOutcome = 'applied' | 'unchanged' | 'over-maximum' | 'moved';

const { trusted } = mongoose;

const statusOf = (answer: GuestAnswer): ConfirmationStatus => (answer.attending ? 'confirmado' : 'rechazado');
const peopleOf = (answer: GuestAnswer, { declinedPeople }: AnswerOptions) =>
  answer.attending ? answer.people : declinedPeople;

/**
 * Sets the answer, only if the guest is still as read, still allows that many people, and the stored
 * answer differs (a repeated identical answer changes nothing); `change` is stored with it. True when
 * the guest matched and was updated.
 */
export async function applyAnswer(
  guest: Pick<GuestState, 'source' | 'id' | 'status' | 'confirmedPeople'>,
  answer: GuestAnswer,
  options: AnswerOptions,
  change: StatusChangeRecord,
): Promise<boolean> {
  const list = LISTS[guest.source];
  const status = statusOf(answer);
  const people = peopleOf(answer, options);
  const before = await list.model
    .findOneAndUpdate(
      {
        _id: guest.id,
        [list.status]: guest.status,
        [list.people]: guest.confirmedPeople,
        ...(answer.attending ? { [list.max]: trusted({ $gte: answer.people }) } : {}),
        $or: [{ [list.status]: trusted({ $ne: status }) }, { [list.people]: trusted({ $ne: people }) }],
      },
      {
        $set: {
          ...options.alsoSet,
          [list.status]: status,
          [list.people]: people,
          [list.date]: change.changedAt,
          [LAST_STATUS_CHANGE]: change,
        },
      },
      // no projection: FerretDB 1.24 refuses one on findAndModify
      { returnDocument: 'before', runValidators: true },
    )
    .lean();
  return before !== null;
}

/**
 * Gives `guest` (as read under its record lock) the answer: completes an earlier answer's audit entry a
 * crash left unwritten, refuses more people than the guest's maximum, writes the answer and one audit
 * entry when it changes something. The only way an answer reaches a guest, whatever the channel.
 */
export async function answerGuest(
  guest: GuestState,
  answer: GuestAnswer,
  options: AnswerOptions,
): Promise<AnswerOutcome> {
  await completeEarlierAnswer(guest);
  if (answer.attending && answer.people > guest.maxPeople) return 'over-maximum';
  const change: StatusChangeRecord = {
    _id: new Types.ObjectId(),
    oldStatus: guest.status,
    newStatus: statusOf(answer),
    changedAt: options.at ?? new Date(),
    ...(options.adminUserId ? { adminUserId: options.adminUserId } : {}),
  };
  if (await applyAnswer(guest, answer, options, change)) {
    await audit(guest, change);
    return 'applied';
  }
  // Nothing matched: already this answer (a repeat), or the guest changed since it was read.
  const current = await readGuestState(guest.source, guest.id);
  if (!current) return 'moved';
  if (current.status === statusOf(answer) && current.confirmedPeople === peopleOf(answer, options)) {
    if (options.alsoSet)
      await LISTS[guest.source].model.updateOne({ _id: guest.id }, { $set: options.alsoSet });
    return 'unchanged';
  }
  if (answer.attending && answer.people > current.maxPeople) return 'over-maximum';
  return 'moved';
}

/** A host's edit of a guest (svc-admin's guest dialogs, a reset). */
export interface GuestEdit {
  /** The status the guest had when read: the edit applies only while it still has it. */
  expectedStatus: ConfirmationStatus;
  /** Further conditions that must still hold (a maximum that still allows the people set). */
  filter?: Record<string, unknown>;
  update: {
    $set?: Record<string, unknown>;
    $unset?: Record<string, 1>;
    $inc?: Record<string, number>;
  };
  /** The status the edit sets, when it changes it: stored with the edit and audited with the host. */
  newStatus?: ConfirmationStatus;
  /** The host who made it (absent or malformed: an entry without one). */
  adminUserId?: string;
  /** When (default now). */
  at?: Date;
}

/**
 * Applies a host's edit, only while the guest's status is still the one read (so the recorded old status
 * is the true one); a change of status is stored with the edit and audited, with the same crash safety as
 * an answer. Returns the guest as stored after the edit, or null when it is gone or its status moved (the
 * caller reads it again). Callers hold the guest's record lock.
 */
export async function editGuest(
  source: GuestSource,
  id: Types.ObjectId | string,
  edit: GuestEdit,
): Promise<Record<string, unknown> | null> {
  const list = LISTS[source];
  const guestId = new Types.ObjectId(String(id));
  const change =
    edit.newStatus !== undefined && edit.newStatus !== edit.expectedStatus
      ? statusChangeOf(edit.expectedStatus, edit.newStatus, edit)
      : null;
  const $set = { ...edit.update.$set, ...(change ? { [LAST_STATUS_CHANGE]: change } : {}) };
  const update = {
    ...edit.update,
    ...(Object.keys($set).length ? { $set } : {}),
  };
  const before = await list.model
    .findOneAndUpdate({ ...edit.filter, _id: guestId, [list.status]: edit.expectedStatus }, update, {
      returnDocument: 'before',
      runValidators: true,
    })
    .lean();
  if (!before) return null;
  if (change) await audit(toGuestState(source, before), change);
  // FerretDB refuses a projection on findAndModify: the stored guest is read again
  return list.model.findById(guestId).lean<Record<string, unknown>>();
}

/**
 * Writes the audit entry of an answer that is stored already. The answer stands even if this fails (the
 * database went away just now): the guest's next answer or the sweep writes it.
 */
async function audit(guest: GuestState, change: StatusChangeRecord): Promise<void> {
  await writeStatusChange(guest.source, guest.id, change).catch((error: unknown) => {
    if (!isDatabaseDown(error)) throw error;
  });
}

/**
 * The previous answer's entry, if a crash left it unwritten, goes first. Looked up before it is written:
 * a guest answering again is common (a changed mind, a double tap), a crash between the two writes is not.
 */
async function completeEarlierAnswer(guest: GuestState): Promise<void> {
  if (guest.lastChange && !(await statusChangeWritten(guest.lastChange))) {
    await writeStatusChange(guest.source, guest.id, guest.lastChange);
  }
}

const guestCollection = (source: GuestSource) => LISTS[source].model.collection;

/**
 * Writes the audit entry of `change` under the change's own id. Idempotent: an entry already written is
 * a duplicate key. With `checkGuest`, an entry written for a guest deleted meanwhile is removed again
 * (entries go with their guest).
 */
export async function writeStatusChange(
  source: GuestSource,
  guestId: Types.ObjectId,
  change: StatusChangeRecord,
  { checkGuest = false } = {},
): Promise<void> {
  try {
    await GuestStatusChangeModel.create({
      _id: change._id,
      guestId,
      ...(change.adminUserId ? { adminUserId: change.adminUserId } : {}),
      oldStatus: change.oldStatus,
      newStatus: change.newStatus,
      changedAt: change.changedAt,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return;
  }
  if (checkGuest && !(await guestCollection(source).findOne({ _id: guestId }, { projection: { _id: 1 } }))) {
    await GuestStatusChangeModel.collection.deleteOne({ _id: change._id });
  }
}

/**
 * Writes the audit entries of many changes stored with their guests already (an import's updates), in
 * one unordered insert; entries already written (duplicate keys) are skipped, as writeStatusChange does.
 */
export async function writeStatusChanges(
  changes: { guestId: Types.ObjectId; change: StatusChangeRecord }[],
): Promise<void> {
  if (changes.length === 0) return;
  const entries = changes.map(({ guestId, change }) => ({
    _id: change._id,
    guestId,
    ...(change.adminUserId ? { adminUserId: change.adminUserId } : {}),
    oldStatus: change.oldStatus,
    newStatus: change.newStatus,
    changedAt: change.changedAt,
  }));
  try {
    await GuestStatusChangeModel.collection.insertMany(entries, { ordered: false });
  } catch (error) {
    const { writeErrors } = error as { writeErrors?: { code?: number }[] | { code?: number } };
    const failures = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
    if (failures.length === 0 || failures.some((failure) => failure.code !== 11000)) throw error;
  }
}

/** The status change a host's write makes, to be stored with it (LAST_STATUS_CHANGE) and then audited. */
export function statusChangeOf(
  oldStatus: ConfirmationStatus,
  newStatus: ConfirmationStatus,
  { adminUserId, at }: { adminUserId?: string; at?: Date } = {},
): StatusChangeRecord {
  return {
    _id: new Types.ObjectId(),
    oldStatus,
    newStatus,
    changedAt: at ?? new Date(),
    ...(adminUserId && Types.ObjectId.isValid(adminUserId)
      ? { adminUserId: new Types.ObjectId(adminUserId) }
      : {}),
  };
}

/**
 * Whether the audit entry of `change` is written. A read by `_id`: on FerretDB it does not queue behind
 * the write lock as a repeated insert (refused as a duplicate key) would.
 */
export async function statusChangeWritten(change: StatusChangeRecord): Promise<boolean> {
  return (
    (await GuestStatusChangeModel.collection.findOne({ _id: change._id }, { projection: { _id: 1 } })) !==
    null
  );
}

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
