// A guest of the invitation list answers: by the e-mail form (matched by invitation code or e-mail) or on the
// guest's own invitation page. Under the guest's record lock (phone answers, invitation
// visits and the hosts' edits take it too): the guest's maximum is checked, the response stored in
// `rsvps` (one per guest), then the answer given to the guest through shared-contracts' guest-state
// module, with the save-the-date answer that follows it (yes or no, responded). The same number's record
// on the phone list (its twin) is locked with it and given the same answer (shared-contracts'
// domain/guest-twin.ts).
import { type GuestLanguage, RSVP_MESSAGES } from '@wedding/shared-contracts';
import {
  answerGuest,
  closeTwin,
  type GuestAnswer,
  type GuestState,
  giveAnswerLanguage,
  readGuestState,
  withGuestAndTwinLocks,
} from '@wedding/shared-contracts/domain';
import { badRequest, conflict, HttpError, isDuplicateKeyError } from '@wedding/shared-contracts/server';
import type { Types } from 'mongoose';
import { carryAnswerParty, keepRsvpPartyWithin } from './party';
import {
  dropAnswerParty,
  findGuestPhone,
  type GuestRef,
  insertForGuest,
  type RsvpFields,
  updateByGuest,
  upsertByEmail,
} from './repository';

/** The invitation and the e-mail each belong to a different earlier answer: neither can take the other's place. */
export const RSVP_CONFLICT_MESSAGE =
  'This e-mail address has already been used to answer another invitation. ' +
  'Use the e-mail address you answered with before.';
/** Only when the guest keeps changing under us (an admin edit at the same moment), bounded retries. */
export const RSVP_BUSY_MESSAGE =
  'No se pudo guardar tu respuesta. Por favor, inténtalo de nuevo. / ' +
  'Your answer could not be saved. Please try again.';

/** Two simultaneous first submissions race on a unique index: the loser retries as an update. */
const MAX_ATTEMPTS = 3;

const hasWords = (fields: RsvpFields) =>
  Boolean(fields.message?.trim() || fields.dietaryRestrictions?.trim());

/**
 * Stores the response (one per guest, one per e-mail); true when it replaced an earlier one. A response
 * without an e-mail (given on the invitation page) is found and kept by its guest alone, and is made only
 * when the guest wrote something: the guest's confirmation already holds the rest, and the hosts can still
 * match an e-mail answer to that guest. With an e-mail, the caller holds its lock (`withAnswerEmailLock`).
 */
export async function storeRsvp(fields: RsvpFields, ref: GuestRef | undefined): Promise<boolean> {
  const updated = await writeRsvp(fields, ref);
  // an answer tied to nobody keeps its own party: none after a no, the first people after a yes for fewer
  if (updated && ref === undefined && fields.email !== undefined) await keepRsvpPartyWithin(fields.email);
  // a legacy invitation names nobody: a party named while the answer was tied to nobody goes with it
  if (ref !== undefined && 'guestId' in ref) await dropAnswerParty(ref);
  return updated;
}

async function writeRsvp(fields: RsvpFields, ref: GuestRef | undefined): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (ref !== undefined && (await updateByGuest(ref, fields))) return true;
      if (fields.email !== undefined) return await upsertByEmail({ ...fields, email: fields.email }, ref);
      if (ref === undefined) throw new Error('a response needs an e-mail or a guest');
      if (hasWords(fields)) await insertForGuest(fields, ref);
      return false;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // a race resolves on the next attempt; a duplicate that stays is two different earlier answers
      if (attempt >= MAX_ATTEMPTS) throw conflict(RSVP_CONFLICT_MESSAGE);
    }
  }
}

/**
 * Gives the guest the answer `fieldsOf` makes of it (as read under the lock), and stores the response;
 * true when the guest's earlier response was replaced. 400 when it brings more people than the guest may.
 * `language`, the site's when the guest answered, goes to the guest and its twin when they have none, under
 * the same locks, and so does a party left on the answer it took over (`carryAnswerParty`). With an e-mail,
 * the caller holds its lock, taken before the guest's.
 */
export async function answerAsGuest(
  guestId: Types.ObjectId,
  fieldsOf: (guest: GuestState) => RsvpFields,
  language?: GuestLanguage,
): Promise<boolean> {
  return withGuestAndTwinLocks(
    'unified_guests',
    guestId,
    await findGuestPhone(guestId),
    async (twin) => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        const guest = await readGuestState('unified_guests', guestId);
        if (!guest) throw new HttpError(409, RSVP_BUSY_MESSAGE); // deleted by a host this very moment
        const fields = fieldsOf(guest);
        if (fields.attending && fields.guestCount > guest.maxPeople) {
          throw badRequest(RSVP_MESSAGES.guestCountOverMaximum(guest.maxPeople));
        }
        const updated = await storeRsvp(fields, { unifiedGuestId: guestId });
        const given: GuestAnswer = fields.attending
          ? { attending: true, people: fields.guestCount }
          : { attending: false };
        const outcome = await answerGuest(guest, given, {
          declinedPeople: 0,
          alsoSet: { saveTheDateResponse: fields.attending ? 'yes' : 'no', invitationStatus: 'responded' },
        });
        if (outcome === 'over-maximum') {
          throw badRequest(RSVP_MESSAGES.guestCountOverMaximum(guest.maxPeople));
        }
        if (outcome !== 'moved') {
          if (twin) await closeTwin(twin, given);
          await carryAnswerParty(guestId, twin);
          await giveAnswerLanguage({ source: 'unified_guests', id: guestId }, twin, language);
          return updated;
        }
      }
      throw new HttpError(409, RSVP_BUSY_MESSAGE);
    },
    { busyMessage: RSVP_BUSY_MESSAGE },
  );
}
