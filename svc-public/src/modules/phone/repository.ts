// Phone RSVP storage: the two guest collections a phone number can be found in (ARCHITECTURE.md:
// `invitados` by telefonoWhatsapp first, then `unified_guests` by phone, both stored in E.164) and the
// `guest_status_changes` audit. Every write is one single-document atomic update (FerretDB 1.24 has no
// transactions): the update's filter states what must still be true (the status and people read just
// before), and the document as it was before the update tells the caller whether it matched.
//
// The answer and its audit entry are two documents, so a process killed (or a database lost) between the
// two writes would keep the answer without its entry. The answer's update therefore also records the
// change inside the guest (`lastStatusChange`, carrying the id its entry gets); the entry is written next
// under that id, so it can never be written twice (a repeat is a duplicate key). An entry left unwritten
// by a crash is written by the guest's next answer, or by the sweep (`findUnwrittenStatusChanges`). The
// record stays in the guest (no second update to clear it: on FerretDB every update reads the whole
// collection under the write lock, and that second update made wedding-day confirms markedly slower).
import type { ConfirmationStatus } from '@wedding/shared-contracts';
import {
  GuestStatusChangeModel,
  InvitadoModel,
  type InvitadoRaw,
  UnifiedGuestModel,
  type UnifiedGuestRaw,
} from '@wedding/shared-contracts/node';
import { isDuplicateKeyError } from '@wedding/shared-contracts/server';
import mongoose, { type Types } from 'mongoose';

export type PhoneGuestSource = 'invitados' | 'unified_guests';

/** Field of a guest document holding its latest phone answer's status change (never sent to clients: to-api.ts). */
export const LAST_STATUS_CHANGE = 'lastStatusChange';

/** A status change stored with the answer; its `guest_status_changes` entry has the same id. */
export interface StatusChangeRecord {
  _id: Types.ObjectId;
  oldStatus: ConfirmationStatus;
  newStatus: ConfirmationStatus;
  changedAt: Date;
}

/** A guest found by phone, in one shape whatever collection it came from. */
export interface PhoneGuest {
  source: PhoneGuestSource;
  id: Types.ObjectId;
  name: string;
  status: ConfirmationStatus;
  maxPeople: number;
  confirmedPeople: number | null;
  category: string | null;
  /** The status change of the guest's latest phone answer (its audit entry may be unwritten after a crash). */
  lastChange: StatusChangeRecord | null;
}

/** The status and people a guest had just before an update. */
export interface PreviousState {
  status: ConfirmationStatus;
  confirmedPeople: number | null;
}

type InvitadoDoc = Pick<
  InvitadoRaw,
  'nombreCompleto' | 'estadoConfirmacion' | 'maxPersonasPermitidas' | 'personasConfirmadas' | 'categoria'
> & { _id: Types.ObjectId; lastStatusChange?: StatusChangeRecord };
type UnifiedGuestDoc = Pick<
  UnifiedGuestRaw,
  'name' | 'confirmationStatus' | 'maxPeopleAllowed' | 'confirmedPeople' | 'category'
> & { _id: Types.ObjectId; lastStatusChange?: StatusChangeRecord };

const fromInvitado = (doc: InvitadoDoc): PhoneGuest => ({
  source: 'invitados',
  id: doc._id,
  name: doc.nombreCompleto,
  status: doc.estadoConfirmacion,
  maxPeople: doc.maxPersonasPermitidas,
  confirmedPeople: doc.personasConfirmadas ?? null,
  category: doc.categoria ?? null,
  lastChange: doc.lastStatusChange ?? null,
});

const fromUnifiedGuest = (doc: UnifiedGuestDoc): PhoneGuest => ({
  source: 'unified_guests',
  id: doc._id,
  name: doc.name,
  status: doc.confirmationStatus,
  maxPeople: doc.maxPeopleAllowed,
  confirmedPeople: doc.confirmedPeople ?? null,
  category: doc.category ?? null,
  lastChange: doc.lastStatusChange ?? null,
});

