// Who is coming, by name, from the invitation page (PUT /api/invitations/:code/party). One person on both
// lists has one party, on the record the phone lookup finds (decision 0091: the phone record, `invitados`
// first); the invitation-list record keeps none, so that the hosts' counts, the reminders and both
// channels' echoes read the same people, whichever channel named them.
import {
  INVITATION_MESSAGES,
  type InvitationPartyResponse,
  PARTY_MESSAGES,
  type PartyMember,
} from '@wedding/shared-contracts';
import {
  dropParty,
  type GuestTwin,
  keepsPartyOf,
  partyOf,
  readGuestState,
  saveParty,
  withGuestAndTwinLocks,
} from '@wedding/shared-contracts/domain';
import { badRequest, conflict, notFound } from '@wedding/shared-contracts/server';
import type { Types } from 'mongoose';
import { findGuestPhone } from '../rsvp/repository';
import { findInvitationOwner } from './repository';

export const INVITATION_BUSY_MESSAGE = 'The invitation is being updated right now. Please try again.';
const INVITATION_PARTY_MESSAGE = 'We saved who is coming';

/** Saves `party` on the record keeping the guest `id`'s party (its twin or itself), the twin's locks held. */
async function savePartyOf(id: Types.ObjectId, twin: GuestTwin | null, party: PartyMember[]) {
  const keeper = twin && (await keepsPartyOf(twin, id)) ? twin : null;
  const guest = await readGuestState(keeper?.source ?? 'unified_guests', keeper?.id ?? id);
  if (!guest) throw notFound(INVITATION_MESSAGES.codeInvalid); // deleted by a host this very moment
  const outcome = await saveParty(guest, party);
  if (outcome === 'not-confirmed') throw conflict(INVITATION_MESSAGES.partyNotConfirmed);
  if (outcome === 'too-many') throw badRequest(PARTY_MESSAGES.tooMany.en);
  // under the locks only a writer that skips them can move the guest: the guest tries again
  if (outcome === 'moved') throw conflict(INVITATION_BUSY_MESSAGE);
  // the phone record's party saved first: a stop before this leaves the one the readers prefer
  if (keeper) await dropParty('unified_guests', id);
  const saved = await readGuestState(guest.source, guest.id);
  return saved ? partyOf(saved) : party;
}

/**
 * PUT /api/invitations/:code/party: who is coming, by name, for a guest who answered yes (the party already
 * checked against the menu by the route); never more people than confirmed by the record that keeps it. It
 * changes nothing of the answer. Under the guest's and its twin's record locks, which the answers and the
 * hosts' edits take too. A legacy invitation has no confirmation, so nobody to name (409).
 */
export async function saveInvitationParty(
  code: string,
  party: PartyMember[],
): Promise<InvitationPartyResponse> {
  const owner = await findInvitationOwner(code);
  if (!owner) throw notFound(INVITATION_MESSAGES.codeInvalid);
  if (owner.collection !== 'unified_guests') throw conflict(INVITATION_MESSAGES.partyNotConfirmed);
  const { id } = owner;
  const saved = await withGuestAndTwinLocks(
    'unified_guests',
    id,
    await findGuestPhone(id),
    (twin) => savePartyOf(id, twin, party),
    { busyMessage: INVITATION_BUSY_MESSAGE },
  );
  return { message: INVITATION_PARTY_MESSAGE, data: { party: saved } };
}
