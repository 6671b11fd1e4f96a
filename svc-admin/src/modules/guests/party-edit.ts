// Who is coming, by name, as a host's edit of either list sets it: checked against the menu and the people
// the guest has confirmed after the edit, within the edit's record lock (the services call it on the guest
// as read under the lock, and editGuest writes it).
import {
  ADMIN_PARTY_MESSAGES,
  type ConfirmationStatus,
  type PartyMember,
  partySchema,
  weddingFacts,
} from '@wedding/shared-contracts';
import { badRequest, parseOr400 } from '@wedding/shared-contracts/server';

/**
 * The party the edit sets (`[]` clears it), or undefined when it leaves the party alone. 400 when the guest
 * will not be confirmed with anyone, for more people than confirmed, and for a party the menu's rules refuse.
 */
export function partyOfEdit(
  party: readonly PartyMember[] | undefined,
  status: ConfirmationStatus,
  people: number | null | undefined,
): PartyMember[] | undefined {
  if (party === undefined || party.length === 0) return party && [];
  const confirmed = status === 'confirmado' ? (people ?? 0) : 0;
  if (confirmed === 0) throw badRequest(ADMIN_PARTY_MESSAGES.notConfirmed);
  if (party.length > confirmed) throw badRequest(ADMIN_PARTY_MESSAGES.tooMany);
  return parseOr400(partySchema(weddingFacts.meals, confirmed, 'en'), party);
}
