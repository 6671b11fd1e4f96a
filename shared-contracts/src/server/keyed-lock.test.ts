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
