// Who is coming, by name: a confirmed guest's party saved, whatever the channel. The rules a party is held
// to are shared-contracts' party.ts (checked by the caller against the menu); here it is written, only while
// the guest is still confirmed with the people read. Callers hold the guest's record lock.
import mongoose, { type Types } from 'mongoose';
import { type PartyMember, partyWithin } from '../party';
import { GUEST_LISTS, type GuestSource, PARTY } from './guest-documents';
import { type GuestState, partyOf, readGuestState } from './guest-state';
import { findTwin, type GuestTwin } from './guest-twin';

/**
 * saved: the guest now has this party; not-confirmed: the guest has not confirmed (nobody to name);
 * too-many: more people than confirmed; moved: the guest changed since it was read (read it again).
 */
export type PartyOutcome = 'saved' | 'not-confirmed' | 'too-many' | 'moved';

export async function saveParty(guest: GuestState, party: readonly PartyMember[]): Promise<PartyOutcome> {
  if (guest.status !== 'confirmado' || !guest.confirmedPeople) return 'not-confirmed';
  if (party.length > guest.confirmedPeople) return 'too-many';
  const list = GUEST_LISTS[guest.source];
  const { matchedCount } = await list.model.updateOne(
    { _id: guest.id, [list.status]: 'confirmado', [list.people]: guest.confirmedPeople },
    { $set: { [PARTY]: party } },
    { runValidators: true },
  );
  return matchedCount === 1 ? 'saved' : 'moved';
}

/**
 * Whether `twin` keeps the party of the guest `id` on the other list: the two are each other's twin. One
 * person on both lists has one party, on the phone record the lookup finds (decision 0091); but of a
 * household sharing a number on the invitation list only the oldest pairs with the phone record (the one
 * the hosts' readers pair it with), so the others keep their own.
 */
export async function keepsPartyOf(twin: GuestTwin, id: Types.ObjectId): Promise<boolean> {
  const back = await findTwin(twin.source, twin.phone);
  return back?.id.equals(id) ?? false;
}

/** The phone record keeping the party of the invitation-list guest `id` (number `phone`); null: its own. */
export async function phoneTwinKeepingParty(
  id: Types.ObjectId,
  phone: string | null | undefined,
): Promise<GuestTwin | null> {
  const twin = await findTwin('unified_guests', phone);
  return twin && (await keepsPartyOf(twin, id)) ? twin : null;
}

/** Unsets a stored party, on the twin of the record that keeps it (a pair holds one party, never two). */
export async function dropParty(source: GuestSource, id: Types.ObjectId): Promise<void> {
  await GUEST_LISTS[source].model.updateOne(
    { _id: id, [PARTY]: mongoose.trusted({ $exists: true }) },
    { $unset: { [PARTY]: 1 } },
  );
}

/** A party saved on the record that keeps it, or why not (gone: the guest was deleted meanwhile). */
export type KeptPartyOutcome =
  | { outcome: 'saved'; party: PartyMember[] }
  | { outcome: Exclude<PartyOutcome, 'saved'> | 'gone' };

/**
 * Saves `party` for the invitation-list guest `id` on the record that keeps it: its phone twin when the two
 * pair (the invitation-list record then keeps none), else itself. Every channel naming an invitation-list
 * guest's people goes through here (the invitation page, the e-mail RSVP, a host's match of an e-mail
 * answer). The caller holds both records' locks (`withGuestAndTwinLocks`) and gives the twin it found.
 * With `within`, a party longer than the keeper's people confirmed keeps its first people instead of being
 * refused (a host's match: the twin's people are cut to its own maximum).
 */
export async function savePartyOfGuest(
  id: Types.ObjectId,
  twin: GuestTwin | null,
  party: readonly PartyMember[],
  { within = false }: { within?: boolean } = {},
): Promise<KeptPartyOutcome> {
  const keeper = twin && (await keepsPartyOf(twin, id)) ? twin : null;
  const guest = await readGuestState(keeper?.source ?? 'unified_guests', keeper?.id ?? id);
  if (!guest) return { outcome: 'gone' };
  const kept = within ? partyWithin(party, guest.confirmedPeople) : party;
  if (within && kept.length === 0) return { outcome: 'not-confirmed' };
  const outcome = await saveParty(guest, kept);
  if (outcome !== 'saved') return { outcome };
  // the phone record's party saved first: a stop before this leaves the one the readers prefer
  if (keeper) await dropParty('unified_guests', id);
  const saved = await readGuestState(guest.source, guest.id);
  return { outcome: 'saved', party: saved ? partyOf(saved) : [...kept] };
}
