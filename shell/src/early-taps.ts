/**
 * Taps made before the live page runs. Every public page arrives prerendered, so on a slow phone a guest
 * sees the header's language switch seconds before the page's scripts can answer it, and a tap then
 * would be lost. A control marked `data-replay-tap="NAME"` (a name unique on the page) has such taps
 * recorded from the moment the shell's first script runs until the shell hands the page to React; once
 * the page is live (`[data-live="true"]`), each recorded tap is made again, in order, on the control of
 * that name. Taps after the hand-over are React's own: it listens from then on, and replays the ones
 * that come while it is still hydrating.
 */
const LIVE = '[data-live="true"]';

const recorded: string[] = [];

function record(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const name = target?.closest('[data-replay-tap]')?.getAttribute('data-replay-tap');
  if (name) recorded.push(name);
}

/** Starts recording taps on marked controls (the shell's first script calls it). */
export function recordEarlyTaps(doc: Document = document): void {
  doc.addEventListener('click', record, true);
}

/**
 * Stops recording (call it in the same task as handing the page to React) and makes the recorded taps
 * again once the page is live.
 */
export function replayEarlyTapsWhenLive(doc: Document = document): void {
  doc.removeEventListener('click', record, true);
  const taps = recorded.splice(0);
  if (taps.length === 0) return;
  const replay = () => {
    for (const name of taps) doc.querySelector<HTMLElement>(`[data-replay-tap="${name}"]`)?.click();
  };
  if (doc.querySelector(LIVE)) {
    replay();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!doc.querySelector(LIVE)) return;
    observer.disconnect();
    replay();
  });
  observer.observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
}
