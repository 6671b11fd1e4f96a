// Phone RSVP reads: the two guest collections a phone number can be found in (ARCHITECTURE.md:
// `invitados` by telefonoWhatsapp first, then `unified_guests` by phone, both stored in E.164). The
// answers are written by shared-contracts' guest-state module, as every channel's are.
import type { ConfirmationStatus, PartyMember } from '@wedding/shared-contracts';
import {
  type GuestState,
  InvitadoModel,
  partyOf,
  toGuestState,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';

/** A guest found by phone, in one shape whatever collection it came from. */
export type PhoneGuest = GuestState;

/** `telefono` as routes.ts read it (`validatedPhoneInput`) (E.164, as stored), queried as it is. */
export async function findInvitadoByPhone(telefono: string): Promise<PhoneGuest | null> {
  const doc = await InvitadoModel.findOne({ telefonoWhatsapp: telefono }).lean<Record<string, unknown>>();
  return doc ? toGuestState('invitados', doc) : null;
}

/** Several unified guests may share a phone (a household): the oldest one answers, always the same. */
export async function findUnifiedGuestByPhone(telefono: string): Promise<PhoneGuest | null> {
  const doc = await UnifiedGuestModel.findOne({ phone: telefono })
    .sort({ _id: 1 })
    .lean<Record<string, unknown>>();
  return doc ? toGuestState('unified_guests', doc) : null;
}

/**
 * The answer given so far, echoed to the guest who looks the number up again: the people confirmed (a
 * confirmed guest only) and when the answer was given. Nothing for a pending guest.
 */
interface AnswerEcho {
  personasConfirmadas?: number;
  fechaConfirmacion?: string;
  /** Who is coming, by name, when the guest named them (never more than confirmed). */
  party?: PartyMember[];
}

/** What the lookup may reveal (spec §3, and the echo), read with a projection: nothing else leaves the database. */
type GuestSummary = AnswerEcho &
  (
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
      }
  );

function answerEcho(
  status: ConfirmationStatus,
  people: unknown,
  date: unknown,
  stored: PartyMember[] | null | undefined,
): AnswerEcho {
  if (status === 'pendiente') return {};
  const confirmed = status === 'confirmado' && typeof people === 'number' && people > 0 ? people : null;
  // the one rule every reader of a party follows (shared-contracts' domain/guest-state.ts)
  const party = partyOf({ status, confirmedPeople: confirmed, party: stored ?? [] });
  return {
    ...(confirmed ? { personasConfirmadas: confirmed } : {}),
    ...(party.length > 0 ? { party } : {}),
    ...(date instanceof Date && !Number.isNaN(date.getTime())
      ? { fechaConfirmacion: date.toISOString() }
      : {}),
  };
}

/** The lookup's read: `invitados` first, then `unified_guests`, only the fields it answers. */
export async function findGuestSummaryByPhone(telefono: string): Promise<GuestSummary | null> {
  const invitado = await InvitadoModel.findOne({ telefonoWhatsapp: telefono })
    .select({
      _id: 0,
      nombreCompleto: 1,
      estadoConfirmacion: 1,
      maxPersonasPermitidas: 1,
      personasConfirmadas: 1,
      fechaConfirmacion: 1,
      party: 1,
    })
    .lean();
  if (invitado) {
    return {
      source: 'invitados',
      nombreCompleto: invitado.nombreCompleto,
      estadoConfirmacion: invitado.estadoConfirmacion,
      maxPersonasPermitidas: invitado.maxPersonasPermitidas,
      ...answerEcho(
        invitado.estadoConfirmacion,
        invitado.personasConfirmadas,
        invitado.fechaConfirmacion,
        invitado.party as PartyMember[] | undefined,
      ),
    };
  }
  const guest = await UnifiedGuestModel.findOne({ phone: telefono })
    .sort({ _id: 1 })
    .select({
      _id: 0,
      name: 1,
      confirmationStatus: 1,
      maxPeopleAllowed: 1,
      confirmedPeople: 1,
      confirmationDate: 1,
      party: 1,
    })
    .lean();
  return guest
    ? {
        source: 'unified_guests',
        nombreCompleto: guest.name,
        estadoConfirmacion: guest.confirmationStatus,
        maxPeopleAllowed: guest.maxPeopleAllowed,
        ...answerEcho(
          guest.confirmationStatus,
          guest.confirmedPeople,
          guest.confirmationDate,
          guest.party as PartyMember[] | undefined,
        ),
      }
    : null;
}
