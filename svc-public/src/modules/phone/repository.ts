// Phone RSVP reads: the two guest collections a phone number can be found in (ARCHITECTURE.md:
// `invitados` by telefonoWhatsapp first, then `unified_guests` by phone, both stored in E.164). The
// answers are written by shared-contracts' guest-state module, as every channel's are.
import type { ConfirmationStatus } from '@wedding/shared-contracts';
import { InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/node';
import { type GuestState, toGuestState } from '@wedding/shared-contracts/server';

/** A guest found by phone, in one shape whatever collection it came from. */
export type PhoneGuest = GuestState;

export async function findInvitadoByPhone(e164: string): Promise<PhoneGuest | null> {
  const doc = await InvitadoModel.findOne({ telefonoWhatsapp: e164 }).lean<Record<string, unknown>>();
  return doc ? toGuestState('invitados', doc) : null;
}

/** Several unified guests may share a phone (a household): the oldest one answers, always the same. */
export async function findUnifiedGuestByPhone(e164: string): Promise<PhoneGuest | null> {
  const doc = await UnifiedGuestModel.findOne({ phone: e164 })
    .sort({ _id: 1 })
    .lean<Record<string, unknown>>();
  return doc ? toGuestState('unified_guests', doc) : null;
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
