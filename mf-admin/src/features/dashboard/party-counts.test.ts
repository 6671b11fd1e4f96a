// The meals card's counts: a person on both lists once, the party where it was named.
import { type Invitado, type PartyMember, type UnifiedGuest, weddingFacts } from '@wedding/shared-contracts';
import { partyCounts } from './party-counts';

const person = (name: string, meal?: string): PartyMember => ({
  name,
  child: false,
  dietary: [],
  ...(meal ? { meal } : {}),
});
const guest = (id: string, people: number, party: PartyMember[] = []) =>
  ({ id, confirmationStatus: 'confirmado', confirmedPeople: people, party }) as Pick<
    UnifiedGuest,
    'id' | 'confirmationStatus' | 'confirmedPeople' | 'party'
  >;
const phone = (people: number, party: PartyMember[] = [], twinId?: string) =>
  ({
    estadoConfirmacion: 'confirmado',
    personasConfirmadas: people,
    party,
    ...(twinId ? { alsoOn: { list: 'guests', id: twinId, name: 'Twin' } } : {}),
  }) as Pick<Invitado, 'estadoConfirmacion' | 'personasConfirmadas' | 'party' | 'alsoOn'>;
const meat = (counts: ReturnType<typeof partyCounts>) =>
  counts.perMeal.find((entry) => entry.id === 'meat')?.people;

it('counts a pair once, from the twin when only the twin named anyone', () => {
  const counts = partyCounts([guest('a', 1, [person('Ana', 'meat')])], [phone(1, [], 'a')]);
  expect([counts.people, meat(counts), counts.detailsMissing]).toEqual([1, 1, 0]);
});

it('counts a pair once, from the phone record when it holds the party', () => {
  const counts = partyCounts(
    [guest('a', 2, [person('Ana', 'meat')])],
    [phone(2, [person('Ana', 'meat'), person('Bea')], 'a')],
  );
  expect([counts.people, meat(counts), counts.withoutMeal, counts.detailsMissing]).toEqual([2, 1, 1, 1]);
});

it('counts a pair with nobody named as one party missing details', () => {
  expect(partyCounts([guest('a', 2)], [phone(2, [], 'a')]).detailsMissing).toBe(1);
});

it('leaves out guests who have not confirmed', () => {
  const pending = { ...guest('b', 0, [person('Old', 'meat')]), confirmationStatus: 'pendiente' as const };
  expect(partyCounts([pending], []).people).toBe(0);
});

it('counts only missing names as missing details when the hosts ask for no meal', () => {
  const notAsked = { ...weddingFacts.meals, asked: false };
  const everyoneNamed = guest('a', 2, [person('Ana'), person('Bea')]);
  const oneUnnamed = phone(3, [person('Carla'), person('Dani')]);
  const counts = partyCounts([everyoneNamed], [oneUnnamed], notAsked);
  expect([counts.people, counts.withoutMeal, counts.detailsMissing]).toEqual([4, 0, 1]);
  expect(partyCounts([everyoneNamed], [], notAsked).detailsMissing).toBe(0);
});
