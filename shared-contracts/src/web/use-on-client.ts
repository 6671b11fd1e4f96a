import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False when prerendering and while the live page hydrates the prerendered markup, true in every
 * other render. What depends on the browser (the clock, the scroll position, a remembered language)
 * or must wait for the live page (a form's controls) reads it, so that the hydrating render matches
 * the markup and the browser's values follow in the next one. Both remotes' prerendered pages use it.
 */
export function useOnClient(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
