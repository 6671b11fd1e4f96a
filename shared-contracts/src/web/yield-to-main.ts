/**
 * Startup work split into tasks. A phone's browser cannot paint or answer a tap while one script
 * evaluation runs, and Lighthouse counts every task over 50 ms as blocking: evaluating a large
 * library, then the next, in one go makes one long task; one per task does not.
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one (`scheduler.yield()` where the browser has it,
 * which resumes ahead of other queued work; a zero-delay timer elsewhere). No waiting beyond that.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the steps one after another, each starting in a task of its own. A step that fails stops
 * the sequence and rejects with its error.
 */
export async function runInSteps(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldToMain();
    await step();
  }
}
