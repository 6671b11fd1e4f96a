/**
 * The chosen language, kept in memory only (spec §1): never written to storage or cookies, so a
 * reload returns to Spanish. Module state rather than component state, so it survives the public
 * route tree being unmounted and mounted again within one visit (e.g. a trip to /admin and back).
 */
import { SITE_LANGUAGE_PARAM } from '@wedding/shared-contracts';
import { useSyncExternalStore } from 'react';

export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

let current: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

export function getLocale(): Locale {
  return current;
}

export function setLocale(next: Locale): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export function toggleLocale(): void {
  setLocale(current === 'es' ? 'en' : 'es');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

let linkRead = false;

/**
 * Once per visit: a link that asks for a language (`?lang=en`, as an English guest's WhatsApp reminder does)
 * starts the site in it. The parameter is then taken out of the address, so the language
 * is still kept in memory only and a reload returns to Spanish. Without it nothing changes.
 */
export function applyLanguageFromLink(
  location: Location = window.location,
  history: History = window.history,
): void {
  if (linkRead) return;
  linkRead = true;
  const url = new URL(location.href);
  const asked = url.searchParams.get(SITE_LANGUAGE_PARAM);
  if (asked === null) return;
  url.searchParams.delete(SITE_LANGUAGE_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if ((LOCALES as readonly string[]).includes(asked)) setLocale(asked as Locale);
}
