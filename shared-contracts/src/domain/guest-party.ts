// Who is coming, by name: a confirmed guest's party saved, whatever the channel. The rules a party is held
// to are shared-contracts' party.ts (checked by the caller against the menu); here it is written, only while
// the guest is still confirmed with the people read. Callers hold the guest's record lock.
import type { PartyMember } from '../party';
import { GUEST_LISTS, PARTY } from './guest-documents';
import type { GuestState } from './guest-state';

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
