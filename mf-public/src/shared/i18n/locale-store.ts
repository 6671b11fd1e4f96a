/**
 * The chosen language, kept in memory only (spec §1): never written to storage or cookies, so a
 * reload returns to Spanish. Module state rather than component state, so it survives the public
 * route tree being unmounted and mounted again within one visit (e.g. a trip to /admin and back).
 */
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