export async function findInvitadoByPhone(e164: string): Promise<PhoneGuest | null> {
  const doc = await InvitadoModel.findOne({ telefonoWhatsapp: e164 }).lean<InvitadoDoc>();
  return doc ? fromInvitado(doc) : null;
}

/** Several unified guests may share a phone (a household): the oldest one answers, always the same. */
export async function findUnifiedGuestByPhone(e164: string): Promise<PhoneGuest | null> {
  const doc = await UnifiedGuestModel.findOne({ phone: e164 }).sort({ _id: 1 }).lean<UnifiedGuestDoc>();
  return doc ? fromUnifiedGuest(doc) : null;
}

/** What the lookup may reveal (spec §3), read with a projection: nothing else leaves the database. */
export type GuestSummary =
  | {
      source: 'invitados';
      nombreCompleto: string;
      estadoConfirmacion: ConfirmationStatus;
      maxPersonasPermitidas: number;
    }
  | {
      source: 'unified_guests';
      nombreCompleto: string;
      estadoConfirmacion: ConfirmationStatus;
      maxPeopleAllowed: number;
    };

/** The lookup's read: `invitados` first, then `unified_guests`, only the three fields it answers. */
export async function findGuestSummaryByPhone(e164: string): Promise<GuestSummary | null> {
  const invitado = await InvitadoModel.findOne({ telefonoWhatsapp: e164 })
    .select({ _id: 0, nombreCompleto: 1, estadoConfirmacion: 1, maxPersonasPermitidas: 1 })
    .lean();
  if (invitado) {
    return {
      source: 'invitados',
      nombreCompleto: invitado.nombreCompleto,
      estadoConfirmacion: invitado.estadoConfirmacion,
      maxPersonasPermitidas: invitado.maxPersonasPermitidas,
    };
  }
  const guest = await UnifiedGuestModel.findOne({ phone: e164 })
    .sort({ _id: 1 })
    .select({ _id: 0, name: 1, confirmationStatus: 1, maxPeopleAllowed: 1 })
    .lean();
  return guest
    ? {
        source: 'unified_guests',
        nombreCompleto: guest.name,
        estadoConfirmacion: guest.confirmationStatus,
        maxPeopleAllowed: guest.maxPeopleAllowed,
      }
    : null;
}

export async function findGuestById(
  source: PhoneGuestSource,
  id: Types.ObjectId,
): Promise<PhoneGuest | null> {
  if (source === 'invitados') {
    const doc = await InvitadoModel.findById(id).lean<InvitadoDoc>();
    return doc ? fromInvitado(doc) : null;
  }
  const doc = await UnifiedGuestModel.findById(id).lean<UnifiedGuestDoc>();
  return doc ? fromUnifiedGuest(doc) : null;
}

const { trusted } = mongoose;

/** What the guest was when read: the update only applies if it still is (compare-and-set). */
type AsRead = Pick<PhoneGuest, 'source' | 'id' | 'status' | 'confirmedPeople'>;

/**
 * Sets confirmado, `people` and the date, only if the guest is still as read, still allows that many
 * people, and the stored answer differs (a repeated identical confirm changes nothing); `change` is
 * stored with it (see the top of this file). Returns the state before the update, or null when no
 * document matched (nothing to change, guest gone or changed meanwhile, or maximum lowered).
 */
