import { ConcurrencyLimit } from './concurrency-limit';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('runs at most `max` jobs at once, the rest in arrival order, and returns each result', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (n: number) =>
      limit.run(async () => {
        started.push(n);
        running += 1;
        most = Math.max(most, running);
        await tick();
        await tick();
        running -= 1;
        return n * 10;
      });
    await expect(Promise.all([1, 2, 3, 4, 5].map(job))).resolves.toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(limit.active).toBe(0);
    expect(limit.queued).toBe(0);
  });

  it('gives the slot back when a job fails', async () => {
    const limit = new ConcurrencyLimit(1);
    const failing = limit.run(async () => Promise.reject(new Error('boom')));
    const next = limit.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    expect(limit.active).toBe(0);
  });

  it('checks each job as it gets its slot: one refused there never runs, and the slot goes on', async () => {
    let open = true;
    const limit = new ConcurrencyLimit(1, () => {
      if (!open) throw new Error('closed');
    });
    let release: () => void = () => undefined;
    const first = limit.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const ran: string[] = [];
    const queued = limit.run(async () => ran.push('queued'));
    await tick();
    // the check passed when the first job started; it fails by the time the queued one's turn comes
    open = false;
    release();
    await expect(first).resolves.toBe('first');
    await expect(queued).rejects.toThrow('closed');
    expect(ran).toEqual([]);
    open = true;
    await expect(limit.run(async () => 'after')).resolves.toBe('after');
    expect([limit.active, limit.queued]).toEqual([0, 0]);
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow(RangeError);
    expect(() => new ConcurrencyLimit(1.5)).toThrow(RangeError);
  });

  it('with a bound, refuses at once a job that would wait behind maxWaiting others', async () => {
    const limit = new ConcurrencyLimit(1, undefined, { maxWaiting: 1, whenFull: () => new Error('full') });
    let finish!: () => void;
    const first = limit.run(() => new Promise<string>((resolve) => (finish = () => resolve('first'))));
    const second = limit.run(async () => 'second');
    await expect(limit.run(async () => 'third')).rejects.toThrow('full');
    expect(limit.queued).toBe(1);
    finish();
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
    await expect(limit.run(async () => 'later')).resolves.toBe('later');
    expect(limit.active).toBe(0);
  });
});
