import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False when prerendering and while the live page hydrates the prerendered markup, true in every
 * other render. What depends on the guest's browser (the clock, the scroll position) reads it, so
 * that the hydrating render matches the markup and the browser's values follow in the next one.
 */
export function useOnClient(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
