import { lookupMaxPeople, type PhoneLookupResult } from '@wedding/shared-contracts';
import { formatPhoneForDisplay } from '../../../shared/format/format-phone';
import type { GivenAnswer } from '../../../shared/rsvp-ending/given-answer';
import { loadedPhoneRules } from '../phone-field';
import type { FoundGuest } from './confirm-step';

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
  };
}
