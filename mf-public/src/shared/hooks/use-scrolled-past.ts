import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` px (read at most once per frame). */
export function useScrolledPast(threshold: number): boolean {
  // read after mounting, never while rendering: a page prerendered at build time (and the live page
  // hydrating it) starts unscrolled
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return past;
}
