import { BREAKPOINTS, RESIZE_DEBOUNCE_MS } from '@wedding/shared-contracts';
import { useEffect, useState } from 'react';

const narrowNow = () => typeof window !== 'undefined' && window.innerWidth < BREAKPOINTS.narrow;

/**
 * Whether the window is narrower than 768 px, re-read on resize at most every 250 ms (spec §9:
 * resize handling debounced).
 */
export function useIsNarrow(): boolean {
  const [narrow, setNarrow] = useState(narrowNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setNarrow(narrowNow()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return narrow;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}
