// Who is coming, by name, from the invitation page (PUT /api/invitations/:code/party). One person on both
// lists has one party, on the record the phone lookup finds (decision 0091: the phone record, `invitados`
// first); the invitation-list record keeps none, so that the hosts' counts, the reminders and both
// channels' echoes read the same people, whichever channel named them.
import {
  type GuestLanguage,
  INVITATION_MESSAGES,
  type InvitationPartyResponse,
  PARTY_MESSAGES,
  type PartyMember,
} from '@wedding/shared-contracts';
import {
  giveAnswerLanguage,
  savePartyOfGuest,
  withGuestAndTwinLocks,
} from '@wedding/shared-contracts/domain';
import { badRequest, conflict, notFound } from '@wedding/shared-contracts/server';
import type { Types } from 'mongoose';
import { findGuestPhone } from '../rsvp/repository';
import { findInvitationOwner } from './repository';

export const INVITATION_BUSY_MESSAGE = 'The invitation is being updated right now. Please try again.';
const INVITATION_PARTY_MESSAGE = 'We saved who is coming';

/** What a channel answers when the party cannot be saved (its own words; `tooMany` is the party's). */
export interface GuestPartyMessages {
  /** The guest was deleted by a host this very moment (404). */
  gone: string;
  /** The guest has not said yes (409). */
  notConfirmed: string;
  /** The guest stays locked or keeps changing (409). */
  busy: string;
}

/**
 * Saves `party` for the invitation-list guest `id` on the record that keeps it (its phone twin or itself),
 * under both records' locks, which the answers and the hosts' edits take too: the invitation page and the
 * e-mail RSVP both save through here. Never more people than confirmed by that record; resolves with the
 * party as stored. `language`, the site's when the guest saved it, goes to both records that have no
 * reminder language yet (shared-contracts' domain/guest-language.ts).
 */
export async function saveGuestParty(
  id: Types.ObjectId,
  party: PartyMember[],
  messages: GuestPartyMessages,
  language?: GuestLanguage,
): Promise<PartyMember[]> {
  return withGuestAndTwinLocks(
    'unified_guests',
    id,
    await findGuestPhone(id),
    async (twin) => {
      const saved = await savePartyOfGuest(id, twin, party);
      if (saved.outcome === 'saved') {
        await giveAnswerLanguage({ source: 'unified_guests', id }, twin, language);
        return saved.party;
      }
      if (saved.outcome === 'gone') throw notFound(messages.gone);
      if (saved.outcome === 'not-confirmed') throw conflict(messages.notConfirmed);
      if (saved.outcome === 'too-many') throw badRequest(PARTY_MESSAGES.tooMany.en);
      // under the locks only a writer that skips them can move the guest: the guest tries again
      throw conflict(messages.busy);
    },
    { busyMessage: messages.busy },
  );
}

/**
 * PUT /api/invitations/:code/party: who is coming, by name, for a guest who answered yes (the party already
 * checked against the menu by the route); never more people than confirmed by the record that keeps it. It
 * changes nothing of the answer (but gives `language` to a guest with none). A legacy invitation has no
 * confirmation, so nobody to name (409).
 */
export async function saveInvitationParty(
  code: string,
  party: PartyMember[],
  language?: GuestLanguage,
): Promise<InvitationPartyResponse> {
  const owner = await findInvitationOwner(code);
  if (!owner) throw notFound(INVITATION_MESSAGES.codeInvalid);
  if (owner.collection !== 'unified_guests') throw conflict(INVITATION_MESSAGES.partyNotConfirmed);
  const saved = await saveGuestParty(
    owner.id,
    party,
    {
      gone: INVITATION_MESSAGES.codeInvalid,
      notConfirmed: INVITATION_MESSAGES.partyNotConfirmed,
      busy: INVITATION_BUSY_MESSAGE,
    },
    language,
  );
  return { message: INVITATION_PARTY_MESSAGE, data: { party: saved } };
}
