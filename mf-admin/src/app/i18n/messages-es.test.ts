// The Spanish catalog's parts (messages-es.ts): a message is in one part only, so composing them loses
// nothing and no part's Spanish silently replaces another's.
import { MESSAGES_ES, MESSAGES_ES_PARTS } from './messages-es';

type Parts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The messages held by two or more parts, each with the parts that hold it. */
function messagesInTwoParts(parts: Parts): string[] {
  const holders = new Map<string, string[]>();
  for (const [part, messages] of Object.entries(parts)) {
    for (const message of Object.keys(messages))
      holders.set(message, [...(holders.get(message) ?? []), part]);
  }
  return [...holders]
    .filter(([, owners]) => owners.length > 1)
    .map(([m, owners]) => `${m}: ${owners.join(', ')}`);
}

describe('the Spanish catalog’s parts', () => {
  it('finds a message two parts hold when there is one (the check can fail)', () => {
    expect(
      messagesInTwoParts({ shared: { Cancel: 'Cancelar', Save: 'Guardar' }, guests: { Cancel: 'Anular' } }),
    ).toEqual(['Cancel: shared, guests']);
  });

  it('holds each message in one part only', () => {
    expect(messagesInTwoParts(MESSAGES_ES_PARTS)).toEqual([]);
  });

  it('composes every part’s messages, as each part says them', () => {
    const entries = Object.values(MESSAGES_ES_PARTS).flatMap((messages) => Object.entries(messages));
    expect(Object.entries(MESSAGES_ES)).toHaveLength(entries.length);
    for (const [english, spanish] of entries) expect(MESSAGES_ES[english]).toBe(spanish);
  });
});
