// Who is coming, by name, from the e-mail RSVP (PUT /api/rsvp/party). An answer tied to an invitation-list
// guest names that guest's people, saved exactly as the invitation page saves them (on the phone twin when
// the two pair, decision 0091). An answer tied to nobody keeps its party itself, for the hosts' inbox, until
// a host matches it to a guest (svc-admin carries it over then). Either way the party is never echoed by
// GET /api/rsvp/check: anyone who knows an address may ask that, and dietary needs are health data.
//
// Locks: FerretDB writes an updated document back whole (shared-contracts' domain/record-lock.ts), so every
// writer of an answer tied to nobody holds its e-mail's lock (`rsvp-email:<address>`): the e-mail form's
// answer (POST /api/rsvp, for the whole of its work, its guest's answer included), the party saved here
// and a host's match (svc-admin, same key); otherwise a party saved during an answer could write the
// earlier answer back over it. The e-mail's lock is the first taken, always: then the answer's
// (`rsvps:<id>`, which a host's match takes before the guest's), then the guest's and its twin's. The
// party saved here never takes a guest's lock while it holds the e-mail's (a tied answer's party is its
// guest's, saved under the guest's locks alone).
import {
  PARTY_MESSAGES,
  type PartyMember,
  RSVP_PARTY_MESSAGES,
  type RsvpPartyResponse,
} from '@wedding/shared-contracts';
import {
  type GuestTwin,
  keepsPartyOf,
  partyOf,
  readGuestState,
  savePartyOfGuest,
  withRecordLock,
} from '@wedding/shared-contracts/domain';
import { badRequest, conflict, notFound } from '@wedding/shared-contracts/server';
import type { Types } from 'mongoose';
import { saveGuestParty } from '../invitations/party';
import {
  dropAnswerParty,
  findAnswerForParty,
  findAnswerForPartyById,
  findGuestAnswerParty,
  keepPartyWithinAnswer,
  setUntiedParty,
} from './repository';

/** The record lock of one answer in `rsvps`: the hosts' match of an answer takes the same one. */
export const rsvpLockKey = (id: Types.ObjectId): string => `rsvps:${id.toHexString()}`;

/** The record lock of an e-mail's answer, whether or not it exists yet (one key however it is spelled). */
const rsvpEmailLockKey = (email: string): string => `rsvp-email:${email.trim().toLowerCase()}`;

/** Runs `work` holding the lock of the e-mail's answer (the first lock taken: see the top of this file). */
export function withAnswerEmailLock<T>(
  email: string,
  work: () => Promise<T>,
  busyMessage: string,
): Promise<T> {
  return withRecordLock(rsvpEmailLockKey(email), work, { busyMessage });
}

const lockOptions = { busyMessage: RSVP_PARTY_MESSAGES.busy };

/**
 * The party of the e-mail's answer tied to no guest, stored on it under the e-mail's lock (no answer
 * changes meanwhile) and the answer's (no host matches it meanwhile); resolves with it as stored.
 */
function saveUntiedParty(email: string, party: PartyMember[]): Promise<PartyMember[]> {
  return withAnswerEmailLock(
    email,
    async () => {
      const answer = await findAnswerForParty(email);
      if (!answer) throw notFound(RSVP_PARTY_MESSAGES.notFound); // discarded by a host this very moment
      // taken over by its guest meanwhile: the guest tries again, and the party then goes to the guest
      if (answer.unifiedGuestId || answer.guestId) throw conflict(RSVP_PARTY_MESSAGES.busy);
      return withRecordLock(rsvpLockKey(answer._id), () => saveOnAnswer(answer._id, party), lockOptions);
    },
    RSVP_PARTY_MESSAGES.busy,
  );
}

async function saveOnAnswer(id: Types.ObjectId, party: PartyMember[]): Promise<PartyMember[]> {
  const answer = await findAnswerForPartyById(id);
  if (!answer) throw notFound(RSVP_PARTY_MESSAGES.notFound); // discarded by a host this very moment
  if (!answer.attending) throw conflict(RSVP_PARTY_MESSAGES.notConfirmed);
  if (party.length > answer.guestCount) throw badRequest(PARTY_MESSAGES.tooMany.en);
  // matched by a host meanwhile: the guest tries again
  if (!(await setUntiedParty(id, answer.guestCount, party))) throw conflict(RSVP_PARTY_MESSAGES.busy);
  const saved = await findAnswerForPartyById(id);
  return (saved?.party ?? party) as PartyMember[];
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
    : await saveUntiedParty(email, party);
  return { message: RSVP_PARTY_MESSAGES.saved, data: { party: saved } };
}

/**
 * After an answer tied to no guest is stored (the caller holds the e-mail's lock): its party held to the
 * answer (none after a no, the first people after a yes for fewer), under the answer's lock too, which a
 * host's match takes.
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

/**
 * After the guest `guestId` answered (the caller holds the guest's and its twin's locks, and the e-mail's
 * when there is one): a party left on the guest's answer, named while the answer was tied to nobody and
 * taken over since (by the invitation code, or an address a host gave the guest), goes to the guest, on
 * the record that keeps it, within the people it confirmed, unless the guest already named people. The
 * answer keeps none either way: nothing reads a tied answer's party.
 */
export async function carryAnswerParty(guestId: Types.ObjectId, twin: GuestTwin | null): Promise<void> {
  const answer = await findGuestAnswerParty(guestId);
  const left = (answer?.party ?? []) as PartyMember[];
  if (!answer || left.length === 0) return;
  const keeper = twin && (await keepsPartyOf(twin, guestId)) ? twin : null;
  const guest = await readGuestState(keeper?.source ?? 'unified_guests', keeper?.id ?? guestId);
  if (guest && partyOf(guest).length === 0) await savePartyOfGuest(guestId, twin, left, { within: true });
  await dropAnswerParty({ _id: answer._id });
}
