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

/**
 * Resumes once the browser has painted the next frame: a requestAnimationFrame callback runs just
 * before the paint, a timer set from it runs after. In a hidden tab, where frames do not come, it
 * resumes after `fallbackMs` all the same.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(finish, 0));
    setTimeout(finish, fallbackMs);
  });
}

/**
 * Resumes once the page's first contentful paint is on screen (the `first-contentful-paint` entry,
 * reported after the frame was presented), then in a task of its own. Where paint timing is not
 * reported it resumes after the next painted frame; a page that never paints (a tab opened in the
 * background) resumes after `timeoutMs`.
 */
export function afterFirstContentfulPaint(timeoutMs = 3000): Promise<void> {
  const supported =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!supported) return afterNextPaint(timeoutMs);
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      setTimeout(resolve, 0);
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) finish();
    });
    const timer = setTimeout(finish, timeoutMs);
    observer.observe({ type: 'paint', buffered: true });
  });
}
