// A host's edit of who is coming, by name, as the admin's guest edits take it (PUT /api/admin/guests/{id},
// PUT and PATCH /api/admin/invitados/{id}): the party checked against the menu (party.ts), or none.

import { LIMITS } from '../constants';
import { partySchema } from '../party';
import { weddingFacts } from '../wedding-facts';
import { z } from '../zod';

/** The admin edits' own refusals of a party (the menu's rules answer PARTY_MESSAGES' English). */
export const ADMIN_PARTY_MESSAGES = {
  /** A party on a guest who is not confirmed after the edit (nobody to name). */
  notConfirmed: 'Only a confirmed guest has people to name: confirm the guest first',
  tooMany: 'The party cannot have more people than the guest confirmed',
} as const;

/**
 * `party` on an admin edit: the people coming (party.ts' rules, English messages as the admin API's), or
 * `[]` to clear it; missing keeps it. Checked here against the most people anyone can confirm; the service
 * checks it again against the people the guest has confirmed after the edit. A party that breaks a rule
 * answers that rule's message (not zod's "Invalid input" for the union with the empty one).
 */
export function adminPartyField(maxPeople: number = LIMITS.confirmedPeople.max) {
  const party = partySchema(weddingFacts.meals, maxPeople, 'en');
  return z
    .union([z.array(z.never()).max(0), party], {
      error: (issue) => (issue.code === 'invalid_union' ? issue.errors[1]?.[0]?.message : undefined),
    })
    .optional()
    .meta({ description: 'Who is coming, by name (at most the people confirmed); [] clears it' });
}
