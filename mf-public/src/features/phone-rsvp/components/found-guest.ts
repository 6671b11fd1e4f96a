import {
  type ConfirmationStatus,
  lookupMaxPeople,
  type PartyMember,
  type PhoneLookupResult,
} from '@wedding/shared-contracts';
import { formatPhoneForDisplay } from '../../../shared/format/format-phone';
import type { GivenAnswer } from '../../../shared/rsvp-ending/given-answer';
import { loadedPhoneRules } from '../phone-field';

/** The guest a lookup found, as the confirm step shows it. */
export interface FoundGuest {
  name: string;
  status: ConfirmationStatus;
  maxPeople: number;
  /** The answer given before, null while pending. */
  answer: GivenAnswer | null;
  /** The number found, as its country writes it ('+34 612 34 56 78'): the guest sees whose it is. */
  phone: string;
  /** Who is coming, by name, as given so far (none unless confirmed). */
  party: PartyMember[];
}

/** The answer the lookup echoes: none while pending. */
export function givenAnswer(found: PhoneLookupResult): GivenAnswer | null {
  const at = found.fechaConfirmacion ?? undefined;
  if (found.estadoConfirmacion === 'confirmado')
    return { attending: true, people: found.personasConfirmadas ?? undefined, at };
  if (found.estadoConfirmacion === 'rechazado') return { attending: false, at };
  return null;
}

/** The guest the lookup of `telefono` found, as the confirm step shows it. */
export function foundGuest(found: PhoneLookupResult, telefono: string): FoundGuest {
  return {
    name: found.nombreCompleto,
    status: found.estadoConfirmacion,
    maxPeople: lookupMaxPeople(found),
    answer: givenAnswer(found),
    phone: formatPhoneForDisplay(telefono, loadedPhoneRules()?.formatPhoneInternational),
    party: found.party ?? [],
  };
}
