import { act, renderHook } from '@testing-library/react';
import { loadOnce } from '../load-once';
import { useFormChecks } from './form-checks';

/** A module load the test settles by hand. */
function controlledLoad() {
  const calls: Array<{ resolve: (checks: { check: () => string }) => void; reject: (e: Error) => void }> = [];
  const load = jest.fn(
    () =>
      new Promise<{ check: () => string }>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

describe('loadOnce', () => {
  it('starts the load once for every caller, and again after a load that failed', async () => {
    const { load, calls } = controlledLoad();
    const once = loadOnce(load);
    const first = once();
    const second = once();
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]?.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    const third = once();
    expect(load).toHaveBeenCalledTimes(2);
    const checks = { check: () => 'ok' };
    calls[1]?.resolve(checks);
    await expect(third).resolves.toBe(checks);
    await expect(once()).resolves.toBe(checks);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useFormChecks', () => {
  it('runs the work with the checks once they are loaded; a second submit while waiting is ignored', async () => {
    const { load, calls } = controlledLoad();
    const once = loadOnce(load);
    const { result } = renderHook(() => useFormChecks(once));
    const work = jest.fn();
    const unavailable = jest.fn();
    let first: Promise<void> | undefined;
    let second: Promise<void> | undefined;
    act(() => {
      first = result.current.run(work, unavailable);
      second = result.current.run(work, unavailable);
    });
    expect(work).not.toHaveBeenCalled();
    const checks = { check: () => 'ok' };
    await act(async () => {
      calls[0]?.resolve(checks);
      await first;
      await second;
    });
    expect(work).toHaveBeenCalledTimes(1);
    expect(work).toHaveBeenCalledWith(checks);
    expect(unavailable).not.toHaveBeenCalled();
    // loaded: the next submit runs at once
    await act(() => result.current.run(work, unavailable));
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('says the checks are unavailable when they cannot be loaded, runs nothing, and tries again next time', async () => {
    const { load, calls } = controlledLoad();
    const once = loadOnce(load);
    const { result } = renderHook(() => useFormChecks(once));
    const work = jest.fn();
    const unavailable = jest.fn();
    let submit: Promise<void> | undefined;
    act(() => {
      submit = result.current.run(work, unavailable);
    });
    await act(async () => {
      calls[0]?.reject(new Error('offline'));
      await submit;
    });
    expect(unavailable).toHaveBeenCalledTimes(1);
    expect(work).not.toHaveBeenCalled();
    act(() => {
      submit = result.current.run(work, unavailable);
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      calls[1]?.resolve({ check: () => 'ok' });
      await submit;
    });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('prefetch starts the load without running anything, and a failed prefetch is not reported', async () => {
    const { load, calls } = controlledLoad();
    const once = loadOnce(load);
    const { result } = renderHook(() => useFormChecks(once));
    act(() => result.current.prefetch());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      calls[0]?.reject(new Error('offline'));
      await Promise.resolve();
    });
    // the submit after it loads again
    const work = jest.fn();
    let submit: Promise<void> | undefined;
    act(() => {
      submit = result.current.run(work, jest.fn());
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      calls[1]?.resolve({ check: () => 'ok' });
      await submit;
    });
    expect(work).toHaveBeenCalledTimes(1);
  });
});
