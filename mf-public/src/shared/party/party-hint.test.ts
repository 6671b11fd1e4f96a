// The hint above the "who's coming" form speaks of meals only when the hosts ask for one, in both languages.
import { weddingFacts } from '@wedding/shared-contracts';
import { en, es } from './messages';
import { partyHintId } from './party-hint';

const asked = { ...weddingFacts.meals, asked: true };
const notAsked = { ...weddingFacts.meals, asked: false };

afterEach(() => jest.restoreAllMocks());

describe('the party hint', () => {
  it('names what each person will eat when the hosts ask for a meal', () => {
    expect(partyHintId('phone', asked)).toBe('party.hint');
    expect(partyHintId('invitation', asked)).toBe('party.hintInvitation');
    expect(es[partyHintId('phone', asked)]).toContain('lo que comerá cada persona');
    expect(en[partyHintId('invitation', asked)]).toContain('what each person will eat');
  });

  it('speaks of names and dietary needs, never of a meal, when the hosts ask for none', () => {
    for (const place of ['phone', 'invitation'] as const) {
      const id = partyHintId(place, notAsked);
      expect(es[id]).toContain('necesidades de alimentación');
      expect(en[id]).toContain('dietary needs');
      expect(es[id]).not.toMatch(/comer|plato|menú/);
      expect(en[id]).not.toMatch(/\b(eat|meal|menu)\b/);
    }
    expect(en[partyHintId('phone', notAsked)]).toContain('by looking up your number');
    expect(es[partyHintId('invitation', notAsked)]).toContain('desde esta invitación');
  });

  it('follows the wedding facts by default', () => {
    jest.replaceProperty(weddingFacts, 'meals', notAsked);
    expect(partyHintId('phone')).toBe('party.hintNoMeals');
  });
});
