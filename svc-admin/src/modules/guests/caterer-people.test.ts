// The caterer's meals sheet with and without a meal choice: while the hosts ask for meals, every dish of the
// menu with its people; once they do not, no dish rows at all (zeros would read as nobody eating), the
// people, children and dietary needs as before.
import { type PartyMember, weddingFacts } from '@wedding/shared-contracts';
import { catererMealRows } from './caterer-people';
import type { ConfirmedParty } from './confirmed-parties';

const member = (name: string, extra: Partial<PartyMember> = {}): PartyMember => ({
  name,
  child: false,
  dietary: [],
  ...extra,
});

const confirmed = (people: number, party: PartyMember[]): ConfirmedParty => ({
  source: 'invitados',
  id: '1',
  name: party[0]?.name ?? 'Guest',
  group: null,
  phone: null,
  language: null,
  invitationCode: null,
  table: null,
  people,
  party,
  lastRemindedAt: null,
});

const parties = [
  confirmed(3, [member('Ana', { meal: 'fish' }), member('Leo', { child: true, dietary: ['vegan'] })]),
];

describe('catererMealRows', () => {
  it('lists every dish and the people without one while meals are asked', () => {
    const rows = catererMealRows(parties, 'en', weddingFacts.meals);
    expect(rows.slice(0, 7)).toEqual([
      ['Meal', 'People'],
      ['Meat', 0],
      ['Fish', 1],
      ['Vegetarian', 0],
      ["Children's menu", 0],
      ['No meal chosen', 1],
      ['Not named yet', 1],
    ]);
  });

  it('writes no dish rows once meals are not asked: the people, children and needs only', () => {
    const rows = catererMealRows(parties, 'es', { ...weddingFacts.meals, asked: false });
    expect(rows.slice(0, 6)).toEqual([
      ['Plato', 'Personas'],
      ['Aún sin nombre', 1],
      [],
      ['Personas con nombre', 2],
      ['Niños', 1],
      [],
    ]);
    expect(rows).toContainEqual(['Vegano', 1]);
    expect(rows.flat()).not.toContain('Pescado');
  });
});
