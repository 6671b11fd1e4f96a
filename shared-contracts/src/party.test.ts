import {
  DIETARY_NEED_LABELS,
  DIETARY_NEEDS,
  menuProblems,
  PARTY_MESSAGES,
  partySchema,
  partyWithin,
} from './party';
import { type MealsFact, weddingFacts } from './wedding-facts';

const menu: MealsFact = {
  asked: true,
  options: [
    { id: 'meat', label: { es: 'Carne', en: 'Meat' } },
    { id: 'fish', label: { es: 'Pescado', en: 'Fish' } },
    { id: 'children', label: { es: 'Menú infantil', en: "Children's menu" }, childrenOnly: true },
  ],
};

/** The messages of a party's problems, with where each is. */
function problems(party: unknown, max = 3, meals = menu): string[] {
  const result = partySchema(meals, max).safeParse(party);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('partySchema', () => {
  it('takes a party of named people, trims their names and notes, and fills what was left out', () => {
    const parsed = partySchema(menu, 3).parse([
      { name: '  Ana Pérez ', meal: 'fish', dietary: ['gluten-free'], dietaryNote: '  no cilantro ' },
      { name: 'Sofía', child: true, meal: 'children' },
      { name: 'Luis', dietaryNote: '   ' },
    ]);
    expect(parsed).toEqual([
      { name: 'Ana Pérez', child: false, meal: 'fish', dietary: ['gluten-free'], dietaryNote: 'no cilantro' },
      { name: 'Sofía', child: true, meal: 'children', dietary: [] },
      { name: 'Luis', child: false, dietary: [], dietaryNote: '' },
    ]);
  });

  it('gives its messages in Spanish when asked to', () => {
    const messages = (party: unknown) => {
      const result = partySchema(menu, 1, 'es').safeParse(party);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages([{ name: ' ' }])).toEqual([PARTY_MESSAGES.nameRequired.es]);
    expect(messages([{ name: 'A', child: true }])).toEqual([PARTY_MESSAGES.leadIsAdult.es]);
    expect(messages([{ name: 'A' }, { name: 'B' }])).toEqual([PARTY_MESSAGES.tooMany.es]);
  });

  it('refuses more people than confirmed, and an empty party', () => {
    expect(problems([{ name: 'A' }, { name: 'B' }, { name: 'C' }], 2)).toEqual([
      `: ${PARTY_MESSAGES.tooMany.en}`,
    ]);
    expect(problems([], 2)).toEqual([`: ${PARTY_MESSAGES.empty.en}`]);
  });

  it('refuses a blank name and one of 101 characters, and takes one of 100', () => {
    expect(problems([{ name: '  ' }])).toEqual([`0.name: ${PARTY_MESSAGES.nameRequired.en}`]);
    expect(problems([{ name: 'x'.repeat(101) }])).toEqual([`0.name: ${PARTY_MESSAGES.nameTooLong.en}`]);
    expect(problems([{ name: 'x'.repeat(100) }])).toEqual([]);
    expect(problems([{}])).toEqual([`0.name: ${PARTY_MESSAGES.nameRequired.en}`]);
  });

  it('refuses a meal the menu does not have, a children-only meal for an adult, a child as the lead', () => {
    expect(problems([{ name: 'A', meal: 'lobster' }])).toEqual([`0.meal: ${PARTY_MESSAGES.unknownMeal.en}`]);
    expect(problems([{ name: 'A' }, { name: 'B', meal: 'children' }])).toEqual([
      `1.meal: ${PARTY_MESSAGES.childrenOnlyMeal.en}`,
    ]);
    expect(problems([{ name: 'A', child: true }])).toEqual([`0.child: ${PARTY_MESSAGES.leadIsAdult.en}`]);
  });

  it('refuses any meal when meals are not asked', () => {
    expect(problems([{ name: 'A', meal: 'meat' }], 3, { ...menu, asked: false })).toEqual([
      `0.meal: ${PARTY_MESSAGES.mealsNotAsked.en}`,
    ]);
    expect(problems([{ name: 'A' }], 3, { ...menu, asked: false })).toEqual([]);
  });

  it('refuses an unknown or repeated dietary need, and a note over 200 characters', () => {
    expect(problems([{ name: 'A', dietary: ['keto'] }])).toEqual([
      `0.dietary.0: ${PARTY_MESSAGES.unknownNeed.en}`,
    ]);
    expect(problems([{ name: 'A', dietary: ['vegan', 'vegan'] }])).toEqual([
      `0.dietary: ${PARTY_MESSAGES.repeatedNeed.en}`,
    ]);
    expect(problems([{ name: 'A', dietaryNote: 'x'.repeat(201) }])).toEqual([
      `0.dietaryNote: ${PARTY_MESSAGES.noteTooLong.en}`,
    ]);
    expect(problems([{ name: 'A', dietary: [...DIETARY_NEEDS], dietaryNote: 'x'.repeat(200) }])).toEqual([]);
    expect(problems([{ name: 'A', dietary: [...DIETARY_NEEDS, 'vegan'] }])).toEqual([
      `0.dietary: ${PARTY_MESSAGES.repeatedNeed.en}`,
    ]);
  });

  it('refuses operator objects and other types where text or a flag belongs', () => {
    expect(problems({ $ne: null })).toHaveLength(1);
    expect(problems([{ name: { $ne: null } }])).toEqual(['0.name: Invalid input: expected text']);
    expect(problems([{ name: 'A', child: 'yes' }])).toEqual([`0.child: ${PARTY_MESSAGES.childFlag.en}`]);
    expect(problems([{ name: 'A', meal: { $gt: '' } }])).toEqual([
      `0.meal: ${PARTY_MESSAGES.unknownMeal.en}`,
    ]);
  });
});

describe('partyWithin', () => {
  const party = [
    { name: 'A', child: false, dietary: [] },
    { name: 'B', child: false, dietary: [] },
    { name: 'C', child: true, dietary: [] },
  ];
  it('keeps the first people up to the count, the lead first, and none when declined', () => {
    expect(partyWithin(party, 2).map((member) => member.name)).toEqual(['A', 'B']);
    expect(partyWithin(party, 5)).toEqual(party);
    expect(partyWithin(party, null)).toEqual([]);
    expect(partyWithin(party, 0)).toEqual([]);
  });
});

describe('the menu', () => {
  it('of the wedding facts is sound, with a dish for adults and one for children', () => {
    expect(menuProblems(weddingFacts.meals)).toEqual([]);
    expect(weddingFacts.meals.options.some((option) => option.childrenOnly)).toBe(true);
  });

  it('names each problem of a menu', () => {
    expect(
      menuProblems({
        asked: true,
        options: [
          { id: 'kids', label: { es: 'Niños', en: 'Kids' }, childrenOnly: true },
          { id: 'kids', label: { es: ' ', en: 'Kids' } },
          { id: 'Fish Soup', label: { es: 'Sopa', en: 'Soup' }, childrenOnly: true },
        ],
      }),
    ).toEqual([
      'the menu names "kids" twice',
      'the menu\'s "kids" needs a label in Spanish and in English',
      'the menu\'s id "Fish Soup" must be 1 to 40 lower-case letters, digits or dashes',
    ]);
    expect(
      menuProblems({ asked: true, options: [menu.options[2] as (typeof menu.options)[number]] }),
    ).toEqual(['meals are asked but the menu has no dish for adults']);
    expect(menuProblems({ asked: false, options: [] })).toEqual([]);
  });

  it('labels every dietary need in both languages', () => {
    for (const need of DIETARY_NEEDS) {
      expect(DIETARY_NEED_LABELS[need].es).not.toBe('');
      expect(DIETARY_NEED_LABELS[need].en).not.toBe('');
    }
  });
});
