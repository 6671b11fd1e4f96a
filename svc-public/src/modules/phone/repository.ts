// Phone RSVP storage: the two guest collections a phone number can be found in (ARCHITECTURE.md:
// `invitados` by telefonoWhatsapp first, then `unified_guests` by phone, both stored in E.164) and the
// `guest_status_changes` audit. Every write is one single-document atomic update (FerretDB 1.24 has no
// transactions): the update's filter states what must still be true, and the document as it was before
// the update tells the caller what actually changed.
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

/** A guest found by phone, in one shape whatever collection it came from. */
export interface PhoneGuest {
  source: PhoneGuestSource;
  id: Types.ObjectId;
  name: string;
  status: ConfirmationStatus;
  maxPeople: number;
  confirmedPeople: number | null;
  category: string | null;
}

/** The status and people a guest had just before an update. */
export interface PreviousState {
  status: ConfirmationStatus;
  confirmedPeople: number | null;
}

type InvitadoDoc = Pick<
  InvitadoRaw,
  'nombreCompleto' | 'estadoConfirmacion' | 'maxPersonasPermitidas' | 'personasConfirmadas' | 'categoria'
> & { _id: Types.ObjectId };
type UnifiedGuestDoc = Pick<
  UnifiedGuestRaw,
  'name' | 'confirmationStatus' | 'maxPeopleAllowed' | 'confirmedPeople' | 'category'
> & { _id: Types.ObjectId };

const fromInvitado = (doc: InvitadoDoc): PhoneGuest => ({
  source: 'invitados',
  id: doc._id,
  name: doc.nombreCompleto,
  status: doc.estadoConfirmacion,
  maxPeople: doc.maxPersonasPermitidas,
  confirmedPeople: doc.personasConfirmadas ?? null,
  category: doc.categoria ?? null,
});

const fromUnifiedGuest = (doc: UnifiedGuestDoc): PhoneGuest => ({
  source: 'unified_guests',
  id: doc._id,
  name: doc.name,
  status: doc.confirmationStatus,
  maxPeople: doc.maxPeopleAllowed,
  confirmedPeople: doc.confirmedPeople ?? null,
  category: doc.category ?? null,
});

export async function findInvitadoByPhone(e164: string): Promise<PhoneGuest | null> {
  const doc = await InvitadoModel.findOne({ telefonoWhatsapp: e164 }).lean();
  return doc ? fromInvitado(doc) : null;
}

/** Several unified guests may share a phone (a household): the oldest one answers, always the same. */
export async function findUnifiedGuestByPhone(e164: string): Promise<PhoneGuest | null> {
  const doc = await UnifiedGuestModel.findOne({ phone: e164 }).sort({ _id: 1 }).lean();
  return doc ? fromUnifiedGuest(doc) : null;
}

export async function findGuestById(
  source: PhoneGuestSource,
  id: Types.ObjectId,
): Promise<PhoneGuest | null> {
  if (source === 'invitados') {
    const doc = await InvitadoModel.findById(id).lean();
    return doc ? fromInvitado(doc) : null;
  }
  const doc = await UnifiedGuestModel.findById(id).lean();
  return doc ? fromUnifiedGuest(doc) : null;
}

const { trusted } = mongoose;

/**
 * Sets confirmado, `people` and the date, only if the guest still allows that many people and the
 * stored answer differs (a repeated identical confirm changes nothing). Returns the state before the
 * update, or null when no document matched (nothing to change, guest gone, or maximum lowered).
 */
export async function applyConfirm(
  guest: Pick<PhoneGuest, 'source' | 'id'>,
  people: number,
  at: Date,
): Promise<PreviousState | null> {
  if (guest.source === 'invitados') {
    const before = await InvitadoModel.findOneAndUpdate(
      {
        _id: guest.id,
        maxPersonasPermitidas: trusted({ $gte: people }),
        $or: [
          { estadoConfirmacion: trusted({ $ne: 'confirmado' }) },
          { personasConfirmadas: trusted({ $ne: people }) },
        ],
      },
      { $set: { estadoConfirmacion: 'confirmado', personasConfirmadas: people, fechaConfirmacion: at } },
      { returnDocument: 'before', runValidators: true },
    ).lean();
    return before
      ? { status: before.estadoConfirmacion, confirmedPeople: before.personasConfirmadas ?? null }
      : null;
  }
  const before = await UnifiedGuestModel.findOneAndUpdate(
    {
      _id: guest.id,
      maxPeopleAllowed: trusted({ $gte: people }),
      $or: [
        { confirmationStatus: trusted({ $ne: 'confirmado' }) },
        { confirmedPeople: trusted({ $ne: people }) },
      ],
    },
    { $set: { confirmationStatus: 'confirmado', confirmedPeople: people, confirmationDate: at } },
    { returnDocument: 'before', runValidators: true },
  ).lean();
  return before
    ? { status: before.confirmationStatus, confirmedPeople: before.confirmedPeople ?? null }
    : null;
}

/**
 * Sets rechazado, clears the people and records the date of the answer, only if the stored answer
 * differs (a repeated decline changes nothing). Returns the state before, or null when nothing matched.
 */
export async function applyDecline(
  guest: Pick<PhoneGuest, 'source' | 'id'>,
  at: Date,
): Promise<PreviousState | null> {
  if (guest.source === 'invitados') {
    const before = await InvitadoModel.findOneAndUpdate(
      {
        _id: guest.id,
        $or: [
          { estadoConfirmacion: trusted({ $ne: 'rechazado' }) },
          { personasConfirmadas: trusted({ $ne: null }) },
        ],
      },
      { $set: { estadoConfirmacion: 'rechazado', personasConfirmadas: null, fechaConfirmacion: at } },
      { returnDocument: 'before', runValidators: true },
    ).lean();
    return before
      ? { status: before.estadoConfirmacion, confirmedPeople: before.personasConfirmadas ?? null }
      : null;
  }
  const before = await UnifiedGuestModel.findOneAndUpdate(
    {
      _id: guest.id,
      $or: [
        { confirmationStatus: trusted({ $ne: 'rechazado' }) },
        { confirmedPeople: trusted({ $ne: null }) },
      ],
    },
    { $set: { confirmationStatus: 'rechazado', confirmedPeople: null, confirmationDate: at } },
    { returnDocument: 'before', runValidators: true },
  ).lean();
  return before
    ? { status: before.confirmationStatus, confirmedPeople: before.confirmedPeople ?? null }
    : null;
}

/** One audit entry; guest-made changes carry no adminUserId. */
export async function recordStatusChange(
  guestId: Types.ObjectId,
  oldStatus: ConfirmationStatus,
  newStatus: ConfirmationStatus,
  at: Date,
): Promise<void> {
  await GuestStatusChangeModel.create({ guestId, oldStatus, newStatus, changedAt: at });
}
