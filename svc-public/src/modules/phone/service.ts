// Phone RSVP (spec §2, §4 phone RSVP flow, §5 phone confirm, §7 /api/phone/*): find a guest by WhatsApp
// number, confirm with a number of people, or decline. Repeated identical calls change nothing; a call
// that changes the answer writes exactly one guest_status_changes entry, even if the process or the
// database stops between the answer and the entry (shared-contracts' domain/guest-state.ts). Every
// `telefono` here is the one routes.ts read (`validatedPhoneInput`: E.164, else the trimmed text); it is
// not read again.
import {
  type GuestLanguage,
  isSpecialGuestCategory,
  PARTY_MESSAGES,
  type PartyMember,
  PHONE_MESSAGES,
  type PhoneConfirmResponse,
  type PhoneDeclineResponse,
  type PhoneLookupResult,
  type PhonePartyResponse,
} from '@wedding/shared-contracts';
import {
  type AnswerOutcome,
  answerGuest,
  closeTwin,
  dropParty,
  type GuestAnswer,
  type GuestTwin,
  giveAnswerLanguage,
  partyOf,
  readGuestState,
  saveParty,
  withGuestAndTwinLocks,
} from '@wedding/shared-contracts/domain';
import {
  badRequest,
  type ConcurrencyLimit,
  conflict,
  HttpError,
  KeyedLock,
  notFound,
} from '@wedding/shared-contracts/server';
import {
  findGuestSummaryByPhone,
  findInvitadoByPhone,
  findUnifiedGuestByPhone,
  type PhoneGuest,
} from './repository';

const PHONE_NOT_FOUND_MESSAGE = 'Número no encontrado en la lista de invitados';
const PHONE_CONFIRMED_MESSAGE = 'Asistencia confirmada';
const PHONE_DECLINED_MESSAGE = 'Respuesta registrada';
const PHONE_PARTY_MESSAGE = 'Guardamos quiénes vienen';
/** Only when the guest keeps changing under us (an admin edit between two reads), bounded retries. */
const PHONE_BUSY_MESSAGE = 'No se pudo guardar la respuesta. Por favor, inténtalo de nuevo.';

/**
 * Answers about one phone number run one at a time in this process (KeyedLock); then each takes one of
 * the router's write slots (shared-contracts' concurrency-limit.ts), so a request waiting for its number holds none. The
 * write itself happens under the guest's record lock (withGuest), which svc-admin's edits take too.
 */
const answers = new KeyedLock();

/** Runs an answer about `telefono` in its turn: its number's lock first, then a write slot. */
const inTurn = <T>(telefono: string, writes: ConcurrencyLimit, work: () => Promise<T>): Promise<T> =>
  answers.run(telefono, () => writes.run(work));

/** Attempts of lookup → locked write before giving up with 409 (the guest keeps being replaced under us). */
const MAX_ATTEMPTS = 3;

/**
 * Runs `work` on the guest `telefono` names, read again under the guest's record lock, so that an edit
 * from svc-admin (or another svc-public) is never lost or overwritten: the two take turns. The same
 * number's record on the other list (its twin) is locked with it: the answer closes both (shared-contracts'
 * domain/guest-twin.ts). `work` answers undefined when the guest it was given no
 * longer fits (then the number is looked up again).
 */
async function withGuest<T>(
  telefono: string,
  work: (guest: PhoneGuest, twin: GuestTwin | null) => Promise<T | undefined>,
): Promise<T> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const found = await findGuestByPhone(telefono);
    if (!found) throw notFound(PHONE_NOT_FOUND_MESSAGE);
    const done = await withGuestAndTwinLocks(
      found.source,
      found.id,
      telefono,
      async (twin) => {
        const guest = await readGuestState(found.source, found.id);
        return guest ? work(guest, twin) : undefined; // deleted meanwhile: look the number up again
      },
      { busyMessage: PHONE_BUSY_MESSAGE },
    );
    if (done !== undefined) return done;
  }
  throw new HttpError(409, PHONE_BUSY_MESSAGE);
}

/** `invitados` first, then `unified_guests` (ARCHITECTURE.md). */
async function findGuestByPhone(telefono: string): Promise<PhoneGuest | null> {
  return (await findInvitadoByPhone(telefono)) ?? (await findUnifiedGuestByPhone(telefono));
}

