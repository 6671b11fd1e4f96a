// The line above the "who's coming" form: what the names (and the dishes, when the hosts ask for one) are
// for, and where the guest finishes later. Not a part of the lazy form: the pages show it at once.
import { type MealsFact, weddingFacts } from '@wedding/shared-contracts';
import type { PartyMessageId } from './messages';

/** Where the form is: after the phone lookup, or on an invitation page. */
export type PartyPlace = 'phone' | 'invitation';

/** The hint's message: it speaks of what each person will eat only when the hosts ask for a dish. */
export function partyHintId(place: PartyPlace, meals: MealsFact = weddingFacts.meals): PartyMessageId {
  if (place === 'invitation') return meals.asked ? 'party.hintInvitation' : 'party.hintInvitationNoMeals';
  return meals.asked ? 'party.hint' : 'party.hintNoMeals';
}
