// The e-mail RSVP page's first load holds no party code: the form, its rules (zod, the menu's checks) and
// its fields come with shared/party/party-form.tsx, which the done step loads with import() after a yes.
// Walks the static imports from the page's module.
import { resolve } from 'node:path';
import { staticImports } from '../../shared/testing/static-imports';

const party = (name: string) => resolve(__dirname, '../../shared/party', name);

describe("the e-mail RSVP page's first load", () => {
  const { files, packages } = staticImports(resolve(__dirname, 'components/email-rsvp-page.tsx'));

  it('imports no party form, party rules or zod: they wait for a yes', () => {
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

  it('the walk sees the page, its done step, its party section and the lazy loader (a check that cannot fail is no check)', () => {
    expect(files.has(resolve(__dirname, 'components/email-rsvp-form.tsx'))).toBe(true);
    expect(files.has(resolve(__dirname, 'components/email-rsvp-done.tsx'))).toBe(true);
    expect(files.has(resolve(__dirname, 'components/email-rsvp-party.tsx'))).toBe(true);
    expect(files.has(party('lazy-party.tsx'))).toBe(true);
  });
});