export async function applyConfirm(
  guest: AsRead,
  people: number,
  change: StatusChangeRecord,
): Promise<PreviousState | null> {
  const at = change.changedAt;
  if (guest.source === 'invitados') {
    const before = await InvitadoModel.findOneAndUpdate(
      {
        _id: guest.id,
        estadoConfirmacion: guest.status,
        personasConfirmadas: guest.confirmedPeople,
        maxPersonasPermitidas: trusted({ $gte: people }),
        $or: [
          { estadoConfirmacion: trusted({ $ne: 'confirmado' }) },
          { personasConfirmadas: trusted({ $ne: people }) },
        ],
      },
      {
        $set: {
          estadoConfirmacion: 'confirmado',
          personasConfirmadas: people,
          fechaConfirmacion: at,
          [LAST_STATUS_CHANGE]: change,
        },
      },
      { returnDocument: 'before', runValidators: true },
    ).lean();
    return before
      ? { status: before.estadoConfirmacion, confirmedPeople: before.personasConfirmadas ?? null }
      : null;
  }
  const before = await UnifiedGuestModel.findOneAndUpdate(
    {
      _id: guest.id,
      confirmationStatus: guest.status,
      confirmedPeople: guest.confirmedPeople,
      maxPeopleAllowed: trusted({ $gte: people }),
      $or: [
        { confirmationStatus: trusted({ $ne: 'confirmado' }) },
        { confirmedPeople: trusted({ $ne: people }) },
      ],
    },
    {
      $set: {
        confirmationStatus: 'confirmado',
        confirmedPeople: people,
        confirmationDate: at,
        [LAST_STATUS_CHANGE]: change,
      },
    },
    { returnDocument: 'before', runValidators: true },
  ).lean();
  return before
    ? { status: before.confirmationStatus, confirmedPeople: before.confirmedPeople ?? null }
    : null;
}

/**
 * Sets rechazado, clears the people and records the date of the answer, only if the guest is still as
 * read and the stored answer differs (a repeated decline changes nothing); `change` is stored with it.
 * Returns the state before, or null when nothing matched.
 */
export async function applyDecline(guest: AsRead, change: StatusChangeRecord): Promise<PreviousState | null> {
  const at = change.changedAt;
  if (guest.source === 'invitados') {
    const before = await InvitadoModel.findOneAndUpdate(
      {
        _id: guest.id,
        estadoConfirmacion: guest.status,
        personasConfirmadas: guest.confirmedPeople,
        $or: [
          { estadoConfirmacion: trusted({ $ne: 'rechazado' }) },
          { personasConfirmadas: trusted({ $ne: null }) },
        ],
      },
      {
        $set: {
          estadoConfirmacion: 'rechazado',
          personasConfirmadas: null,
          fechaConfirmacion: at,
          [LAST_STATUS_CHANGE]: change,
        },
      },
      { returnDocument: 'before', runValidators: true },
    ).lean();
    return before
      ? { status: before.estadoConfirmacion, confirmedPeople: before.personasConfirmadas ?? null }
      : null;
  }
  const before = await UnifiedGuestModel.findOneAndUpdate(
    {
      _id: guest.id,
      confirmationStatus: guest.status,
      confirmedPeople: guest.confirmedPeople,
      $or: [
        { confirmationStatus: trusted({ $ne: 'rechazado' }) },
        { confirmedPeople: trusted({ $ne: null }) },
      ],
    },
    {
      $set: {
        confirmationStatus: 'rechazado',
        confirmedPeople: null,
        confirmationDate: at,
        [LAST_STATUS_CHANGE]: change,
      },
    },
    { returnDocument: 'before', runValidators: true },
  ).lean();
  return before
    ? { status: before.confirmationStatus, confirmedPeople: before.confirmedPeople ?? null }
    : null;
}

const guestCollection = (source: PhoneGuestSource) =>
  (source === 'invitados' ? InvitadoModel : UnifiedGuestModel).collection;

/**
 * Writes the audit entry of `change` (guest-made: no adminUserId) under the change's own id. Idempotent:
 * an entry already written is a duplicate key. With `checkGuest`, an entry written for a guest deleted
 * meanwhile is removed again (entries go with their guest).
 */
export async function writeStatusChange(
  source: PhoneGuestSource,
  guestId: Types.ObjectId,
  change: StatusChangeRecord,
  { checkGuest = false } = {},
): Promise<void> {
  try {
    await GuestStatusChangeModel.create({
      _id: change._id,
      guestId,
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
  source: PhoneGuestSource;
  id: Types.ObjectId;
  change: StatusChangeRecord;
}

/**
 * Guests whose latest phone answer (since `since`) has no audit entry: what a crash or an outage between
 * the two writes left. One read of each guest collection and one of the entries.
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
