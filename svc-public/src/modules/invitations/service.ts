// Save-the-date by invitation code (spec §2; ARCHITECTURE.md: GET /api/invitations/:code,
// PUT /api/invitations/:code/save-the-date).
import { INVITATION_MESSAGES, type Invitation, type SaveTheDateAnswer } from '@wedding/shared-contracts';
import { notFound } from '@wedding/shared-contracts/server';
import { openInvitation, saveTheDate } from './repository';

export async function getInvitation(code: string): Promise<Invitation> {
  const invitation = await openInvitation(code);
  if (!invitation) throw notFound(INVITATION_MESSAGES.codeInvalid);
  return invitation;
}

export async function answerSaveTheDate(code: string, response: SaveTheDateAnswer): Promise<Invitation> {
  const invitation = await saveTheDate(code, response);
  if (!invitation) throw notFound(INVITATION_MESSAGES.codeInvalid);
  return invitation;
}
