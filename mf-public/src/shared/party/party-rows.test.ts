import type { MealsFact } from '@wedding/shared-contracts';
import { checkRows, mealChoices, type PartyRow, startingRows, withChild } from './party-rows';

const MEALS: MealsFact = {
  asked: true,
  options: [
    { id: 'meat', label: { es: 'Carne', en: 'Meat' } },
    { id: 'kids', label: { es: 'Menú infantil', en: "Children's menu" }, childrenOnly: true },
  ],
};
const row = (fields: Partial<PartyRow>): PartyRow => ({
  name: '',
  child: false,
  meal: '',
  dietary: [],
  dietaryNote: '',
  ...fields,
});

describe("the who's coming rows", () => {
  it('start from the party given, the first named after the invitation while nobody is named', () => {
    expect(startingRows([], 2, 'Ana', MEALS)).toEqual([row({ name: 'Ana' }), row({})]);
    const party = [{ name: 'Luis', child: false, meal: 'meat', dietary: ['vegan' as const] }];
    expect(startingRows(party, 2, 'Ana', MEALS)).toEqual([
      row({ name: 'Luis', meal: 'meat', dietary: ['vegan'] }),
      row({}),
    ]);
    // a dish chosen before the hosts stopped asking: left out, so the party can be saved again
    const notAsked = { ...MEALS, asked: false };
    expect(startingRows(party, 1, 'Ana', notAsked)).toEqual([row({ name: 'Luis', dietary: ['vegan'] })]);
    expect(checkRows(startingRows(party, 1, 'Ana', notAsked), notAsked, 'es')).toEqual({
      ok: true,
      party: [{ name: 'Luis', child: false, dietary: ['vegan'] }],
    });
    // a party longer than the people confirmed now: the first ones keep their places
    expect(
      startingRows([...party, { name: 'Eva', child: false, dietary: [] }], 1, 'Ana', MEALS),
    ).toHaveLength(1);
  });

  it("offer a children's dish to a child only, and drop it with the child flag", () => {
    expect(mealChoices(MEALS, false).map((option) => option.id)).toEqual(['meat']);
    expect(mealChoices(MEALS, true).map((option) => option.id)).toEqual(['meat', 'kids']);
    expect(mealChoices({ ...MEALS, asked: false }, true)).toEqual([]);
    expect(withChild(row({ child: true, meal: 'kids' }), false, MEALS).meal).toBe('');
    expect(withChild(row({ child: true, meal: 'meat' }), false, MEALS).meal).toBe('meat');
  });

  it('make the party of the rows filled in, trimmed, leaving the blank ones for later', () => {
    const check = checkRows(
      [row({ name: ' Ana ', meal: 'meat' }), row({}), row({ name: 'Sofía', child: true, meal: 'kids' })],
      MEALS,
      'es',
    );
    expect(check).toEqual({
      ok: true,
      party: [
        { name: 'Ana', child: false, meal: 'meat', dietary: [] },
        { name: 'Sofía', child: true, meal: 'kids', dietary: [] },
      ],
    });
  });

  it('name each problem at its row and field, in the language asked', () => {
    const check = checkRows(
      [row({ name: 'Ana' }), row({}), row({ meal: 'meat' }), row({ name: 'Leo', meal: 'kids' })],
      MEALS,
      'en',
    );
    expect(check).toEqual({
      ok: false,
      rows: [{}, {}, { name: 'Enter the name of each person' }, { meal: 'That menu is for children only' }],
    });
  });

  it('say so for the whole party when nobody is named', () => {
    expect(checkRows([row({}), row({})], MEALS, 'es')).toEqual({
      ok: false,
      rows: [{}, {}],
      party: 'Escribe el nombre de al menos una persona',
    });
  });
});
