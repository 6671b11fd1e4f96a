import type { PartyMember } from '@wedding/shared-contracts';
import { sameParty } from './import-party';

const ana: PartyMember = {
  name: 'Ana',
  child: false,
  meal: 'fish',
  dietary: ['vegan'],
  dietaryNote: 'Sin sal',
};

/** For every field of a person (a new one does not compile until it is given here): another value. */
const OTHER: { [Field in keyof Required<PartyMember>]: PartyMember[Field] } = {
  name: 'Ana María',
  child: true,
  meal: 'meat',
  dietary: ['vegan', 'gluten-free'],
  dietaryNote: 'Sin azúcar',
};

describe('sameParty', () => {
  it('is the same party for the same people, in the same order', () => {
    expect(sameParty([ana], [{ ...ana }])).toBe(true);
    expect(sameParty(undefined, [])).toBe(true);
    expect(sameParty([ana, { ...ana, name: 'Luis' }], [{ ...ana, name: 'Luis' }, ana])).toBe(false);
  });

  it.each(Object.keys(OTHER) as (keyof PartyMember)[])('tells a change of %s', (field) => {
    expect(sameParty([ana], [{ ...ana, [field]: OTHER[field] }])).toBe(false);
  });

  it('takes an absent meal, note or needs as none', () => {
    const plain: PartyMember = { name: 'Luis', child: false, dietary: [] };
    expect(sameParty([plain], [{ name: 'Luis', child: false } as PartyMember])).toBe(true);
    expect(sameParty([plain], [{ ...plain, meal: undefined, dietaryNote: undefined }])).toBe(true);
  });
});
