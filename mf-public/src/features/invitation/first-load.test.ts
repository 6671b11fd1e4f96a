// The invitation page's first load holds no party code: the form, its rules (zod, the menu's checks) and
// its fields come with shared/party/party-form.tsx, which the page loads with import() once the guest said
// yes; the question of who is still coming (party-drop.tsx) loads only for a guest who named people.
// Walks the static imports from the page's module.
import { resolve } from 'node:path';
import { staticImports } from '../../shared/testing/static-imports';

const party = (name: string) => resolve(__dirname, '../../shared/party', name);

describe("the invitation page's first load", () => {
  const { files, packages } = staticImports(resolve(__dirname, 'components/invitation-page.tsx'));

  it('imports no party form, party rules, zod or the question of who is still coming: they wait', () => {
    const lazy = [
      'party-form.tsx',
      'party-rows.ts',
      'person-fields.tsx',
      'party-styles.ts',
      'party-drop.tsx',
    ].map(party);
    expect([...files].filter((file) => lazy.includes(file))).toEqual([]);
    expect([...packages].filter((name) => /^zod|shared-contracts\/(domain|server)/.test(name))).toEqual([]);
  });

  it('the walk sees the page, its party section and the lazy loader (a check that cannot fail is no check)', () => {
    expect(files.has(resolve(__dirname, 'components/answer-form.tsx'))).toBe(true);
    expect(files.has(resolve(__dirname, 'components/invitation-party.tsx'))).toBe(true);
    expect(files.has(party('lazy-party.tsx'))).toBe(true);
    expect(files.has(party('use-party-drop.ts'))).toBe(true);
  });
});
