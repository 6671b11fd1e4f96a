import { runInSteps, yieldToMain } from './yield-to-main';

/** Gives the test environment a `scheduler.yield` (browsers have one; Node and jsdom do not). */
function setSchedulerYield(yieldFn: () => Promise<void>): void {
  Object.defineProperty(globalThis, 'scheduler', { value: { yield: yieldFn }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'scheduler');
  jest.useRealTimers();
});

describe('yieldToMain', () => {
  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    setSchedulerYield(yieldFn);
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes after a zero-delay timer, not within the current task', async () => {
    jest.useFakeTimers();
    let resumed = false;
    const done = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.advanceTimersByTime(0);
    await done;
    expect(resumed).toBe(true);
  });
});

describe('runInSteps', () => {
  it('runs the steps in order, awaiting each, with a new task between two steps', async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    setSchedulerYield(yieldFn);
    const order: string[] = [];
    await runInSteps([
      async () => {
        await Promise.resolve();
        order.push(`a (yields so far: ${yieldFn.mock.calls.length})`);
      },
      () => order.push(`b (yields so far: ${yieldFn.mock.calls.length})`),
      () => order.push(`c (yields so far: ${yieldFn.mock.calls.length})`),
    ]);
    expect(order).toEqual(['a (yields so far: 0)', 'b (yields so far: 1)', 'c (yields so far: 2)']);
    expect(yieldFn).toHaveBeenCalledTimes(2);
  });

  it('stops at a failing step and rejects with its error', async () => {
    const later = jest.fn();
    await expect(
      runInSteps([
        () => {
          throw new Error('boom');
        },
        later,
      ]),
    ).rejects.toThrow('boom');
    expect(later).not.toHaveBeenCalled();
  });

  it('resolves at once with no steps', async () => {
    await expect(runInSteps([])).resolves.toBeUndefined();
  });
});
