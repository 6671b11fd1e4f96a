import type { PartyMember } from './party';
import { mealCounts, partyDetailsMissing, partyEcho, partyLine } from './party-summary';
import type { MealsFact } from './wedding-facts';

const meals: MealsFact = {
  asked: true,
  options: [
    { id: 'meat', label: { es: 'Carne', en: 'Meat' } },
    { id: 'fish', label: { es: 'Pescado', en: 'Fish' } },
    { id: 'children', label: { es: 'Menú infantil', en: "Children's menu" }, childrenOnly: true },
  ],
};
const person = (name: string, extra: Partial<PartyMember> = {}): PartyMember => ({
  name,
  child: false,
  dietary: [],
  ...extra,
});
const ana = person('Ana', { meal: 'fish', dietary: ['gluten-free'] });
const luis = person('Luis', { meal: 'meat' });
const sofia = person('Sofía', { child: true, meal: 'children', dietary: ['nut-allergy', 'gluten-free'] });

describe('partyEcho', () => {
  it('reads the answer back with each person and their meal, in both languages', () => {
    expect(partyEcho([ana, luis, sofia], 3, meals, 'en')).toBe(
      "You confirmed 3: Ana (fish), Luis (meat), Sofía (children's menu)",
    );
    expect(partyEcho([ana, luis, sofia], 3, meals, 'es')).toBe(
      'Confirmaste 3: Ana (pescado), Luis (carne), Sofía (menú infantil)',
    );
  });

  it('counts the people not named yet, and leaves out meals when none is chosen or asked', () => {
    expect(partyEcho([person('Ana')], 3, meals, 'en')).toBe('You confirmed 3: Ana, 2 people not named yet');
    expect(partyEcho([ana], 2, meals, 'es')).toBe('Confirmaste 2: Ana (pescado), 1 persona aún sin nombre');
    expect(partyEcho([ana, luis], 2, { ...meals, asked: false }, 'en')).toBe('You confirmed 2: Ana, Luis');
  });

  it('never names more people than confirmed', () => {
    expect(partyEcho([ana, luis, sofia], 1, meals, 'en')).toBe('You confirmed 1: Ana (fish)');
  });
});

describe('partyDetailsMissing', () => {
  it('is true for a confirmed party with a person unnamed or without a meal', () => {
    expect(partyDetailsMissing([ana], 2, meals)).toBe(true);
    expect(partyDetailsMissing([ana, person('Luis')], 2, meals)).toBe(true);
    expect(partyDetailsMissing([], 1, meals)).toBe(true);
  });

  it('is false once everyone confirmed is named with a meal, when meals are not asked, or when not confirmed', () => {
    expect(partyDetailsMissing([ana, luis], 2, meals)).toBe(false);
    expect(partyDetailsMissing([ana, luis, sofia], 2, meals)).toBe(false);
    expect(partyDetailsMissing([person('Ana')], 1, { ...meals, asked: false })).toBe(false);
    expect(partyDetailsMissing([], null, meals)).toBe(false);
    expect(partyDetailsMissing([], 0, meals)).toBe(false);
  });
});

describe('mealCounts', () => {
  it('counts people, children, each dish in the menu order and each dietary need', () => {
    expect(
      mealCounts(
        [
          [ana, luis],
          [sofia, person('Eva')],
        ],
        meals,
      ),
    ).toEqual({
      people: 4,
      children: 1,
      perMeal: [
        { id: 'meat', people: 1 },
        { id: 'fish', people: 1 },
        { id: 'children', people: 1 },
      ],
      withoutMeal: 1,
      perNeed: [
        { need: 'vegetarian', people: 0 },
        { need: 'vegan', people: 0 },
        { need: 'gluten-free', people: 2 },
        { need: 'lactose-free', people: 0 },
        { need: 'nut-allergy', people: 1 },
        { need: 'shellfish-allergy', people: 0 },
        { need: 'other', people: 0 },
      ],
    });
  });

  it('counts nobody without a meal when meals are not asked, and nothing for no parties', () => {
    expect(mealCounts([[person('Eva')]], { ...meals, asked: false }).withoutMeal).toBe(0);
    expect(mealCounts([], meals).people).toBe(0);
  });
});

describe('partyLine', () => {
  it('names each person with their meal and dietary needs in one line, in either language, without a count', () => {
    expect(partyLine([ana, luis, person('Nadia')], meals, 'en')).toBe(
      'Ana (fish; gluten-free), Luis (meat), Nadia',
    );
    // the needs in the list's order, whatever order they were ticked in
    expect(partyLine([ana, sofia], meals, 'es')).toBe(
      'Ana (pescado; sin gluten), Sofía (menú infantil; sin gluten, alergia a los frutos secos)',
    );
  });

  it("gives a person's own note, quoted, in place of a bare 'other'", () => {
    const eva = person('Eva', { meal: 'meat', dietary: ['other'], dietaryNote: 'no spicy food' });
    const leo = person('Leo', { dietary: ['shellfish-allergy'], dietaryNote: 'no raw egg' });
    expect(partyLine([eva, leo], meals, 'en')).toBe(
      'Eva (meat; “no spicy food”), Leo (shellfish allergy; “no raw egg”)',
    );
    expect(partyLine([person('Eva', { dietary: ['other'] })], meals, 'es')).toBe('Eva (otra)');
  });

  it('leaves the meals out, never the dietary needs, when the hosts do not ask for meals', () => {
    expect(partyLine([ana, luis], { ...meals, asked: false }, 'en')).toBe('Ana (gluten-free), Luis');
  });
});
