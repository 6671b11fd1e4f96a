// Phone RSVP (spec §2, §4 phone RSVP flow, §5 phone confirm, §7 /api/phone/*): find a guest by WhatsApp
// number, confirm with a number of people, or decline. Repeated identical calls change nothing; a call
// that changes the answer writes one guest_status_changes entry after the (atomic) update.
import {
  type ConfirmationStatus,
  isSpecialGuestCategory,
  PHONE_MESSAGES,
  type PhoneConfirmResponse,
  type PhoneDeclineResponse,
  type PhoneLookupResult,
} from '@wedding/shared-contracts';
import { normalizePhone } from '@wedding/shared-contracts/phone';
import { badRequest, HttpError, notFound } from '@wedding/shared-contracts/server';
import { KeyedLock } from './keyed-lock';
import {
  applyConfirm,
  applyDecline,
  findGuestById,
  findInvitadoByPhone,
  findUnifiedGuestByPhone,
  type PhoneGuest,
  type PreviousState,
  recordStatusChange,
} from './repository';

export const PHONE_NOT_FOUND_MESSAGE = 'Número no encontrado en la lista de invitados';
export const PHONE_CONFIRMED_MESSAGE = 'Asistencia confirmada';
export const PHONE_DECLINED_MESSAGE = 'Respuesta registrada';
/** Only when the guest keeps changing under us (an admin edit between two reads), bounded retries. */
export const PHONE_BUSY_MESSAGE = 'No se pudo guardar la respuesta. Por favor, inténtalo de nuevo.';

/** Answers about one phone number run one at a time in this process (see keyed-lock.ts). */
const answers = new KeyedLock();

/** Attempts of read → conditional update before giving up with 409 (a race with an admin edit). */
const MAX_ATTEMPTS = 3;

/**
 * The caller's number the way numbers are stored: E.164 when libphonenumber-js can parse it (default
 * country DO, as the guest list is written), else the text as typed, trimmed (it then matches nothing).
 */
export function phoneKey(telefono: string): string {
  return normalizePhone(telefono) ?? telefono.trim();
}

/** `invitados` first, then `unified_guests` (ARCHITECTURE.md). */
export async function findGuestByPhone(telefono: string): Promise<PhoneGuest | null> {
  const key = phoneKey(telefono);
  return (await findInvitadoByPhone(key)) ?? (await findUnifiedGuestByPhone(key));
}

/** GET /api/phone/check: only the fields of spec §3 (name, status, maximum), nothing else. */
export async function checkPhone(telefono: string): Promise<PhoneLookupResult> {
  const guest = await findGuestByPhone(telefono);
  if (!guest) throw notFound(PHONE_NOT_FOUND_MESSAGE);
  return guest.source === 'invitados'
    ? { nombreCompleto: guest.name, estadoConfirmacion: guest.status, maxPersonasPermitidas: guest.maxPeople }
    : { nombreCompleto: guest.name, estadoConfirmacion: guest.status, maxPeopleAllowed: guest.maxPeople };
}

/** Something changed (the conditional update matched): one audit entry, after the update. */
async function audit(guest: PhoneGuest, before: PreviousState, newStatus: ConfirmationStatus, at: Date) {
  await recordStatusChange(guest.id, before.status, newStatus, at);
}

/** POST /api/phone/confirm. `people` is already 1..20; here it must also fit the guest's own maximum. */
export function confirmPhone(telefono: string, people: number): Promise<PhoneConfirmResponse> {
  return answers.run(phoneKey(telefono), () => confirmNow(telefono, people));
}

async function confirmNow(telefono: string, people: number): Promise<PhoneConfirmResponse> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const guest = await findGuestByPhone(telefono);
    if (!guest) throw notFound(PHONE_NOT_FOUND_MESSAGE);
    if (people > guest.maxPeople) throw badRequest(PHONE_MESSAGES.confirmedPeopleMax);
    const answer: PhoneConfirmResponse = {
      message: PHONE_CONFIRMED_MESSAGE,
      data: {
        nombreCompleto: guest.name,
        estadoConfirmacion: 'confirmado',
        personasConfirmadas: people,
        isSpecialGuest: isSpecialGuestCategory(guest.category),
      },
    };
    const at = new Date();
    const before = await applyConfirm(guest, people, at);
    if (before) {
      await audit(guest, before, 'confirmado', at);
      return answer;
    }
    // Nothing matched: already this answer (a repeat), or the guest changed since it was read.
    const current = await findGuestById(guest.source, guest.id);
    if (current && current.status === 'confirmado' && current.confirmedPeople === people) return answer;
    if (current && people > current.maxPeople) throw badRequest(PHONE_MESSAGES.confirmedPeopleMax);
  }
  throw new HttpError(409, PHONE_BUSY_MESSAGE);
}

/** POST /api/phone/decline. */
export function declinePhone(telefono: string): Promise<PhoneDeclineResponse> {
  return answers.run(phoneKey(telefono), () => declineNow(telefono));
}

async function declineNow(telefono: string): Promise<PhoneDeclineResponse> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const guest = await findGuestByPhone(telefono);
    if (!guest) throw notFound(PHONE_NOT_FOUND_MESSAGE);
    const answer: PhoneDeclineResponse = {
      message: PHONE_DECLINED_MESSAGE,
      data: { nombreCompleto: guest.name, estadoConfirmacion: 'rechazado' },
    };
    const at = new Date();
    const before = await applyDecline(guest, at);
    if (before) {
      await audit(guest, before, 'rechazado', at);
      return answer;
    }
    const current = await findGuestById(guest.source, guest.id);
    if (current && current.status === 'rechazado' && current.confirmedPeople === null) return answer;
  }
  throw new HttpError(409, PHONE_BUSY_MESSAGE);
}
