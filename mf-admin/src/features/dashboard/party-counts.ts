// The dashboard's meals card: who is coming, by name, over both lists, one person counted once. Each
// list's answer already carries its party within the answer (the service's withPartyWithin). A phone
// guest and its invitation-list twin (`alsoOn`) are one party: the phone record's, where the phone lookup
// puts it, unless only the twin named anyone.
import {
  type Invitado,
  type MealCounts,
  type MealsFact,
  mealCounts,
  type PartyMember,
  partyDetailsMissing,
  type UnifiedGuest,
  weddingFacts,
} from '@wedding/shared-contracts';

type ListGuest = Pick<UnifiedGuest, 'id' | 'confirmationStatus' | 'confirmedPeople' | 'party'>;
type PhoneGuest = Pick<Invitado, 'estadoConfirmacion' | 'personasConfirmadas' | 'party' | 'alsoOn'>;

interface Answer {
  confirmed: boolean;
  people: number | null;
  party: readonly PartyMember[];
}

export interface PartyCounts extends MealCounts {
  /** Confirmed parties with someone not named yet or without a meal (partyDetailsMissing). */
  detailsMissing: number;
}

const fromList = (guest: ListGuest): Answer => ({
  confirmed: guest.confirmationStatus === 'confirmado',
  people: guest.confirmedPeople ?? null,
  party: guest.party ?? [],
});

const fromPhone = (guest: PhoneGuest): Answer => ({
  confirmed: guest.estadoConfirmacion === 'confirmado',
  people: guest.personasConfirmadas ?? null,
  party: guest.party ?? [],
});

/** The one answer a pair stands for: the record holding the party, the phone one first. */
function pairAnswer(phone: Answer, twin: Answer): Answer {
  if (phone.party.length > 0) return phone;
  if (twin.party.length > 0) return twin;
  return phone.confirmed || !twin.confirmed ? phone : twin;
}

export function partyCounts(
  invitationList: readonly ListGuest[],
  phoneGuests: readonly PhoneGuest[],
  meals: MealsFact = weddingFacts.meals,
): PartyCounts {
  const byId = new Map(invitationList.map((guest) => [guest.id, fromList(guest)] as const));
  const paired = new Set<string>();
  const phoneOnly: Answer[] = [];
  for (const guest of phoneGuests) {
    const twinId = guest.alsoOn?.list === 'guests' ? guest.alsoOn.id : undefined;
    const twin = twinId === undefined ? undefined : byId.get(twinId);
    // a twin another phone record already stands for leaves this one on its own
    if (twinId === undefined || !twin || paired.has(twinId)) {
      phoneOnly.push(fromPhone(guest));
      continue;
    }
    paired.add(twinId);
    byId.set(twinId, pairAnswer(fromPhone(guest), twin));
  }
  const answers = [...byId.values(), ...phoneOnly].filter((answer) => answer.confirmed);
  return {
    ...mealCounts(
      answers.map((answer) => answer.party),
      meals,
    ),
    detailsMissing: answers.filter((answer) => partyDetailsMissing(answer.party, answer.people, meals))
      .length,
  };
}
