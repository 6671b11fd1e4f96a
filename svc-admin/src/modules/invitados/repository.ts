// Database access of /api/admin/invitados: the phone guests and their status-change audit. Every write
// is one single-document update whose filter states what must still be true (FerretDB 1.24 has no
// transactions); the audit entry is written after the update it records.
import type { ConfirmationStatus } from '@wedding/shared-contracts';
import { GuestStatusChangeModel, InvitadoModel } from '@wedding/shared-contracts/node';
import mongoose, { Types } from 'mongoose';

const { trusted } = mongoose;

/** Newest first (the guest just added is at the top), stable. */
export const listInvitados = () => InvitadoModel.find({}).sort({ createdAt: -1, _id: -1 }).lean();

export const findInvitado = (id: string) => InvitadoModel.findById(id).lean();

export const findInvitadoByPhone = (e164: string) => InvitadoModel.findOne({ telefonoWhatsapp: e164 }).lean();

export type StoredInvitado = NonNullable<Awaited<ReturnType<typeof findInvitado>>>;

export interface NewInvitado {
  nombreCompleto: string;
  /** E.164. */
  telefonoWhatsapp: string;
  categoria: string;
  maxPersonasPermitidas: number;
  acompanantesAsignados: number;
  notas?: string;
}

export const insertInvitado = (invitado: NewInvitado) => InvitadoModel.create(invitado);

export interface InvitadoChanges {
  estadoConfirmacion?: ConfirmationStatus;
  personasConfirmadas?: number | null;
  fechaConfirmacion?: Date | null;
  notas?: string;
}

/**
 * Applies `changes` only while the guest still has `expectedStatus` (and, when people are set, still
 * allows that many). Returns the updated guest, or null when nothing matched (gone or changed meanwhile).
 */
export async function updateInvitadoIf(
  id: string,
  expectedStatus: ConfirmationStatus,
  changes: InvitadoChanges,
): Promise<StoredInvitado | null> {
  const filter: Record<string, unknown> = { _id: new Types.ObjectId(id), estadoConfirmacion: expectedStatus };
  if (typeof changes.personasConfirmadas === 'number') {
    // a guest without a stored maximum allows up to 10: checked by the caller; here only a lowered one
    filter.$or = [
      { maxPersonasPermitidas: trusted({ $gte: changes.personasConfirmadas }) },
      { maxPersonasPermitidas: trusted({ $exists: false }) },
      { maxPersonasPermitidas: null },
    ];
  }
  const before = await InvitadoModel.findOneAndUpdate(
    filter,
    { $set: changes },
    { returnDocument: 'before', runValidators: true },
  ).lean();
  // FerretDB refuses a projection on findAndModify and its "after" copy is the same read: read it again
  return before ? findInvitado(id) : null;
}

export async function recordStatusChange(
  guestId: Types.ObjectId,
  adminUserId: string | undefined,
  oldStatus: ConfirmationStatus,
  newStatus: ConfirmationStatus,
  at: Date,
): Promise<void> {
  await GuestStatusChangeModel.create({
    guestId,
    adminUserId: adminUserId && Types.ObjectId.isValid(adminUserId) ? adminUserId : undefined,
    oldStatus,
    newStatus,
    changedAt: at,
  });
}
