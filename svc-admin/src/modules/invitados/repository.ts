// Database access of /api/admin/invitados: the phone guests. Their answers and edits are written by
// shared-contracts' guest-state module (one single-document update whose filter states what must still be
// true, the status change stored with it and audited next), as every guest's are.
import type { ConfirmationStatus, GuestFieldValues, GuestLanguage } from '@wedding/shared-contracts';
import { InvitadoModel } from '@wedding/shared-contracts/domain';
import mongoose from 'mongoose';

const { trusted } = mongoose;

/** Newest first (the guest just added is at the top), stable. */
export const listInvitados = () => InvitadoModel.find({}).sort({ createdAt: -1, _id: -1 }).lean();

export const findInvitado = (id: string) => InvitadoModel.findById(id).lean();

export const deleteInvitado = (id: string) => InvitadoModel.findByIdAndDelete(id).lean();

export const findInvitadoByPhone = (e164: string) => InvitadoModel.findOne({ telefonoWhatsapp: e164 }).lean();

export type StoredInvitado = NonNullable<Awaited<ReturnType<typeof findInvitado>>>;

export interface NewInvitado extends GuestFieldValues<'invitados'> {
  nombreCompleto: string;
  /** E.164. */
  telefonoWhatsapp: string;
  categoria: string;
  maxPersonasPermitidas: number;
  acompanantesAsignados: number;
  notas?: string;
  language?: GuestLanguage;
}

export const insertInvitado = (invitado: NewInvitado) => InvitadoModel.create(invitado);

export interface InvitadoChanges {
  nombreCompleto?: string;
  /** E.164. */
  telefonoWhatsapp?: string;
  categoria?: string;
  maxPersonasPermitidas?: number;
  estadoConfirmacion?: ConfirmationStatus;
  personasConfirmadas?: number | null;
  fechaConfirmacion?: Date | null;
  notas?: string;
  language?: GuestLanguage;
}

/**
 * The condition under which `changes` may still be written: when they set people, the guest still allows
 * that many (a guest without a stored maximum allows up to 10, checked by the caller; here only a
 * maximum lowered meanwhile).
 */
export function peopleFit(changes: InvitadoChanges): Record<string, unknown> {
  if (typeof changes.personasConfirmadas !== 'number') return {};
  return {
    $or: [
      { maxPersonasPermitidas: trusted({ $gte: changes.personasConfirmadas }) },
      { maxPersonasPermitidas: trusted({ $exists: false }) },
      { maxPersonasPermitidas: null },
    ],
  };
}
