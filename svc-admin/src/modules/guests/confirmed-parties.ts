// The confirmed guests of both lists with who is coming, by name, each person once: what the caterer's
// people and meals and the "confirmed, details missing" reminders read.
// A person on both lists (the same WhatsApp number: guest-twin.ts) is one party. The phone lookup finds the
// phone record first and the party goes there (decision 0091), so the pair is read as the phone record,
// unless only the invitation-list record has a party (named on its invitation page).
import type { GuestLanguage, PartyMember } from '@wedding/shared-contracts';
import {
  findTwins,
  type GuestSource,
  InvitadoModel,
  partyOf,
  toGuestState,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import { readWholeGuestList } from './guest-list-version';

export interface ConfirmedParty {
  source: GuestSource;
  id: string;
  name: string;
  /** The guest's category, either list's; null without one. */
  group: string | null;
  /** E.164 as stored; null without one. */
  phone: string | null;
  language: GuestLanguage | null;
  /** The invitation page's code (the invitation list only). */
  invitationCode: string | null;
  /** The hosts' table number (the field registry's `table`), when set. */
  table: number | null;
  /** The people confirmed. */
  people: number;
  /** The people named, within the answer (partyOf). */
  party: PartyMember[];
  lastRemindedAt: Date | null;
}

type Doc = Record<string, unknown>;

const CONFIRMED_LIST_FIELDS = {
  name: 1,
  category: 1,
  phone: 1,
  language: 1,
  invitationCode: 1,
  tableNumber: 1,
  confirmationStatus: 1,
  confirmedPeople: 1,
  party: 1,
  lastRemindedAt: 1,
};

const CONFIRMED_PHONE_FIELDS = {
  nombreCompleto: 1,
  categoria: 1,
  telefonoWhatsapp: 1,
  language: 1,
  mesa: 1,
  estadoConfirmacion: 1,
  personasConfirmadas: 1,
  party: 1,
  lastRemindedAt: 1,
};

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
const dateOrNull = (value: unknown) => (value instanceof Date ? value : null);

/**
 * A confirmed guest's answer and party as every reader reads them: the list's field names are those
 * shared-contracts declares (toGuestState), the party within the answer (partyOf).
 */
function answerOf(source: GuestSource, doc: Doc) {
  const state = toGuestState(source, doc);
  return {
    source,
    id: String(doc._id),
    name: String(state.name ?? ''),
    group: textOrNull(state.category),
    people: numberOrNull(state.confirmedPeople) ?? 0,
    party: partyOf(state),
  };
}

function fromList(doc: Doc): ConfirmedParty {
  return {
    ...answerOf('unified_guests', doc),
    phone: textOrNull(doc.phone),
    language: (doc.language as GuestLanguage | undefined) ?? null,
    invitationCode: textOrNull(doc.invitationCode),
    table: numberOrNull(doc.tableNumber),
    lastRemindedAt: dateOrNull(doc.lastRemindedAt),
  };
}

function fromPhone(doc: Doc): ConfirmedParty {
  return {
    ...answerOf('invitados', doc),
    phone: textOrNull(doc.telefonoWhatsapp),
    language: (doc.language as GuestLanguage | undefined) ?? null,
    invitationCode: null,
    table: numberOrNull(doc.mesa),
    lastRemindedAt: dateOrNull(doc.lastRemindedAt),
  };
}

/**
 * Each person once: of a phone guest and its confirmed twin on the invitation list, the one whose party
 * counts (the phone record's, or the twin's when only the twin named anyone) stays.
 */
export function onePartyPerPerson(
  phoneGuests: readonly ConfirmedParty[],
  listGuests: readonly ConfirmedParty[],
  twinIdOf: (phoneGuest: ConfirmedParty) => string | undefined,
): ConfirmedParty[] {
  const byId = new Map(listGuests.map((guest) => [guest.id, guest] as const));
  const left = new Set<string>();
  const phone: ConfirmedParty[] = [];
  for (const phoneGuest of phoneGuests) {
    const twinId = twinIdOf(phoneGuest);
    const twin = twinId === undefined ? undefined : byId.get(twinId);
    if (twin && phoneGuest.party.length === 0 && twin.party.length > 0) continue;
    if (twin) left.add(twin.id);
    phone.push(phoneGuest);
  }
  return [...listGuests.filter((guest) => !left.has(guest.id)), ...phone];
}

/** Every confirmed guest of both lists with its party, each person once. */
export async function readConfirmedParties(): Promise<ConfirmedParty[]> {
  const listDocs = await readWholeGuestList(() =>
    UnifiedGuestModel.collection
      .find<Doc>({ confirmationStatus: 'confirmado' }, { projection: CONFIRMED_LIST_FIELDS })
      .toArray(),
  );
  const phoneDocs = await InvitadoModel.collection
    .find<Doc>({ estadoConfirmacion: 'confirmado' }, { projection: CONFIRMED_PHONE_FIELDS })
    .toArray();
  const phoneGuests = phoneDocs.map(fromPhone);
  const twins = await findTwins(
    'invitados',
    phoneGuests.map((guest) => guest.phone),
  );
  return onePartyPerPerson(phoneGuests, listDocs.map(fromList), (guest) =>
    guest.phone ? twins.get(guest.phone)?.id.toString() : undefined,
  );
}
