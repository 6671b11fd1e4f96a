// Long loops on the service's own thread, done in slices. Once a file is parsed (in its worker thread),
// reading and checking its rows, matching them with the stored list and building their documents run on
// the event loop that also answers every other request (a guest's RSVP, a login): done in one go, a
// 5,000-guest import held it 0.5–1.5 s. So such a loop is written as a generator that yields between two
// steps, and runInSlices gives the loop a turn whenever SLICE_MS have passed since it last had one.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a slice may run: well under the 200 ms any request may be kept waiting, on a busy machine too. */
export const SLICE_MS = 25;

/** Work that yields between its steps: each `yield` is a point where it may pause. */
export type Steps<T> = Generator<void, T, undefined>;

/**
 * Runs `steps`, giving the event loop a turn whenever SLICE_MS have passed since it last had one (a
 * setImmediate turn: the I/O waiting meanwhile, other requests included, is served first). The steps run
 * in their order either way: only when the work happens moves, never what it does.
 */
export async function runInSlices<T>(steps: Steps<T>): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}

/** Runs `steps` to the end in one go: for callers that need the answer at once (the unit tests' rules). */
export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

function* mapping<T, U>(items: readonly T[], make: (item: T) => U): Steps<U[]> {
  const made: U[] = [];
  for (const item of items) {
    made.push(make(item));
    yield;
  }
  return made;
}

/** `items.map(make)` in slices, in the same order (`make` may count on being called in it). */
export const mapInSlices = <T, U>(items: readonly T[], make: (item: T) => U): Promise<U[]> =>
  runInSlices(mapping(items, make));
