import { useSyncExternalStore } from 'react';

/** The desktop layout: 1024 px and wider. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
/** Phones: under 768 px (theme's `media.wide` is the other side), where tables become cards. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Whether the media query matches now, following resizes. Where there is no matchMedia (jsdom, a server
 * render) it is `whenUnknown`.
 */
export function useMediaQuery(query: string, whenUnknown: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : whenUnknown),
    () => whenUnknown,
  );
}
