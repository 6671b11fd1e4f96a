// Who is coming for one person on both lists, in the hosts' invitation list: a pair has one party, on the
// phone record the lookup finds (decision 0091, shared-contracts' guest-party.ts). The invitation-list
// guest's answers carry that party, as the hosts' readers and the invitation page read it (the phone
// record's, else the guest's own when only it names anyone), and a host's edit of the guest's party is
// written there, under both records' locks.
import { type ConfirmationStatus, LIMITS, type PartyMember } from '@wedding/shared-contracts';
import {
  dropParty,
  type GuestState,
  type GuestTwin,
  InvitadoModel,
  keepsPartyOf,
  partyOf,
  phoneTwinKeepingParty,
  readGuestState,
  savePartyOfGuest,
  toGuestState,
} from '@wedding/shared-contracts/domain';
import { HttpError } from '@wedding/shared-contracts/server';
import mongoose, { type Types } from 'mongoose';
import { partyOfEdit } from './party-edit';

interface ListGuest {
  _id: Types.ObjectId;
  phone?: string | null;
}

/** The party the phone record keeps for the guest `guest`, within that record's answer (none: []). */
export async function keptPartyOf(guest: ListGuest): Promise<PartyMember[]> {
  const twin = await phoneTwinKeepingParty(guest._id, guest.phone);
  const kept = twin ? await readGuestState(twin.source, twin.id) : null;
  return kept ? partyOf(kept) : [];
}

/**
 * The parties the phone records keep for `guests`, by guest id, read in one query. `guests` is the whole
 * invitation list, oldest first, and `twins` their phone records by number (findTwins): the first guest
 * with a number is the oldest, the one its phone record pairs with (guest-twin.ts), as keepsPartyOf reads.
 */
export async function keptParties(
  guests: readonly ListGuest[],
  twins: ReadonlyMap<string, GuestTwin>,
): Promise<Map<string, PartyMember[]>> {
  const keepers = new Map<string, Types.ObjectId>();
  const numbers = new Set<string>();
  for (const guest of guests) {
    if (!guest.phone || numbers.has(guest.phone)) continue;
    numbers.add(guest.phone);
    const twin = twins.get(guest.phone);
    if (twin) keepers.set(String(guest._id), twin.id);
  }
  const parties = new Map<string, PartyMember[]>();
  if (keepers.size === 0) return parties;
  const docs = await InvitadoModel.find({ _id: mongoose.trusted({ $in: [...keepers.values()] }) }).lean();
  const byId = new Map(
    docs.map((doc) => [String(doc._id), partyOf(toGuestState('invitados', doc as Record<string, unknown>))]),
  );
  for (const [guestId, twinId] of keepers) parties.set(guestId, byId.get(String(twinId)) ?? []);
  return parties;
}

/** A guest as the API answers it, with the party of its pair when the phone record names anyone. */
export const withKept = <G extends { party?: PartyMember[] }>(
  guest: G,
  kept: PartyMember[] | undefined,
): G => (kept && kept.length > 0 ? { ...guest, party: kept } : guest);

/** The phone record keeping the party of the guest `id` (its lock held), as it is now; null: its own. */
export async function keeperOf(twin: GuestTwin | null, id: Types.ObjectId): Promise<GuestState | null> {
  if (!twin || !(await keepsPartyOf(twin, id))) return null;
  return readGuestState(twin.source, twin.id);
}

interface Answer {
  status: ConfirmationStatus;
  people: number | null | undefined;
}

/**
 * 400 when `party` does not fit the answer the keeper will hold after the edit: the guest's new answer,
 * cut to the keeper's maximum, when the edit confirms anew (closeTwin gives it), else the keeper's own.
 * Checked before anything is written, so a refused party writes nothing of the edit.
 */
export function checkKeptParty(
  party: readonly PartyMember[] | undefined,
  keeper: GuestState,
  before: Answer,
  after: Answer,
): void {
  if (!party?.length) return;
  const changed = before.status !== after.status || (before.people ?? null) !== (after.people ?? null);
  if (changed && after.status === 'confirmado') {
    const max = typeof keeper.maxPeople === 'number' ? keeper.maxPeople : LIMITS.maxPeople.max;
    partyOfEdit(party, 'confirmado', Math.max(1, Math.min(after.people ?? 1, max)));
  } else partyOfEdit(party, keeper.status, keeper.confirmedPeople);
}

/**
 * Writes the party the host set for the guest `id` on the phone record keeping it (both records' locks
 * held, the edit's answer already given to both): `[]` clears it on both records.
 */
export async function saveKeptParty(
  twin: GuestTwin,
  id: Types.ObjectId,
  party: readonly PartyMember[],
  busyMessage: string,
): Promise<void> {
  if (party.length === 0) {
    await dropParty(twin.source, twin.id);
    await dropParty('unified_guests', id);
    return;
  }
  const saved = await savePartyOfGuest(id, twin, party);
  // checked before the edit under both locks: only a writer that skips them can move the records
  if (saved.outcome !== 'saved') throw new HttpError(409, busyMessage);
}
