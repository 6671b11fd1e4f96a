// A guest's answer carries the site's language as the guest reads it: the service gives it to a guest with no
// reminder language yet, so a guest who answered in English is reminded in English (a host's choice, or an
// earlier answer's, is never changed).
import type { GuestLanguage } from '@wedding/shared-contracts';
import { getLocale } from './locale-store';

/** `body` with `language`: the one it names, else the site's language now (the toggle's). */
export const withSiteLanguage = <B extends { language?: GuestLanguage }>(
  body: B,
): B & { language: GuestLanguage } => ({ ...body, language: body.language ?? getLocale() });
