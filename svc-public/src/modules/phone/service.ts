// Phone RSVP (spec §2, §4 phone RSVP flow, §5 phone confirm, §7 /api/phone/*): find a guest by WhatsApp
// number, confirm with a number of people, or decline. Repeated identical calls change nothing; a call
// that changes the answer writes exactly one guest_status_changes entry, even if the process or the
// database stops between the answer and the entry (see repository.ts).
import {
  type ConfirmationStatus,
  isSpecialGuestCategory,
  PHONE_MESSAGES,
  type PhoneConfirmResponse,
  type PhoneDeclineResponse,
  type PhoneLookupResult,
} from '@wedding/shared-contracts';
import { normalizePhone } from '@wedding/shared-contracts/phone';
import {
  badRequest,
  guestLockKey,
  HttpError,
  isDatabaseDown,
  KeyedLock,
  notFound,
  withRecordLock,
} from '@wedding/shared-contracts/server';
import { Types } from 'mongoose';
import type { Logger } from 'pino';
import type { ConcurrencyLimit } from './concurrency-limit';
import {
  applyConfirm,
  applyDecline,
  findGuestById,
  findGuestSummaryByPhone,
  findInvitadoByPhone,
  findUnifiedGuestByPhone,
  findUnwrittenStatusChanges,
  type PhoneGuest,
  type StatusChangeRecord,
  statusChangeWritten,
  writeStatusChange,
} from './repository';

export const PHONE_NOT_FOUND_MESSAGE = 'Número no encontrado en la lista de invitados';
export const PHONE_CONFIRMED_MESSAGE = 'Asistencia confirmada';
export const PHONE_DECLINED_MESSAGE = 'Respuesta registrada';
/** Only when the guest keeps changing under us (an admin edit between two reads), bounded retries. */
export const PHONE_BUSY_MESSAGE = 'No se pudo guardar la respuesta. Por favor, inténtalo de nuevo.';

/**
 * Answers about one phone number run one at a time in this process (KeyedLock); then each takes one of
 * the router's write slots (concurrency-limit.ts), so a request waiting for its number holds none. The
 * write itself happens under the guest's record lock (withGuest), which svc-admin's edits take too.
 */
const answers = new KeyedLock();

/** Runs an answer about `telefono` in its turn: its number's lock first, then a write slot. */
const inTurn = <T>(telefono: string, writes: ConcurrencyLimit, work: () => Promise<T>): Promise<T> =>
  answers.run(phoneKey(telefono), () => writes.run(work));

/** Attempts of lookup → locked write before giving up with 409 (the guest keeps being replaced under us). */
const MAX_ATTEMPTS = 3;

/**
 * Runs `work` on the guest `telefono` names, read again under the guest's record lock, so that an edit
 * from svc-admin (or another svc-public) is never lost or overwritten: the two take turns. `work` answers
 * undefined when the guest it was given no longer fits (then the number is looked up again).
 */
async function withGuest<T>(
  telefono: string,
  work: (guest: PhoneGuest) => Promise<T | undefined>,
): Promise<T> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const found = await findGuestByPhone(telefono);
    if (!found) throw notFound(PHONE_NOT_FOUND_MESSAGE);
    const done = await withRecordLock(
      guestLockKey(found.source, found.id),
      async () => {
        const guest = await findGuestById(found.source, found.id);
        return guest ? work(guest) : undefined; // deleted meanwhile: look the number up again
      },
      { busyMessage: PHONE_BUSY_MESSAGE },
    );
    if (done !== undefined) return done;
  }
  throw new HttpError(409, PHONE_BUSY_MESSAGE);
}

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
  const found = await findGuestSummaryByPhone(phoneKey(telefono));
  if (!found) throw notFound(PHONE_NOT_FOUND_MESSAGE);
  const { source: _source, ...summary } = found;
  return summary;
}

/** The status change an answer makes to `guest` as read (stored with the answer, see repository.ts). */
const changeOf = (guest: PhoneGuest, newStatus: ConfirmationStatus): StatusChangeRecord => ({
  _id: new Types.ObjectId(),
  oldStatus: guest.status,
  newStatus,
  changedAt: new Date(),
});

/**
 * Writes the audit entry of an answer that is stored already. The answer stands even if this fails (the
 * database went away just now): the guest's next answer or the sweep writes it.
 */
