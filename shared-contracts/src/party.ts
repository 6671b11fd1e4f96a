// Who is coming, by name: the people of a confirmed invitation, each with a meal from the hosts' menu and
// their dietary needs. The menu lives in the wedding facts (`weddingFacts.meals`); these are the rules
// every side checks a party against. Browser-safe.

import { EXPECTED_TEXT } from './schemas/common';
import type { LocalizedText, MealsFact } from './wedding-facts';
import { z } from './zod';

/** The dietary needs a guest can tick, in the order forms list them. */
export const DIETARY_NEEDS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'lactose-free',
  'nut-allergy',
  'shellfish-allergy',
  'other',
] as const;
export type DietaryNeed = (typeof DIETARY_NEEDS)[number];

export const DIETARY_NEED_LABELS: Readonly<Record<DietaryNeed, LocalizedText>> = {
  vegetarian: { es: 'Vegetariano', en: 'Vegetarian' },
  vegan: { es: 'Vegano', en: 'Vegan' },
  'gluten-free': { es: 'Sin gluten', en: 'Gluten-free' },
  'lactose-free': { es: 'Sin lactosa', en: 'Lactose-free' },
  'nut-allergy': { es: 'Alergia a los frutos secos', en: 'Nut allergy' },
  'shellfish-allergy': { es: 'Alergia a los mariscos', en: 'Shellfish allergy' },
  other: { es: 'Otra', en: 'Other' },
};

export const PARTY_LIMITS = { name: 100, dietaryNote: 200, mealId: 40 } as const;

/** Every rule's message, in both languages: the API answers with the English one, forms show their own. */
export const PARTY_MESSAGES = {
  nameRequired: { es: 'Escribe el nombre de cada persona', en: 'Enter the name of each person' },
  nameTooLong: {
    es: `El nombre puede tener hasta ${PARTY_LIMITS.name} caracteres`,
    en: `A name can be at most ${PARTY_LIMITS.name} characters`,
  },
  noteTooLong: {
    es: `La nota puede tener hasta ${PARTY_LIMITS.dietaryNote} caracteres`,
    en: `The note can be at most ${PARTY_LIMITS.dietaryNote} characters`,
  },
  unknownMeal: { es: 'Elige un plato del menú', en: 'Choose a meal from the menu' },
  mealsNotAsked: { es: 'En esta boda no hay que elegir plato', en: 'This wedding does not ask for a meal' },
  childrenOnlyMeal: { es: 'Ese menú es solo para niños', en: 'That menu is for children only' },
  leadIsAdult: {
    es: 'La primera persona es quien recibió la invitación y no puede ser un niño',
    en: 'The first person is the one invited, not a child',
  },
  unknownNeed: { es: 'Elige las necesidades de la lista', en: 'Choose dietary needs from the list' },
  repeatedNeed: { es: 'Marca cada necesidad una sola vez', en: 'Tick each dietary need once' },
  childFlag: { es: 'Indica si es un niño (sí o no)', en: 'Say whether it is a child (yes or no)' },
  empty: { es: 'Escribe el nombre de al menos una persona', en: 'Enter the name of at least one person' },
  tooMany: {
    es: 'No puedes añadir más personas de las que confirmaste',
    en: 'You cannot add more people than you confirmed',
  },
} as const satisfies Record<string, LocalizedText>;

export type PartyLanguage = 'es' | 'en';

/** One person of a party, checked, with its messages in `language`; a meal is one of `meals`' dishes. */
function memberSchemaIn(language: PartyLanguage, meals: MealsFact) {
  const text = (key: keyof typeof PARTY_MESSAGES) => PARTY_MESSAGES[key][language];
  const dishes = meals.asked ? meals.options.map((option) => option.id) : [];
  return z.object({
    name: z
      .string({ error: (iss) => (iss.input === undefined ? text('nameRequired') : EXPECTED_TEXT) })
      .trim()
      .min(1, { error: text('nameRequired') })
      .max(PARTY_LIMITS.name, { error: text('nameTooLong') }),
    child: z.boolean({ error: text('childFlag') }).default(false),
    meal: z.enum(dishes, { error: text(meals.asked ? 'unknownMeal' : 'mealsNotAsked') }).optional(),
    dietary: z
      .array(z.enum(DIETARY_NEEDS, { error: text('unknownNeed') }), { error: text('unknownNeed') })
      .max(DIETARY_NEEDS.length, { error: text('repeatedNeed') })
      .refine((needs) => new Set(needs).size === needs.length, { error: text('repeatedNeed') })
      .default([]),
    // trimmed; a blank note is stored as none (party-member.ts)
    dietaryNote: z
      .string({ error: text('noteTooLong') })
      .trim()
      .max(PARTY_LIMITS.dietaryNote, { error: text('noteTooLong') })
      .optional(),
  });
}

/** One person of a party, as stored and as sent. */
export type PartyMember = Omit<z.output<ReturnType<typeof memberSchemaIn>>, 'meal'> & { meal?: string };

/**
 * A party checked against the hosts' menu: one to `maxPeople` people, the first the invited guest (never a
 * child), each meal one of the menu's (a children's one for a child), none when meals are not asked. Its
 * messages are in `language` (each is in PARTY_MESSAGES in both).
 */
export function partySchema(meals: MealsFact, maxPeople: number, language: PartyLanguage = 'en') {
  const text = (key: keyof typeof PARTY_MESSAGES) => PARTY_MESSAGES[key][language];
  const options = new Map(meals.options.map((option) => [option.id, option]));
  return z
    .array(memberSchemaIn(language, meals), { error: text('empty') })
    .min(1, { error: text('empty') })
    .max(maxPeople, { error: text('tooMany') })
    .superRefine((party, ctx) => {
      party.forEach((member, index) => {
        const issue = (key: keyof typeof PARTY_MESSAGES, field: string) =>
          ctx.addIssue({ code: 'custom', message: text(key), path: [index, field] });
        if (index === 0 && member.child) issue('leadIsAdult', 'child');
        if (member.meal !== undefined && options.get(member.meal)?.childrenOnly && !member.child)
          issue('childrenOnlyMeal', 'meal');
      });
    });
}

/** One person of a party, as the API answers it (what was stored, already checked). */
export const partyMemberResultSchema = z.object({
  name: z.string(),
  child: z.boolean(),
  meal: z.string().optional(),
  dietary: z.array(z.enum(DIETARY_NEEDS)),
  dietaryNote: z.string().optional(),
});

/** The party a guest keeps when the people confirmed go down to `people` (none when declined). */
export const partyWithin = (party: readonly PartyMember[], people: number | null): PartyMember[] =>
  party.slice(0, Math.max(0, people ?? 0));

/** The problems of a menu, one line each: empty when it is sound. */
export function menuProblems(meals: MealsFact): string[] {
  const problems: string[] = [];
  const ids = meals.options.map((option) => option.id);
  for (const id of new Set(ids.filter((id, index) => ids.indexOf(id) !== index)))
    problems.push(`the menu names "${id}" twice`);
  for (const option of meals.options) {
    if (!new RegExp(`^[a-z0-9-]{1,${PARTY_LIMITS.mealId}}$`).test(option.id))
      problems.push(
        `the menu's id "${option.id}" must be 1 to ${PARTY_LIMITS.mealId} lower-case letters, digits or dashes`,
      );
    if (!option.label.es.trim() || !option.label.en.trim())
      problems.push(`the menu's "${option.id}" needs a label in Spanish and in English`);
  }
  if (meals.asked && !meals.options.some((option) => !option.childrenOnly))
    problems.push('meals are asked but the menu has no dish for adults');
  return problems;
}
