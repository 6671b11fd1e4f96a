// Save-the-date by invitation code (spec §2; ARCHITECTURE.md: GET /api/invitations/:code,
// PUT /api/invitations/:code/save-the-date). The invitation page asks once: its one answer sets the
// save-the-date response and the guest's confirmation together, as the e-mail form's answer does.
import {
  INVITATION_MESSAGES,
  type Invitation,
  RSVP_MESSAGES,
  type SaveTheDateAnswer,
  type SaveTheDateBody,
} from '@wedding/shared-contracts';
import { type GuestState, guestLockKey, withRecordLock } from '@wedding/shared-contracts/domain';
import { badRequest, notFound } from '@wedding/shared-contracts/server';
import { answerAsGuest, storeRsvp } from '../rsvp/guest-answer';
import { INVITATION_BUSY_MESSAGE } from './party';
import {
  findInvitation,
  findInvitationOwner,
  findLegacyGuest,
  legacyMaximum,
  openInvitation,
  saveTheDate,
} from './repository';

/**
 * Runs a write of the invitation `code` under its guest's record lock, which svc-admin's edits and the
 * phone answers take too (an update is a read-modify-write of the whole document on FerretDB).
 */
async function withInvitationLocked<T>(code: string, work: () => Promise<T>): Promise<T> {
  const owner = await findInvitationOwner(code);
  if (!owner) return work(); // no such code: nothing to write, `work` finds nothing
  return withRecordLock(guestLockKey(owner.collection, owner.id), work, {
    busyMessage: INVITATION_BUSY_MESSAGE,
  });
}

export async function getInvitation(code: string): Promise<Invitation> {
  const invitation = await withInvitationLocked(code, () => openInvitation(code));
  if (!invitation) throw notFound(INVITATION_MESSAGES.codeInvalid);
  return invitation;
}

/** Only the save-the-date answer (a legacy invitation answered through the e-mail form). */
export async function setSaveTheDate(code: string, response: SaveTheDateAnswer): Promise<void> {
  await withInvitationLocked(code, () => saveTheDate(code, response));
}

/** The people of a `yes` that names none: those already confirmed, else the guest alone. */
const peopleAlreadyComing = (guest: Pick<GuestState, 'status' | 'confirmedPeople'>) =>
  guest.status === 'confirmado' && guest.confirmedPeople ? guest.confirmedPeople : 1;

/**
 * The guest's answer on the invitation page: the save-the-date response, the confirmation (confirmado with
 * its people or rechazado with 0, one status change when it changes) and the guest's response with what
 * they wrote, which the hosts see. 400 for more people than the invitation allows. The language the guest
 * answered in goes to a guest with no reminder language yet (and to its phone twin; a legacy invitation has
 * no reminders, so none).
 */
export async function answerInvitation(code: string, answer: SaveTheDateBody): Promise<Invitation> {
  const owner = await findInvitationOwner(code);
  if (!owner) throw notFound(INVITATION_MESSAGES.codeInvalid);
  const attending = answer.response === 'yes';
  const written = {
    ...(answer.message !== undefined ? { message: answer.message } : {}),
    ...(answer.dietaryRestrictions !== undefined ? { dietaryRestrictions: answer.dietaryRestrictions } : {}),
  };
  if (owner.collection === 'unified_guests') {
    await answerAsGuest(
      owner.id,
      (guest) => ({
        name: guest.name,
        attending,
        guestCount: attending ? (answer.guestCount ?? peopleAlreadyComing(guest)) : 0,
        ...written,
      }),
      answer.language,
    );
  } else {
    // a legacy invitation has no confirmation: the response is kept for the hosts, with its save-the-date
    await withInvitationLocked(code, async () => {
      const legacy = await findLegacyGuest(code);
      if (!legacy) return;
      const guestCount = attending ? (answer.guestCount ?? 1) : 0;
      if (guestCount > legacyMaximum(legacy)) {
        throw badRequest(RSVP_MESSAGES.guestCountOverMaximum(legacyMaximum(legacy)));
      }
      await storeRsvp({ name: legacy.name, attending, guestCount, ...written }, { guestId: owner.id });
      await saveTheDate(code, answer.response);
    });
  }
  const invitation = await findInvitation(code);
  if (!invitation) throw notFound(INVITATION_MESSAGES.codeInvalid);
  return invitation;
}
