// No form page's first load holds its form's checks: zod, @hookform/resolvers and the checks modules
// (a feature's validation.ts, the phone RSVP's phone-checks.ts) come with import() when the guest first
// uses the form (shared/forms/form-checks.ts). Walks the static imports from each page's module.
import { basename, resolve } from 'node:path';
import { staticImports } from '../shared/testing/static-imports';

const PAGES = {
  contact: ['contact/components/contact-page.tsx', 'contact/components/message-form.tsx'],
  'e-mail RSVP': ['email-rsvp/components/email-rsvp-page.tsx', 'email-rsvp/components/email-rsvp-form.tsx'],
  'phone RSVP': ['phone-rsvp/components/phone-rsvp-page.tsx', 'phone-rsvp/components/confirm-step.tsx'],
  invitation: ['invitation/components/invitation-page.tsx', 'invitation/components/answer-form.tsx'],
};

const feature = (path: string) => resolve(__dirname, '../features', path);

describe.each(Object.entries(PAGES))("the %s page's first load", (_name, [page = '', form = '']) => {
  const { files, packages } = staticImports(feature(page));

  it('imports no form checks directly: no zod, no resolver, no checks module', () => {
    expect([...packages].filter((name) => /^(zod|@hookform\/resolvers)(\/|$)/.test(name))).toEqual([]);
    expect(
      [...files].filter((file) => ['validation.ts', 'phone-checks.ts'].includes(basename(file))),
    ).toEqual([]);
  });

  it('the walk sees the form and react-hook-form (a check that cannot fail is no check)', () => {
    expect(files.has(feature(form))).toBe(true);
    expect(packages.has('react-hook-form')).toBe(true);
  });
});
