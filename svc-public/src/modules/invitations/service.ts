// Save-the-date by invitation code (spec §2; ARCHITECTURE.md: GET /api/invitations/:code,
// PUT /api/invitations/:code/save-the-date).
import { INVITATION_MESSAGES, type Invitation, type SaveTheDateAnswer } from '@wedding/shared-contracts';
import { guestLockKey, notFound, withRecordLock } from '@wedding/shared-contracts/server';
import { findInvitationOwner, openInvitation, saveTheDate } from './repository';

const INVITATION_BUSY_MESSAGE = 'The invitation is being updated right now. Please try again.';

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

export async function answerSaveTheDate(code: string, response: SaveTheDateAnswer): Promise<Invitation> {
  const invitation = await withInvitationLocked(code, () => saveTheDate(code, response));
  if (!invitation) throw notFound(INVITATION_MESSAGES.codeInvalid);
  return invitation;
}
