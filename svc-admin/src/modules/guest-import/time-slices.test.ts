import { mapInSlices, runAtOnce, runInSlices, SLICE_MS, type Steps } from './time-slices';

/** Steps that each take `stepMs` of busy time, noting when each ran. */
function* busySteps(count: number, stepMs: number, log: string[]): Steps<number> {
  for (let step = 0; step < count; step++) {
    const end = performance.now() + stepMs;
    while (performance.now() < end);
    log.push(`step ${step}`);
    yield;
  }
  return count;
}

describe('runInSlices', () => {
  it('gives the event loop a turn once a slice has run SLICE_MS, and runs every step in order', async () => {
    const log: string[] = [];
    const start = performance.now();
    let otherAt = 0;
    setImmediate(() => {
      otherAt = performance.now();
      log.push('other work');
    });
    const steps = Math.ceil((SLICE_MS * 3) / 5);
    await expect(runInSlices(busySteps(steps, 5, log))).resolves.toBe(steps);
    // not before a slice was used up, and long before the end
    expect(otherAt - start).toBeGreaterThanOrEqual(SLICE_MS);
    const other = log.indexOf('other work');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(steps);
    expect(log.filter((line) => line !== 'other work')).toEqual(
      Array.from({ length: steps }, (_, step) => `step ${step}`),
    );
  });

  it('does not pause work shorter than a slice', async () => {
    // the clock stands still: a busy machine pausing this process between steps must not decide the test
    const now = jest.spyOn(performance, 'now').mockReturnValue(1000);
    try {
      const log: string[] = [];
      setImmediate(() => log.push('other work'));
      await runInSlices(busySteps(3, 0, log));
      expect(log).toEqual(['step 0', 'step 1', 'step 2']);
    } finally {
      now.mockRestore();
    }
  });

  it('rejects with the error a step throws, and runs no step after it', async () => {
    let ran = 0;
    function* failing(): Steps<void> {
      for (let step = 0; step < 3; step++) {
        ran++;
        if (step === 1) throw new Error('row 7 is wrong');
        yield;
      }
    }
    await expect(runInSlices(failing())).rejects.toThrow('row 7 is wrong');
    expect(ran).toBe(2);
  });
});

describe('runAtOnce and mapInSlices', () => {
  it('give what the same work gives in one go', async () => {
    expect(runAtOnce(busySteps(4, 0, []))).toBe(4);
    const items = Array.from({ length: 1000 }, (_, index) => index);
    await expect(mapInSlices(items, (item) => item * 2)).resolves.toEqual(items.map((item) => item * 2));
  });
});
