// How many people a row's invitation is for: the people column, else the companions column plus the guest.
// Phone guests read their companions column on its own (they keep `acompanantesAsignados` beside their
// maximum).
import { LIMITS } from '@wedding/shared-contracts';
import { wholeNumber } from './cell-values';
import type { RowCells } from './row-cells';

export interface Party {
  /** People the invitation is for, guest included (the default when no cell gives it). */
  maxPeopleAllowed: number;
  /** Whether the people (or, but for phone guests, companions) cell was filled. */
  peopleGiven: boolean;
  /** Phone guests: the companions cell's value, when filled and valid. */
  companionsOwn?: number;
}

export function readParty({ cell, where, errors, warnings, label, headerOf, phoneGuests }: RowCells): Party {
  let maxPeopleAllowed: number = LIMITS.maxPeople.default;
  const peopleText = cell('people');
  const companionsText = cell('companions');
  const apart = phoneGuests;
  const peopleGiven = Boolean(peopleText || (companionsText && !apart));
  if (peopleText) {
    const people = wholeNumber(peopleText);
    if (people === null || people < LIMITS.maxPeople.min || people > LIMITS.maxPeople.max) {
      errors.push(
        `${where}: ${label('people')} must be a whole number from ${LIMITS.maxPeople.min} to ${LIMITS.maxPeople.max} (got "${peopleText.slice(0, 20)}")`,
      );
    } else {
      maxPeopleAllowed = people;
      const companions = companionsText ? wholeNumber(companionsText) : null;
      if (companionsText && !apart && companions !== people - 1) {
        warnings.push(
          `${where}: the party is ${people} (${headerOf('people')}); ${headerOf('companions')} "${companionsText.slice(0, 20)}" was not used`,
        );
      }
    }
  } else if (companionsText && !apart) {
    const companions = wholeNumber(companionsText);
    const most = LIMITS.maxPeople.max - 1;
    if (companions === null || companions < 0 || companions > most) {
      errors.push(
        `${where}: ${label('companions')} must be a whole number from 0 to ${most} (got "${companionsText.slice(0, 20)}")`,
      );
    } else maxPeopleAllowed = companions + 1;
  }

  let companionsOwn: number | undefined;
  if (apart && companionsText) {
    const value = wholeNumber(companionsText);
    if (value === null || value < LIMITS.companions.min || value > LIMITS.companions.max) {
      errors.push(
        `${where}: ${label('companions')} must be a whole number from ${LIMITS.companions.min} to ${LIMITS.companions.max} (got "${companionsText.slice(0, 20)}")`,
      );
    } else companionsOwn = value;
  }
  return companionsOwn === undefined
    ? { maxPeopleAllowed, peopleGiven }
    : { maxPeopleAllowed, peopleGiven, companionsOwn };
}
