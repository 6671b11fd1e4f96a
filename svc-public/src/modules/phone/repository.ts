// Phone RSVP storage: the two guest collections a phone number can be found in (ARCHITECTURE.md:
// `invitados` by telefonoWhatsapp first, then `unified_guests` by phone, both stored in E.164) and the
// `guest_status_changes` audit. Every write is one single-document atomic update (FerretDB 1.24 has no
// transactions): the update's filter states what must still be true (the status and people read just
// before), and the document as it was before the update tells the caller whether it matched.
//
// The answer and its audit entry are two documents, so a process killed (or a database lost) between the
// two writes would keep the answer without its entry. The answer's update therefore also stores the entry
// to come inside the guest (`pendingStatusChange`, with the entry's own id); the entry is written next with
// that id (a repeat is a duplicate key, so never twice) and the marker removed. A marker left behind by a
// crash is completed by the next answer of that guest, or by the sweep (`findPendingStatusChanges`).
import type { ConfirmationStatus } from '@wedding/shared-contracts';
import {
  GuestStatusChangeModel,
  InvitadoModel,
  type InvitadoRaw,
  UnifiedGuestModel,
  type UnifiedGuestRaw,
} from '@wedding/shared-contracts/node';
import mongoose, { type Types } from 'mongoose';

export type PhoneGuestSource = 'invitados' | 'unified_guests';

/** Field of a guest document holding its not yet written status change (never sent to clients: to-api.ts). */
export const PENDING_STATUS_CHANGE = 'pendingStatusChange';

/** A status change stored with the answer, to be copied into `guest_status_changes` under the same id. */
export interface PendingStatusChange {
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
  /** A status change of an earlier answer whose audit entry is still to be written. */
  pending: PendingStatusChange | null;
}

/** The status and people a guest had just before an update. */
export interface PreviousState {
  status: ConfirmationStatus;
  confirmedPeople: number | null;
}

type InvitadoDoc = Pick<
  InvitadoRaw,
  'nombreCompleto' | 'estadoConfirmacion' | 'maxPersonasPermitidas' | 'personasConfirmadas' | 'categoria'
> & { _id: Types.ObjectId; pendingStatusChange?: PendingStatusChange };
type UnifiedGuestDoc = Pick<
  UnifiedGuestRaw,
  'name' | 'confirmationStatus' | 'maxPeopleAllowed' | 'confirmedPeople' | 'category'
> & { _id: Types.ObjectId; pendingStatusChange?: PendingStatusChange };

const fromInvitado = (doc: InvitadoDoc): PhoneGuest => ({
  source: 'invitados',
  id: doc._id,
  name: doc.nombreCompleto,
  status: doc.estadoConfirmacion,
  maxPeople: doc.maxPersonasPermitidas,
  confirmedPeople: doc.personasConfirmadas ?? null,
  category: doc.categoria ?? null,
  pending: doc.pendingStatusChange ?? null,
});

const fromUnifiedGuest = (doc: UnifiedGuestDoc): PhoneGuest => ({
  source: 'unified_guests',
  id: doc._id,
  name: doc.name,
  status: doc.confirmationStatus,
  maxPeople: doc.maxPeopleAllowed,
  confirmedPeople: doc.confirmedPeople ?? null,
  category: doc.category ?? null,
  pending: doc.pendingStatusChange ?? null,
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
  change: PendingStatusChange,
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
          [PENDING_STATUS_CHANGE]: change,
        },
      },
      { returnDocument: 'before', runValidators: true, strict: false },
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
        [PENDING_STATUS_CHANGE]: change,
      },
    },
    { returnDocument: 'before', runValidators: true, strict: false },
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
export async function applyDecline(
  guest: AsRead,
  change: PendingStatusChange,
): Promise<PreviousState | null> {
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
          [PENDING_STATUS_CHANGE]: change,
        },
      },
      { returnDocument: 'before', runValidators: true, strict: false },
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
        [PENDING_STATUS_CHANGE]: change,
      },
    },
    { returnDocument: 'before', runValidators: true, strict: false },
  ).lean();
  return before
    ? { status: before.confirmationStatus, confirmedPeople: before.confirmedPeople ?? null }
    : null;
}

const guestCollection = (source: PhoneGuestSource) =>
  (source === 'invitados' ? InvitadoModel : UnifiedGuestModel).collection;

const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

/**
 * Writes the audit entry of `change` (guest-made: no adminUserId) under the change's own id, then removes
 * the guest's marker. Idempotent: an entry already written is a duplicate key. If the guest was deleted
 * meanwhile, its entry goes too (entries are removed with their guest).
 */
export async function completeStatusChange(
  source: PhoneGuestSource,
  guestId: Types.ObjectId,
  change: PendingStatusChange,
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
    if (!isDuplicateKey(error)) throw error;
  }
  const collection = guestCollection(source);
  const cleared = await collection.updateOne(
    { _id: guestId, [`${PENDING_STATUS_CHANGE}._id`]: change._id },
    { $unset: { [PENDING_STATUS_CHANGE]: '' } },
  );
  if (
    cleared.matchedCount === 0 &&
    !(await collection.findOne({ _id: guestId }, { projection: { _id: 1 } }))
  ) {
    await GuestStatusChangeModel.collection.deleteOne({ _id: change._id });
  }
}

/** Guests holding a status change whose audit entry is still to be written (a crash left it), at most `limit`. */
export async function findPendingStatusChanges(
  limit = 500,
): Promise<{ source: PhoneGuestSource; id: Types.ObjectId; change: PendingStatusChange }[]> {
  const found: { source: PhoneGuestSource; id: Types.ObjectId; change: PendingStatusChange }[] = [];
  for (const source of ['invitados', 'unified_guests'] as const) {
    const docs = await guestCollection(source)
      .find<{ _id: Types.ObjectId; pendingStatusChange: PendingStatusChange }>(
        { [PENDING_STATUS_CHANGE]: { $exists: true } },
        { projection: { [PENDING_STATUS_CHANGE]: 1 }, limit },
      )
      .toArray();
    for (const doc of docs) found.push({ source, id: doc._id, change: doc.pendingStatusChange });
  }
  return found;
}