/** GET /api/phone/check: the fields of spec §3 (name, status, maximum) and the answer's echo, nothing else. */
export async function checkPhone(telefono: string): Promise<PhoneLookupResult> {
  const found = await findGuestSummaryByPhone(telefono);
  if (!found) throw notFound(PHONE_NOT_FOUND_MESSAGE);
  const { source: _source, ...summary } = found;
  return summary;
}

/**
 * POST /api/phone/confirm. `people` is already 1..20; here it must also fit the guest's own maximum.
 * `language`, the site's when the guest answered, goes to a guest with no reminder language yet.
 */
export function confirmPhone(
  telefono: string,
  people: number,
  writes: ConcurrencyLimit,
  language?: GuestLanguage,
): Promise<PhoneConfirmResponse> {
  return inTurn(telefono, writes, () => confirmNow(telefono, people, language));
}

/**
 * Gives the guest the answer through the guest-state module (as every channel does), then its twin on the
 * other list, then the language answered in to either that has none: the answer, or undefined when the
 * guest changed meanwhile (withGuest reads it again).
 */
async function answer<T>(
  guest: PhoneGuest,
  twin: GuestTwin | null,
  given: GuestAnswer,
  reply: T,
  language: GuestLanguage | undefined,
): Promise<T | undefined> {
  // a phone decline clears the people (spec §5)
  const outcome: AnswerOutcome = await answerGuest(guest, given, { declinedPeople: null });
  if (outcome === 'over-maximum') throw badRequest(PHONE_MESSAGES.confirmedPeopleMax);
  if (outcome === 'moved') return undefined;
  if (twin) await closeTwin(twin, given);
  await giveAnswerLanguage(guest, twin, language);
  return reply;
}

function confirmNow(
  telefono: string,
  people: number,
  language?: GuestLanguage,
): Promise<PhoneConfirmResponse> {
  return withGuest(telefono, (guest, twin) =>
    answer(
      guest,
      twin,
      { attending: true, people },
      {
        message: PHONE_CONFIRMED_MESSAGE,
        data: {
          nombreCompleto: guest.name,
          estadoConfirmacion: 'confirmado',
          personasConfirmadas: people,
          isSpecialGuest: isSpecialGuestCategory(guest.category),
        },
      },
      language,
    ),
  );
}

/** POST /api/phone/decline (`language`: as confirmPhone's). */
export function declinePhone(
  telefono: string,
  writes: ConcurrencyLimit,
  language?: GuestLanguage,
): Promise<PhoneDeclineResponse> {
  return inTurn(telefono, writes, () => declineNow(telefono, language));
}

function declineNow(telefono: string, language?: GuestLanguage): Promise<PhoneDeclineResponse> {
  return withGuest(telefono, (guest, twin) =>
    answer(
      guest,
      twin,
      { attending: false },
      {
        message: PHONE_DECLINED_MESSAGE,
        data: { nombreCompleto: guest.name, estadoConfirmacion: 'rechazado' },
      },
      language,
    ),
  );
}

/**
 * PUT /api/phone/party: who is coming, by name, for a guest who confirmed (the party already checked
 * against the menu by the route); never more people than confirmed. It changes nothing of the answer. The
 * party goes to the record the lookup finds (invitados first), the one whose answer the guest gave; its
 * twin on the other list, closed with the same answer, keeps none. `language`: as confirmPhone's.
 */
export function savePhoneParty(
  telefono: string,
  party: PartyMember[],
  writes: ConcurrencyLimit,
  language?: GuestLanguage,
): Promise<PhonePartyResponse> {
  return inTurn(telefono, writes, () =>
    withGuest(telefono, async (guest, twin) => {
      const outcome = await saveParty(guest, party);
      if (outcome === 'not-confirmed') throw conflict(PHONE_MESSAGES.partyNotConfirmed);
      if (outcome === 'too-many') throw badRequest(PARTY_MESSAGES.tooMany.es);
      if (outcome === 'moved') return undefined;
      // one party for the pair: one the invitation page stored before the phone record existed goes
      if (twin && guest.source === 'invitados') await dropParty(twin.source, twin.id);
      await giveAnswerLanguage(guest, twin, language);
      const saved = await readGuestState(guest.source, guest.id);
      return { message: PHONE_PARTY_MESSAGE, data: { party: saved ? partyOf(saved) : party } };
    }),
  );
}
