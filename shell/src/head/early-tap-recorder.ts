// Taps on the controls marked `data-replay-tap` before the shell's first script has run (the page is
// painted from the prerendered HTML seconds before that on a slow phone): kept, in order, for
// early-taps.ts, which takes them over with its first call (recordEarlyTaps) and makes them once the page
// is live. Built into an inline script of index.html's head (scripts/mf/head-scripts.ts), it records from
// the page's first bytes; it stops as its taps are taken over, so no tap is made twice.
import { INLINE_RECORDER } from './names';

const taps: string[] = [];
const record = (event: Event) => {
  const control = event.target instanceof Element ? event.target.closest('[data-replay-tap]') : null;
  if (control) taps.push(control.getAttribute('data-replay-tap') ?? '');
};
document.addEventListener('click', record, true);
(window as unknown as Record<string, () => string[]>)[INLINE_RECORDER] = () => {
  document.removeEventListener('click', record, true);
  return taps.splice(0);
};
