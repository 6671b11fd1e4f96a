// Email RSVP (spec §2 email RSVP form, §3 rsvps, §7 /api/rsvp and /api/rsvp/check). One response per
// guest: a second submission (same e-mail, or same invitation) updates the first, never duplicates it.
//
// An answer from a guest of the invitation list (issue 14) also gives that guest the answer: matched by
// the invitation code it was sent with (from /invitation/:code), or else by the guest's e-mail address.
// The guest becomes confirmado with the answer's people (rechazado with 0), its confirmation date is the
// answer's, its save-the-date answer follows (yes or no, responded), and a real change writes one status
// change, through shared-contracts' guest-state module as every channel does. An answer that matches no
// guest is kept for the hosts' RSVP inbox (svc-admin /api/admin/rsvps).
import {
  INVITATION_MESSAGES,
  RSVP_MESSAGES,
  type RsvpBody,
  type RsvpCheckResponse,
} from '@wedding/shared-contracts';
import {
  answerGuest,
  badRequest,
  conflict,
  HttpError,
  isDuplicateKeyError,
  notFound,
  readGuestState,
  withGuestLock,
} from '@wedding/shared-contracts/server';
import type { Types } from 'mongoose';
import { findInvitationOwner } from '../invitations/repository';
import { answerSaveTheDate } from '../invitations/service';
import {
  findGuestIdByEmail,
  findRsvpByEmail,
  type GuestRef,
  type RsvpFields,
  updateByGuest,
  upsertByEmail,
} from './repository';

export const RSVP_RECEIVED_MESSAGE = 'RSVP received successfully';
export const RSVP_UPDATED_MESSAGE = 'RSVP updated successfully';
/** The invitation and the e-mail each belong to a different earlier answer: neither can take the other's place. */
export const RSVP_CONFLICT_MESSAGE =
  'This e-mail already answered for another invitation. Use the e-mail you answered with before.';
/** Only when the guest keeps changing under us (an admin edit at the same moment), bounded retries. */
export const RSVP_BUSY_MESSAGE =
  'No se pudo guardar tu respuesta. Por favor, inténtalo de nuevo. / ' +
  'Your answer could not be saved. Please try again.';

/** Two simultaneous first submissions race on the unique e-mail index: the loser retries as an update. */
const MAX_ATTEMPTS = 3;

/** The guest the answer belongs to: its invitation code's (the code wins), else its e-mail's. */
async function guestRefOf(body: RsvpBody): Promise<GuestRef | undefined> {
  if (body.invitationCode) {
    const owner = await findInvitationOwner(body.invitationCode);
    if (!owner) throw notFound(INVITATION_MESSAGES.codeInvalid);
    return owner.collection === 'unified_guests' ? { unifiedGuestId: owner.id } : { guestId: owner.id };
  }
  const unifiedGuestId = await findGuestIdByEmail(body.email);
  return unifiedGuestId ? { unifiedGuestId } : undefined;
}

/** Stores the response (one per guest, one per e-mail); true when it replaced an earlier one. */
async function storeRsvp(fields: RsvpFields, ref: GuestRef | undefined): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (ref !== undefined && (await updateByGuest(ref, fields))) || (await upsertByEmail(fields, ref));
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // a race resolves on the next attempt; a duplicate that stays is two different earlier answers
      if (attempt >= MAX_ATTEMPTS) throw conflict(RSVP_CONFLICT_MESSAGE);
    }
  }
}

/**
 * Under the guest's record lock (phone answers, invitation visits and the hosts' edits take it too): the
 * guest's maximum is checked, the response stored, then the answer given to the guest.
 */
function answerAsGuest(guestId: Types.ObjectId, fields: RsvpFields): Promise<boolean> {
  return withGuestLock(
    'unified_guests',
    guestId,
    async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        const guest = await readGuestState('unified_guests', guestId);
        if (!guest) throw new HttpError(409, RSVP_BUSY_MESSAGE); // deleted by a host this very moment
        if (fields.attending && fields.guestCount > guest.maxPeople) {
          throw badRequest(RSVP_MESSAGES.guestCountOverMaximum(guest.maxPeople));
        }
        const updated = await storeRsvp(fields, { unifiedGuestId: guestId });
        const outcome = await answerGuest(
          guest,
          fields.attending ? { attending: true, people: fields.guestCount } : { attending: false },
          {
            declinedPeople: 0,
            alsoSet: { saveTheDateResponse: fields.attending ? 'yes' : 'no', invitationStatus: 'responded' },
          },
        );
        if (outcome === 'over-maximum') {
          throw badRequest(RSVP_MESSAGES.guestCountOverMaximum(guest.maxPeople));
        }
        if (outcome !== 'moved') return updated;
      }
      throw new HttpError(409, RSVP_BUSY_MESSAGE);
    },
    { busyMessage: RSVP_BUSY_MESSAGE },
  );
}

export async function submitRsvp(body: RsvpBody): Promise<{ message: string; updated: boolean }> {
  const { invitationCode, ...fields } = body;
  const ref = await guestRefOf(body);
  if (ref && 'unifiedGuestId' in ref) {
    const updated = await answerAsGuest(ref.unifiedGuestId, fields);
    return { message: updated ? RSVP_UPDATED_MESSAGE : RSVP_RECEIVED_MESSAGE, updated };
  }
  const updated = await storeRsvp(fields, ref);
  // a legacy invitation has no confirmation: its save-the-date answer follows the response
  if (invitationCode && ref) await answerSaveTheDate(invitationCode, fields.attending ? 'yes' : 'no');
  return { message: updated ? RSVP_UPDATED_MESSAGE : RSVP_RECEIVED_MESSAGE, updated };
}

export async function checkRsvp(email: string): Promise<RsvpCheckResponse> {
  const data = await findRsvpByEmail(email);
  return { exists: data !== null, data };
}
