// The caterer summary's people and meals (two sheets after the totals and notes): one row per person a
// confirmed party named, with their meal and dietary needs and the guest's table, then the people still to
// be named; and the count per dish of the hosts' menu, in its order. A person on both lists once
// (confirmed-parties.ts). Only names, tables and the party are written.
import {
  DIETARY_NEED_LABELS,
  type GuestLanguage,
  type MealsFact,
  mealCounts,
  type PartyMember,
  weddingFacts,
} from '@wedding/shared-contracts';
import type { ConfirmedParty } from './confirmed-parties';

export const CATERER_PEOPLE_TEXTS = {
  en: {
    peopleSheet: 'People',
    peopleHeader: ['Guest', 'Person', 'Child', 'Meal', 'Dietary needs', 'Table'],
    yes: 'Yes',
    no: 'No',
    notNamed: 'Not named yet',
    mealsSheet: 'Meals',
    mealsHeader: ['Meal', 'People'],
    withoutMeal: 'No meal chosen',
    named: 'People named',
    children: 'Children',
    needsHeader: ['Dietary needs', 'People'],
  },
  es: {
    peopleSheet: 'Personas',
    peopleHeader: ['Invitado', 'Persona', 'Niño', 'Plato', 'Necesidades alimentarias', 'Mesa'],
    yes: 'Sí',
    no: 'No',
    notNamed: 'Aún sin nombre',
    mealsSheet: 'Platos',
    mealsHeader: ['Plato', 'Personas'],
    withoutMeal: 'Sin plato elegido',
    named: 'Personas con nombre',
    children: 'Niños',
    needsHeader: ['Necesidades alimentarias', 'Personas'],
  },
} as const satisfies Record<GuestLanguage, unknown>;

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

const mealLabel = (meals: MealsFact, id: string | undefined, lang: GuestLanguage) =>
  id === undefined ? '' : (meals.options.find((option) => option.id === id)?.label[lang] ?? id);

/** "Gluten-free, Other · no spicy food": the needs ticked, in the list's order, then the note. */
export function dietaryText(member: PartyMember, lang: GuestLanguage): string {
  const needs = member.dietary.map((need) => DIETARY_NEED_LABELS[need][lang]).join(', ');
  return [needs, member.dietaryNote?.trim() ?? ''].filter(Boolean).join(' · ');
}

/** The people sheet: a row per person named, then a row per person still to be named, by guest. */
export function catererPeopleRows(
  parties: readonly ConfirmedParty[],
  lang: GuestLanguage = 'en',
  meals: MealsFact = weddingFacts.meals,
): (string | number)[][] {
  const text = CATERER_PEOPLE_TEXTS[lang];
  const rows: (string | number)[][] = [[...text.peopleHeader]];
  const sorted = [...parties].sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
  for (const guest of sorted) {
    const table = guest.table ?? '';
    for (const member of guest.party)
      rows.push([
        guest.name,
        member.name,
        member.child ? text.yes : text.no,
        mealLabel(meals, member.meal, lang),
        dietaryText(member, lang),
        table,
      ]);
    for (let unnamed = guest.party.length; unnamed < guest.people; unnamed += 1)
      rows.push([guest.name, text.notNamed, '', '', '', table]);
  }
  return rows;
}

/**
 * The meals sheet: people per dish in the menu's order and without a meal (only while meals are asked: a
 * dish list of zeros would read as nobody eating), the people still to name, children, per dietary need.
 */
export function catererMealRows(
  parties: readonly ConfirmedParty[],
  lang: GuestLanguage = 'en',
  meals: MealsFact = weddingFacts.meals,
): (string | number)[][] {
  const text = CATERER_PEOPLE_TEXTS[lang];
  const counts = mealCounts(
    parties.map((guest) => guest.party),
    meals,
  );
  const unnamed = parties.reduce((sum, guest) => sum + Math.max(0, guest.people - guest.party.length), 0);
  return [
    [...text.mealsHeader],
    ...(meals.asked
      ? [
          ...counts.perMeal.map(({ id, people }) => [mealLabel(meals, id, lang), people]),
          [text.withoutMeal, counts.withoutMeal],
        ]
      : []),
    [text.notNamed, unnamed],
    [],
    [text.named, counts.people],
    [text.children, counts.children],
    [],
    [...text.needsHeader],
    ...counts.perNeed.map(({ need, people }) => [DIETARY_NEED_LABELS[need][lang], people]),
  ];
}
