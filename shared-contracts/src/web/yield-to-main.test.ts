import { afterFirstContentfulPaint, afterNextPaint, runInSteps, yieldToMain } from './yield-to-main';

/** Gives the test environment a `scheduler.yield` (browsers have one; Node and jsdom do not). */
function setSchedulerYield(yieldFn: () => Promise<void>): void {
  Object.defineProperty(globalThis, 'scheduler', { value: { yield: yieldFn }, configurable: true });
}

/** A controllable requestAnimationFrame (these tests run in Node, which has none). */
function setRequestAnimationFrame(raf: (callback: FrameRequestCallback) => number): void {
  Object.defineProperty(globalThis, 'requestAnimationFrame', { value: raf, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'scheduler');
  Reflect.deleteProperty(globalThis, 'requestAnimationFrame');
  Reflect.deleteProperty(globalThis, 'PerformanceObserver');
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

describe('afterNextPaint', () => {
  it('resumes in the task after the next animation frame (after the paint), not before', async () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    setRequestAnimationFrame((callback) => {
      frames.push(callback);
      return frames.length;
    });
    {
      let resumed = false;
      const done = afterNextPaint(10_000).then(() => {
        resumed = true;
      });
      jest.advanceTimersByTime(50);
      await Promise.resolve();
      expect(resumed).toBe(false); // no frame yet
      frames[0]?.(0); // the frame: its paint follows
      await Promise.resolve();
      expect(resumed).toBe(false); // not inside the frame callback
      jest.advanceTimersByTime(0);
      await done;
      expect(resumed).toBe(true);
    }
  });

  it('resumes after the fallback delay when no frame comes (a hidden tab)', async () => {
    jest.useFakeTimers();
    setRequestAnimationFrame(() => 1); // frames never come
    {
      let resumed = false;
      const done = afterNextPaint(100).then(() => {
        resumed = true;
      });
      jest.advanceTimersByTime(99);
      await Promise.resolve();
      expect(resumed).toBe(false);
      jest.advanceTimersByTime(1);
      await done;
      expect(resumed).toBe(true);
    }
  });
});

describe('afterFirstContentfulPaint', () => {
  /** A PerformanceObserver that reports paint entries when the test says so. */
  function fakePaintTiming() {
    const observers: Array<{ callback: (list: { getEntries(): { name: string }[] }) => void; on: boolean }> =
      [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      private readonly record;
      constructor(callback: (list: { getEntries(): { name: string }[] }) => void) {
        this.record = { callback, on: false };
        observers.push(this.record);
      }
      observe() {
        this.record.on = true;
      }
      disconnect() {
        this.record.on = false;
      }
    }
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true });
    return (name: string) => {
      for (const o of observers) if (o.on) o.callback({ getEntries: () => [{ name }] });
    };
  }

  it('resumes after the first contentful paint is reported, in a task of its own', async () => {
    jest.useFakeTimers();
    const report = fakePaintTiming();
    let resumed = false;
    const done = afterFirstContentfulPaint().then(() => {
      resumed = true;
    });
    report('first-paint');
    jest.advanceTimersByTime(100);
    await Promise.resolve();
    expect(resumed).toBe(false); // a paint, but not a contentful one
    report('first-contentful-paint');
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.advanceTimersByTime(0);
    await done;
    expect(resumed).toBe(true);
  });

  it('resumes after the time limit when no contentful paint comes (a background tab)', async () => {
    jest.useFakeTimers();
    fakePaintTiming();
    let resumed = false;
    const done = afterFirstContentfulPaint(3000).then(() => {
      resumed = true;
    });
    jest.advanceTimersByTime(2999);
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers(); // the task it resumes in
    await done;
    expect(resumed).toBe(true);
  });

  it('without paint timing, resumes after the next painted frame', async () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    setRequestAnimationFrame((callback) => {
      frames.push(callback);
      return frames.length;
    });
    let resumed = false;
    const done = afterFirstContentfulPaint().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    frames[0]?.(0);
    jest.advanceTimersByTime(0);
    await done;
    expect(resumed).toBe(true);
  });
});
