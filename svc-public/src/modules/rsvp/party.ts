// Who is coming, by name, from the e-mail RSVP (PUT /api/rsvp/party). An answer tied to an invitation-list
// guest names that guest's people, saved exactly as the invitation page saves them (on the phone twin when
// the two pair, decision 0091). An answer tied to nobody keeps its party itself, for the hosts' inbox, until
// a host matches it to a guest (svc-admin carries it over then). Either way the party is never echoed by
// GET /api/rsvp/check: anyone who knows an address may ask that, and dietary needs are health data.
import {
  PARTY_MESSAGES,
  type PartyMember,
  RSVP_PARTY_MESSAGES,
  type RsvpPartyResponse,
} from '@wedding/shared-contracts';
import { withRecordLock } from '@wedding/shared-contracts/domain';
import { badRequest, conflict, notFound } from '@wedding/shared-contracts/server';
import type { Types } from 'mongoose';
import { saveGuestParty } from '../invitations/party';
import {
  findAnswerForParty,
  findAnswerForPartyById,
  keepPartyWithinAnswer,
  setUntiedParty,
} from './repository';

/** The record lock of one answer in `rsvps`: the hosts' match of an answer takes the same one. */
export const rsvpLockKey = (id: Types.ObjectId): string => `rsvps:${id.toHexString()}`;

const lockOptions = { busyMessage: RSVP_PARTY_MESSAGES.busy };

/** The party of an answer tied to no guest, stored on it under its lock; resolves with it as stored. */
function saveUntiedParty(id: Types.ObjectId, party: PartyMember[]): Promise<PartyMember[]> {
  return withRecordLock(
    rsvpLockKey(id),
    async () => {
      const answer = await findAnswerForPartyById(id);
      if (!answer) throw notFound(RSVP_PARTY_MESSAGES.notFound); // discarded by a host this very moment
      if (!answer.attending) throw conflict(RSVP_PARTY_MESSAGES.notConfirmed);
      if (party.length > answer.guestCount) throw badRequest(PARTY_MESSAGES.tooMany.en);
      // matched by a host meanwhile, or answered again without the lock: the guest tries again
      if (!(await setUntiedParty(id, answer.guestCount, party))) throw conflict(RSVP_PARTY_MESSAGES.busy);
      const saved = await findAnswerForPartyById(id);
      return (saved?.party ?? party) as PartyMember[];
    },
    lockOptions,
  );
}

/**
 * PUT /api/rsvp/party: who is coming, by name, for the e-mail's answer (the party already checked against
 * the menu by the route): 404 without an answer, 409 unless it said yes (or when it belongs to an older
 * invitation, which has no confirmation), 400 for more people than confirmed. It changes nothing of the
 * answer.
 */
export async function saveRsvpParty(email: string, party: PartyMember[]): Promise<RsvpPartyResponse> {
  const answer = await findAnswerForParty(email);
  if (!answer) throw notFound(RSVP_PARTY_MESSAGES.notFound);
  if (!answer.attending || answer.guestId) throw conflict(RSVP_PARTY_MESSAGES.notConfirmed);
  const saved = answer.unifiedGuestId
    ? await saveGuestParty(answer.unifiedGuestId, party, {
        gone: RSVP_PARTY_MESSAGES.notFound,
        notConfirmed: RSVP_PARTY_MESSAGES.notConfirmed,
        busy: RSVP_PARTY_MESSAGES.busy,
      })
    : await saveUntiedParty(answer._id, party);
  return { message: RSVP_PARTY_MESSAGES.saved, data: { party: saved } };
}

/**
 * After an answer tied to no guest is stored: its party held to the answer (none after a no, the first
 * people after a yes for fewer), under the answer's lock so that a party being saved meanwhile is not lost.
 */
export async function keepRsvpPartyWithin(email: string): Promise<void> {
  const answer = await findAnswerForParty(email);
  if (!answer?.party?.length || answer.unifiedGuestId || answer.guestId) return;
  try {
    await withRecordLock(
      rsvpLockKey(answer._id),
      async () => {
        const now = await findAnswerForPartyById(answer._id);
        if (now && !now.unifiedGuestId && !now.guestId)
          await keepPartyWithinAnswer({ ...now, party: now.party as PartyMember[] | undefined });
      },
      lockOptions,
    );
  } catch {
    // the answer itself is stored: it is not failed for this. Every reader of an answer's party holds it
    // within the answer too (the inbox, a host's match), and the next answer or party saved mends it.
  }
}
