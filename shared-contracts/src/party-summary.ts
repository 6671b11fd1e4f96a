// What a party says to the people who read it: the echo a guest sees of their answer, whether a confirmed
// party still lacks names or meals, and the counts the hosts and the caterer need. Browser-safe.

import {
  DIETARY_NEED_LABELS,
  DIETARY_NEEDS,
  type DietaryNeed,
  type PartyLanguage,
  type PartyMember,
} from './party';
import type { MealsFact } from './wedding-facts';

/** A label as it reads inside a sentence ("fish", "menú infantil", "nut allergy"). */
const inSentence = (label: string, language: PartyLanguage) =>
  label.charAt(0).toLocaleLowerCase(language) + label.slice(1);

/** A dish's label as it reads inside a sentence ("fish", "menú infantil"). */
const mealInSentence = (meals: MealsFact, id: string, language: PartyLanguage): string =>
  inSentence(meals.options.find((option) => option.id === id)?.label[language] ?? id, language);

/** Each person named, with their meal when meals are asked: "Ana (fish)", "Luis". */
const namesWithMeals = (party: readonly PartyMember[], meals: MealsFact, language: PartyLanguage) =>
  party.map((member) =>
    meals.asked && member.meal
      ? `${member.name} (${mealInSentence(meals, member.meal, language)})`
      : member.name,
  );

/**
 * A person's dietary needs as the hosts read them: the needs ticked, in the list's order, then the person's
 * own note, quoted; a bare "other" only when there is no note to say what it is.
 */
function needsInSentence(member: PartyMember, language: PartyLanguage): string[] {
  const note = member.dietaryNote?.trim();
  const needs = DIETARY_NEEDS.filter(
    (need) => member.dietary.includes(need) && !(need === 'other' && note),
  ).map((need) => inSentence(DIETARY_NEED_LABELS[need][language], language));
  return [needs.join(', '), note ? `“${note}”` : ''].filter(Boolean);
}

/**
 * The people of a party in one short line, for the hosts, with what the kitchen must know of each:
 * "Ana (fish; nut allergy), Luis (meat; “no spicy food”), Sofía". The dietary needs stay when the hosts
 * ask for no meal: an allergy matters either way.
 */
export function partyLine(party: readonly PartyMember[], meals: MealsFact, language: PartyLanguage): string {
  return party
    .map((member) => {
      const meal = meals.asked && member.meal ? [mealInSentence(meals, member.meal, language)] : [];
      const details = [...meal, ...needsInSentence(member, language)];
      return details.length ? `${member.name} (${details.join('; ')})` : member.name;
    })
    .join(', ');
}

/**
 * The answer given, as the guest reads it back: "You confirmed 3: Ana (fish), Luis (meat), Sofía
 * (children's menu)", with the people not named yet counted at the end.
 */
export function partyEcho(
  party: readonly PartyMember[],
  people: number,
  meals: MealsFact,
  language: PartyLanguage,
): string {
  const named = namesWithMeals(party.slice(0, people), meals, language);
  const unnamed = people - named.length;
  const rest =
    unnamed === 0
      ? []
      : language === 'es'
        ? [unnamed === 1 ? '1 persona aún sin nombre' : `${unnamed} personas aún sin nombre`]
        : [unnamed === 1 ? '1 person not named yet' : `${unnamed} people not named yet`];
  const list = [...named, ...rest].join(', ');
  return language === 'es' ? `Confirmaste ${people}: ${list}` : `You confirmed ${people}: ${list}`;
}

/**
 * Whether a confirmed party still lacks details: fewer people named than confirmed, or (when meals are
 * asked) someone without a meal. A guest who has not confirmed lacks nothing.
 */
export function partyDetailsMissing(
  party: readonly PartyMember[],
  people: number | null,
  meals: MealsFact,
): boolean {
  if (!people) return false;
  const named = party.slice(0, people);
  return named.length < people || (meals.asked && named.some((member) => !member.meal));
}

/** What the caterer and the hosts count, over every confirmed party. */
export interface MealCounts {
  /** People named. */
  people: number;
  children: number;
  /** People per dish, in the menu's order (every dish, even at 0). */
  perMeal: { id: string; people: number }[];
  /** People named without a meal (when meals are asked). */
  withoutMeal: number;
  /** People per dietary need, in the list's order (every need, even at 0). */
  perNeed: { need: DietaryNeed; people: number }[];
}

/** Counts the people of `parties` (each already within its confirmed count). */
export function mealCounts(parties: readonly (readonly PartyMember[])[], meals: MealsFact): MealCounts {
  const members = parties.flat();
  const count = (test: (member: PartyMember) => boolean) => members.filter(test).length;
  return {
    people: members.length,
    children: count((member) => member.child),
    perMeal: meals.options.map((option) => ({
      id: option.id,
      people: count((member) => member.meal === option.id),
    })),
    withoutMeal: meals.asked ? count((member) => !member.meal) : 0,
    perNeed: DIETARY_NEEDS.map((need) => ({
      need,
      people: count((member) => member.dietary.includes(need)),
    })),
  };
}
