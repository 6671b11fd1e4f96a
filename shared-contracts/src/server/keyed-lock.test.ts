import { KeyedLock } from './keyed-lock';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedLock', () => {
  it('runs work for one key one at a time, in arrival order', async () => {
    const lock = new KeyedLock();
    const events: string[] = [];
    const job = (name: string) =>
      lock.run('a', async () => {
        events.push(`start ${name}`);
        await tick();
        await tick();
        events.push(`end ${name}`);
        return name;
      });
    await expect(Promise.all([job('1'), job('2'), job('3')])).resolves.toEqual(['1', '2', '3']);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(lock.size).toBe(0);
  });

  it('lets different keys run side by side', async () => {
    const lock = new KeyedLock();
    const events: string[] = [];
    const job = (key: string) =>
      lock.run(key, async () => {
        events.push(`start ${key}`);
        await tick();
        events.push(`end ${key}`);
      });
    await Promise.all([job('a'), job('b')]);
    expect(events.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('releases the key when the work fails', async () => {
    const lock = new KeyedLock();
    await expect(lock.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.run('a', async () => 'next')).resolves.toBe('next');
    expect(lock.size).toBe(0);
  });

  it('refuses at once, without queuing, work that would wait behind more than maxWaiting others', async () => {
    const lock = new KeyedLock();
    let finish!: () => void;
    const running = lock.run('k', () => new Promise<string>((resolve) => (finish = () => resolve('first'))));
    const bounded = { maxWaiting: 2, whenFull: () => new Error('full') };
    const second = lock.run('k', async () => 'second', bounded);
    const third = lock.run('k', async () => 'third', bounded);
    await expect(lock.run('k', async () => 'fourth', bounded)).rejects.toThrow('full');
    // a caller without a bound still queues (the trusted lane's short write), and another key is free
    const unbounded = lock.run('k', async () => 'fifth');
    await expect(lock.run('other', async () => 'free', bounded)).resolves.toBe('free');
    finish();
    await expect(Promise.all([running, second, third, unbounded])).resolves.toEqual([
      'first',
      'second',
      'third',
      'fifth',
    ]);
    // once the queue drained, bounded work is taken again
    await expect(lock.run('k', async () => 'later', bounded)).resolves.toBe('later');
    expect(lock.size).toBe(0);
  });

  it('passes a failure to its own caller only', async () => {
    const lock = new KeyedLock();
    const failing = lock.run('k', async () => {
      throw new Error('boom');
    });
    const next = lock.run('k', async () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });
});
