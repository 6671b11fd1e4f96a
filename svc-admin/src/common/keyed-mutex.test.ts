import { createKeyedMutex } from './keyed-mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createKeyedMutex', () => {
  it('runs work of one key one at a time, in order, and keys in parallel', async () => {
    const run = createKeyedMutex();
    const log: string[] = [];
    const job = (key: string, name: string) =>
      run(key, async () => {
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        return name;
      });
    const results = await Promise.all([job('a', 'a1'), job('a', 'a2'), job('b', 'b1')]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
  });

  it('goes on after a failure and passes the failure to its caller only', async () => {
    const run = createKeyedMutex();
    const failing = run('k', async () => {
      throw new Error('boom');
    });
    const next = run('k', async () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });
});
