// The guest dialogs' party: sent only when the host changed it, within the people the dialog confirms, and
// checked with the shared rules before sending.
import type { PartyMember } from '@wedding/shared-contracts';
import { confirmedIn, emptyRow, NO_MEAL, partyProblem, partyToSend, rowsOf } from './party-values';

const party: PartyMember[] = [
  { name: 'Ana', child: false, meal: 'fish', dietary: ['vegan'], dietaryNote: 'No soy' },
  { name: 'Sofía', child: true, meal: 'children', dietary: [] },
];

it('counts the people only of a confirmed answer', () => {
  expect(confirmedIn('confirmado', '3')).toBe(3);
  expect(confirmedIn('confirmado', '')).toBe(0);
  expect(confirmedIn('confirmado', null)).toBe(0);
  expect(confirmedIn('rechazado', 3)).toBe(0);
  expect(confirmedIn('pendiente', '2')).toBe(0);
});

it('sends nothing for a party left as loaded, or for a guest the dialog does not confirm', () => {
  expect(partyToSend(rowsOf(party), party, 3)).toBeUndefined();
  // fewer people: the service keeps the first ones itself
  expect(partyToSend(rowsOf(party), party, 1)).toBeUndefined();
  expect(partyToSend([], party, 0)).toBeUndefined();
});

it('sends the rows the host changed, without a meal or a note left blank, and [] for none', () => {
  const rows = [...rowsOf(party), { ...emptyRow(), name: 'Luis', dietaryNote: '  ' }];
  expect(partyToSend(rows, party, 3)).toEqual([...party, { name: 'Luis', child: false, dietary: [] }]);
  expect(partyToSend([], party, 3)).toEqual([]);
  expect(rowsOf(undefined)).toEqual([]);
  expect(rows[2]?.meal).toBe(NO_MEAL);
});

it("says the first rule a party breaks, in the API's English", () => {
  expect(partyProblem(rowsOf(party), 2)).toBeNull();
  expect(partyProblem([{ ...emptyRow(), name: ' ' }], 1)).toBe('Enter the name of each person');
  expect(partyProblem([{ ...emptyRow(), name: 'Ana', child: true }], 1)).toBe(
    'The first person is the one invited, not a child',
  );
  expect(partyProblem([], 2)).toBeNull();
});
