// Email RSVP (spec §2 email RSVP form, §3 rsvps, §7 /api/rsvp and /api/rsvp/check). One response per
// guest: a second submission (same e-mail, or same invitation) updates the first, never duplicates it.
//
// An answer from a guest of the invitation list also gives that guest the answer: matched by the invitation
// code it was sent with (from /invitation/:code), or else by the guest's e-mail address.
// The guest becomes confirmado with the answer's people (rechazado with 0), its confirmation date is the
// answer's, its save-the-date answer follows (yes or no, responded), and a real change writes one status
// change, through shared-contracts' guest-state module as every channel does. An answer that matches no
// guest is kept for the hosts' RSVP inbox (svc-admin /api/admin/rsvps).
import { INVITATION_MESSAGES, type RsvpBody, type RsvpCheckResponse } from '@wedding/shared-contracts';
import { notFound } from '@wedding/shared-contracts/server';
import { findInvitationOwner } from '../invitations/repository';
import { setSaveTheDate } from '../invitations/service';
import { answerAsGuest, RSVP_BUSY_MESSAGE, storeRsvp } from './guest-answer';
import { withAnswerEmailLock } from './party';
import { findGuestIdByEmail, findRsvpByEmail, type GuestRef } from './repository';

export const RSVP_RECEIVED_MESSAGE = 'RSVP received successfully';
export const RSVP_UPDATED_MESSAGE = 'RSVP updated successfully';

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

export async function submitRsvp(body: RsvpBody): Promise<{ message: string; updated: boolean }> {
  // the site's language goes to the guest the answer belongs to, not to the stored response
  const { invitationCode, language, ...fields } = body;
  const ref = await guestRefOf(body);
  // the e-mail's answer may be tied to nobody: its lock, the first taken, keeps a party saved meanwhile
  // from writing the earlier answer back over this one (./party.ts)
  const locked = <T>(work: () => Promise<T>) => withAnswerEmailLock(fields.email, work, RSVP_BUSY_MESSAGE);
  if (ref && 'unifiedGuestId' in ref) {
    const updated = await locked(() => answerAsGuest(ref.unifiedGuestId, () => fields, language));
    return { message: updated ? RSVP_UPDATED_MESSAGE : RSVP_RECEIVED_MESSAGE, updated };
  }
  const updated = await locked(() => storeRsvp(fields, ref));
  // a legacy invitation has no confirmation: its save-the-date answer follows the response
  if (invitationCode && ref) await setSaveTheDate(invitationCode, fields.attending ? 'yes' : 'no');
  return { message: updated ? RSVP_UPDATED_MESSAGE : RSVP_RECEIVED_MESSAGE, updated };
}

export async function checkRsvp(email: string): Promise<RsvpCheckResponse> {
  const data = await findRsvpByEmail(email);
  return { exists: data !== null, data };
}
