/**
 * For the tests of pages that follow the wedding's time (shared-contracts' `weddingPhase`): the clock
 * fixed at an instant, only the clock (the pages' own timers and the test library's keep running).
 * Undo it with `jest.useRealTimers()`.
 */
export function fixClockAt(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });
}

/**
 * An instant in each period of the specification's wedding (reply deadline 1 November 2025, wedding
 * 15 November 2025, the venue at UTC-4), by its `weddingPhase`.
 */
export const IN_PERIOD = {
  replying: '2025-10-20T12:00:00Z',
  'past-deadline': '2025-11-05T12:00:00Z',
  // 12:00 at the venue, before the ceremony
  'wedding-day': '2025-11-15T16:00:00Z',
  'after-wedding': '2025-11-20T12:00:00Z',
} as const;

export type Period = keyof typeof IN_PERIOD;
export const PERIODS = Object.keys(IN_PERIOD) as Period[];
