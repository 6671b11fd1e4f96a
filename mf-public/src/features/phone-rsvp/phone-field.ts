/**
 * What the phone RSVP's first render needs, without libphonenumber-js: the countries, their calling codes and
 * the prefilled prefix come from the wedding's own constants (`@wedding/shared-contracts`). The library (a
 * large download, and a long evaluation on a phone) is not part of the page's first load: the field's rules
 * as the guest types and the checks on submit are one module (phone-checks.ts), loaded when the guest first
 * puts the focus in the form.
 */
import { loadOnce } from '../../shared/load-once';

export type PhoneRules = typeof import('./phone-checks');

let loaded: PhoneRules | null = null;

/** The field's rules and checks (libphonenumber-js, zod), loaded once, at the guest's first use. */
export const loadPhoneRules = loadOnce(async () => {
  loaded = await import('./phone-checks');
  return loaded;
});

/** The rules, when an earlier use of the form has loaded them already (else null). */
export const loadedPhoneRules = (): PhoneRules | null => loaded;
