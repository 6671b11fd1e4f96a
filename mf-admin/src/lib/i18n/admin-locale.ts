/**
 * The back office's language: English by default (the spec's texts, exactly), Spanish on request. Remembered
 * on this device (localStorage), unlike the guests' site, which the spec keeps in
 * memory only: a host's helper who chose Spanish gets it again the next day. Module state, so formatters
 * outside React (lib/format.ts) read it too.
 */
import { useSyncExternalStore } from 'react';

export const ADMIN_LOCALES = ['en', 'es'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];
export const DEFAULT_ADMIN_LOCALE: AdminLocale = 'en';

const STORAGE_KEY = 'wedding-admin-language';

/** The language chosen on this device, if one was. */
function storedChoice(): AdminLocale | undefined {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return value === 'es' || value === 'en' ? value : undefined;
  } catch {
    // storage refused (private mode, a sandboxed frame): none
    return undefined;
  }
}

let current: AdminLocale = storedChoice() ?? DEFAULT_ADMIN_LOCALE;
/** A language was chosen while the page is open, where storage refused to remember it. */
let chosenUnstored = false;
const listeners = new Set<() => void>();

export function getAdminLocale(): AdminLocale {
  return current;
}

export function setAdminLocale(next: AdminLocale): void {
  if (next === current && storedChoice() === next) return;
  current = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, next);
  } catch {
    // not remembered: the choice still holds while the page is open
    chosenUnstored = true;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language to render in. A prerendered page (the login) is in the default language, so while the
 * live page hydrates it React reads the default (the server snapshot) and switches to the remembered
 * language in the render right after: the markup matches, and an admin who chose Spanish sees it at once.
 */
export function useAdminLocale(): AdminLocale {
  return useSyncExternalStore(subscribe, getAdminLocale, () => DEFAULT_ADMIN_LOCALE);
}

/** The BCP 47 tag for Intl formatting and react-aria's built-in strings. */
export const intlLocale = (locale: AdminLocale = current): string => (locale === 'es' ? 'es-ES' : 'en-US');

/** The browser's languages put Spanish before English (a Spanish phone), or Spanish only. */
function browserPrefersSpanish(): boolean {
  const languages = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? ''];
  const first = languages.find((language) => /^(es|en)\b/i.test(language));
  return first !== undefined && /^es\b/i.test(first);
}

const offersSpanish = (): boolean =>
  current === 'en' && !chosenUnstored && storedChoice() === undefined && browserPrefersSpanish();

/**
 * Beside the spec: on a device where no language was chosen yet and whose browser prefers Spanish, the login
 * and setup cards offer Spanish first thing (their texts stay the spec's English until
 * it is taken). False while a prerendered card hydrates, like the language itself.
 */
export function useSpanishOffer(): boolean {
  return useSyncExternalStore(subscribe, offersSpanish, () => false);
}
