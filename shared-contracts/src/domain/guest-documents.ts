// How a guest is stored, whatever list it is on: each list's model and field names, and the status change
// stored inside the guest with its latest answer (the crash safety of guest-answer.ts).
import type { Model, Types } from 'mongoose';
import type { ConfirmationStatus } from '../constants';
import { InvitadoModel } from './models/invitado';
import { UnifiedGuestModel } from './models/unified-guest';

/** The two lists a guest can be on: the phone guests and the invitation list. */
export type GuestSource = 'invitados' | 'unified_guests';

/** Field of a guest document holding who is coming, by name (the same on both lists). */
export const PARTY = 'party';

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

/** Each list's field names (the phone guests' collection is in Spanish, spec §3). */
export const GUEST_LISTS = {
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

/** The list's collection, for reads and writes below mongoose's models. */
export const guestCollection = (source: GuestSource) => GUEST_LISTS[source].model.collection;
