// Email RSVP (spec §2 email RSVP form, §3 rsvps, §7 /api/rsvp and /api/rsvp/check). One response per
// guest: a second submission (same e-mail, or same invitation) updates the first, never duplicates it.
import { INVITATION_MESSAGES, type RsvpBody, type RsvpCheckResponse } from '@wedding/shared-contracts';
import { conflict, isDuplicateKeyError, notFound } from '@wedding/shared-contracts/server';
import { findInvitationOwner } from '../invitations/repository';
import { findRsvpByEmail, type GuestRef, type RsvpFields, updateByGuest, upsertByEmail } from './repository';

export const RSVP_RECEIVED_MESSAGE = 'RSVP received successfully';
export const RSVP_UPDATED_MESSAGE = 'RSVP updated successfully';
/** The invitation and the e-mail each belong to a different earlier answer: neither can take the other's place. */
export const RSVP_CONFLICT_MESSAGE =
  'This e-mail already answered for another invitation. Use the e-mail you answered with before.';

/** Two simultaneous first submissions race on the unique e-mail index: the loser retries as an update. */
const MAX_ATTEMPTS = 3;

async function guestRefOf(code: string | undefined): Promise<GuestRef | undefined> {
  if (!code) return undefined;
  const owner = await findInvitationOwner(code);
  if (!owner) throw notFound(INVITATION_MESSAGES.codeInvalid);
  return owner.collection === 'unified_guests' ? { unifiedGuestId: owner.id } : { guestId: owner.id };
}

export async function submitRsvp(body: RsvpBody): Promise<{ message: string; updated: boolean }> {
  const { invitationCode, ...rest } = body;
  const fields: RsvpFields = rest;
  const ref = await guestRefOf(invitationCode);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const updated = (ref && (await updateByGuest(ref, fields))) || (await upsertByEmail(fields, ref));
      return { message: updated ? RSVP_UPDATED_MESSAGE : RSVP_RECEIVED_MESSAGE, updated };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // a race resolves on the next attempt; a duplicate that stays is two different earlier answers
      if (attempt >= MAX_ATTEMPTS) throw conflict(RSVP_CONFLICT_MESSAGE);
    }
  }
}

export async function checkRsvp(email: string): Promise<RsvpCheckResponse> {
  const data = await findRsvpByEmail(email);
  return { exists: data !== null, data };
}
