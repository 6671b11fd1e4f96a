// A phone guest as the spreadsheet export and import read it from `invitados`.
import type { GuestFieldValues, PartyMember } from '@wedding/shared-contracts';
import { InvitadoModel } from '@wedding/shared-contracts/domain';
import { LIST_BATCH } from '../guest-import/planning/stored-guest';

/** Every field is read (no projection): the hosts' own fields too, by their stored names. */
export interface StoredPhoneGuest extends GuestFieldValues<'invitados'> {
  _id: unknown;
  nombreCompleto: string;
  telefonoWhatsapp: string;
  categoria: string;
  maxPersonasPermitidas?: number | null;
  acompanantesAsignados?: number | null;
  estadoConfirmacion: string;
  personasConfirmadas?: number | null;
  fechaConfirmacion?: Date | null;
  notas?: string | null;
  createdAt?: Date;
  language?: string | null;
  /** Who is coming, by name, as stored (compared with a people sheet's). */
  party?: PartyMember[];
}

/** Oldest first, as they were added: a restored backup keeps the order. In batches, as the guest list is read. */
export const readAllPhoneGuests = () =>
  InvitadoModel.collection
    .find<StoredPhoneGuest>({}, { batchSize: LIST_BATCH })
    .sort({ createdAt: 1, _id: 1 })
    .toArray();
