// The phone RSVP pages' first load holds no phone library (issue 17): libphonenumber-js (about 48 kB
// compressed, and a long evaluation on a phone) comes with phone-checks.ts (the form's checks, with zod), which the page loads
// with import() when the guest first uses the form. Walks the static imports from the page's module.
import { resolve } from 'node:path';
import { staticImports } from '../../shared/testing/static-imports';

describe("the phone RSVP page's first load", () => {
  const { files, packages } = staticImports(resolve(__dirname, 'components/phone-rsvp-page.tsx'));

  it('imports no phone library: it waits for the first use of the form', () => {
    expect([...packages].filter((name) => /libphonenumber|shared-contracts\/phone/.test(name))).toEqual([]);
    const lazy = ['phone-checks.ts'].map((name) => resolve(__dirname, name));
    expect([...files].filter((file) => lazy.includes(file))).toEqual([]);
  });

  it("imports no part of the who's coming form: it comes once the guest has confirmed", () => {
    const form = ['party-form.tsx', 'party-rows.ts', 'person-fields.tsx'].map((name) =>
      resolve(__dirname, '../../shared/party', name),
    );
    expect([...files].filter((file) => form.includes(file))).toEqual([]);
    // what the page does import of it: the lazy door, and the question of who is still coming
    expect(files.has(resolve(__dirname, '../../shared/party/lazy-party.tsx'))).toBe(true);
  });

  it('the walk sees the page and the modules it needs at once (a check that cannot fail is no check)', () => {
    expect(files.has(resolve(__dirname, 'components/search-step.tsx'))).toBe(true);
    expect(files.has(resolve(__dirname, 'phone-field.ts'))).toBe(true);
    expect(packages.has('@wedding/shared-contracts')).toBe(true);
  });
});