async function audit(guest: PhoneGuest, change: StatusChangeRecord): Promise<void> {
  await writeStatusChange(guest.source, guest.id, change).catch((error: unknown) => {
    if (!isDatabaseDown(error)) throw error;
  });
}

/**
 * The previous answer's entry, if a crash left it unwritten, goes first. Looked up before it is written:
 * a guest answering again is common (a changed mind, a double tap), a crash between the two writes is not.
 */
async function completeEarlierAnswer(guest: PhoneGuest): Promise<void> {
  if (guest.lastChange && !(await statusChangeWritten(guest.lastChange))) {
    await writeStatusChange(guest.source, guest.id, guest.lastChange);
  }
}

/** How far back the sweep looks (an older crash was swept by a start since). */
const SWEEP_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Writes every audit entry left unwritten by a crash or an outage; returns how many. svc-public runs it
 * once connected, after each reconnection and every minute (app.ts).
 */
export async function completePendingStatusChanges(now = new Date()): Promise<number> {
  const unwritten = await findUnwrittenStatusChanges(new Date(now.getTime() - SWEEP_WINDOW_MS));
  for (const { source, id, change } of unwritten) {
    await writeStatusChange(source, id, change, { checkGuest: true });
  }
  return unwritten.length;
}

interface WatchedConnection {
  on(event: string, listener: () => void): unknown;
  readyState: number;
}
const watched = new WeakSet<WatchedConnection>();

/**
 * Runs completePendingStatusChanges when connected, after each reconnection, and every `everyMs` (once
 * per connection, however many apps are built on it).
 */
export function completePendingStatusChangesWhenConnected(
  connection: WatchedConnection,
  logger?: Logger,
  everyMs = 60_000,
): void {
  if (watched.has(connection)) return;
  watched.add(connection);
  let running = false;
  const run = () => {
    if (running || connection.readyState !== 1) return;
    running = true;
    completePendingStatusChanges()
      .then((count) => {
        if (count) logger?.warn({ count }, 'wrote status changes left unwritten by an interruption');
      })
      .catch((error: unknown) => logger?.warn({ err: error }, 'could not complete pending status changes'))
      .finally(() => {
        running = false;
      });
  };
  connection.on('connected', run);
  connection.on('reconnected', run);
  setInterval(run, everyMs).unref();
  run();
}

/** POST /api/phone/confirm. `people` is already 1..20; here it must also fit the guest's own maximum. */
export function confirmPhone(
  telefono: string,
  people: number,
  writes: ConcurrencyLimit,
): Promise<PhoneConfirmResponse> {
  return inTurn(telefono, writes, () => confirmNow(telefono, people));
}

function confirmNow(telefono: string, people: number): Promise<PhoneConfirmResponse> {
  return withGuest(telefono, async (guest) => {
    await completeEarlierAnswer(guest);
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
    const change = changeOf(guest, 'confirmado');
    if (await applyConfirm(guest, people, change)) {
      await audit(guest, change);
      return answer;
    }
    // Nothing matched: already this answer (a repeat), or the guest changed since it was read.
    const current = await findGuestById(guest.source, guest.id);
    if (current && current.status === 'confirmado' && current.confirmedPeople === people) return answer;
    if (current && people > current.maxPeople) throw badRequest(PHONE_MESSAGES.confirmedPeopleMax);
    return undefined;
  });
}

/** POST /api/phone/decline. */
export function declinePhone(telefono: string, writes: ConcurrencyLimit): Promise<PhoneDeclineResponse> {
  return inTurn(telefono, writes, () => declineNow(telefono));
}

function declineNow(telefono: string): Promise<PhoneDeclineResponse> {
  return withGuest(telefono, async (guest) => {
    await completeEarlierAnswer(guest);
    const answer: PhoneDeclineResponse = {
      message: PHONE_DECLINED_MESSAGE,
      data: { nombreCompleto: guest.name, estadoConfirmacion: 'rechazado' },
    };
    const change = changeOf(guest, 'rechazado');
    if (await applyDecline(guest, change)) {
      await audit(guest, change);
      return answer;
    }
    const current = await findGuestById(guest.source, guest.id);
    if (current && current.status === 'rechazado' && current.confirmedPeople === null) return answer;
    return undefined;
  });
}
