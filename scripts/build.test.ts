import { checkMenu } from './build';

describe('the build', () => {
  it("goes ahead with the wedding facts' menu as it is", () => {
    expect(() => checkMenu()).not.toThrow();
  });

  it('stops on a menu whose problems a type cannot catch, naming each and the file to edit', () => {
    expect(() =>
      checkMenu({
        asked: true,
        options: [
          { id: 'fish', label: { es: 'Pescado', en: 'Fish' } },
          { id: 'fish', label: { es: 'Pescado', en: '' } },
        ],
      }),
    ).toThrow(
      'the wedding facts cannot be built (shared-contracts/src/wedding-facts.ts): the menu names "fish" twice; the menu\'s "fish" needs a label in Spanish and in English',
    );
  });
});
