import { act, renderHook } from '@testing-library/react';
import { type ResolverResult, useForm } from 'react-hook-form';
import { loadOnce } from '../load-once';
import { checksResolver, prefetchChecks } from './form-checks';
import { useFormSubmit } from './use-form-submit';

interface Values {
  name: string;
}

/** A checks module: its resolver refuses an empty name and sends the name in capitals. */
const resolver = (values: Values): ResolverResult<Values, string> => {
  if (!values.name) return { values: {}, errors: { name: { type: 'checks', message: 'required' } } };
  return { values: values.name.toUpperCase(), errors: {} };
};
const checksModule = {
  resolver,
  check: () => 'ok',
};
type Checks = typeof checksModule;

/** A module load the test settles by hand. */
function controlledLoad() {
  const calls: Array<{ resolve: (checks: Checks) => void; reject: (e: Error) => void }> = [];
  const load = jest.fn(
    () =>
      new Promise<Checks>((resolve, reject) => {
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
    calls[1]?.resolve(checksModule);
    const checks = checksModule;
    await expect(third).resolves.toBe(checks);
    await expect(once()).resolves.toBe(checks);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** A form whose resolver waits for `once`, submitted by `useFormSubmit` with `work` as its onValid. */
function renderForm(once: () => Promise<Checks>, name = 'Ana', busy = false) {
  const work = jest.fn();
  const unavailable = jest.fn();
  const lazy = checksResolver(once, (checks) => checks.resolver);
  const { result } = renderHook(() => {
    const form = useForm<Values, unknown, string>({ defaultValues: { name }, resolver: lazy });
    const submit = useFormSubmit({ submit: form.handleSubmit(work), onUnavailable: unavailable, busy });
    return { form, submit };
  });
  return { result, work, unavailable };
}

describe('checksResolver and useFormSubmit', () => {
  it("runs the module's resolver once the checks are loaded; a second submit while waiting is ignored", async () => {
    const { load, calls } = controlledLoad();
    const { result, work, unavailable } = renderForm(loadOnce(load));
    const event = { preventDefault: jest.fn() };
    let first: Promise<void> | undefined;
    let second: Promise<void> | undefined;
    act(() => {
      first = result.current.submit(event);
      second = result.current.submit(event);
    });
    expect(event.preventDefault).toHaveBeenCalledTimes(2);
    expect(work).not.toHaveBeenCalled();
    await act(async () => {
      calls[0]?.resolve(checksModule);
      await first;
      await second;
    });
    expect(work).toHaveBeenCalledTimes(1);
    expect(work.mock.calls[0]?.[0]).toBe('ANA');
    expect(unavailable).not.toHaveBeenCalled();
    // loaded: the next submit runs at once
    await act(() => result.current.submit());
    expect(work).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the module resolver's refusal: field errors, nothing sent", async () => {
    const { load, calls } = controlledLoad();
    const { result, work } = renderForm(loadOnce(load), '');
    let submit: Promise<void> | undefined;
    act(() => {
      submit = result.current.submit();
    });
    await act(async () => {
      calls[0]?.resolve(checksModule);
      await submit;
    });
    expect(work).not.toHaveBeenCalled();
    expect(result.current.form.getFieldState('name').error?.message).toBe('required');
  });

  it('says the checks are unavailable when they cannot be loaded, sends nothing, and tries again next time', async () => {
    const { load, calls } = controlledLoad();
    const { result, work, unavailable } = renderForm(loadOnce(load));
    let submit: Promise<void> | undefined;
    act(() => {
      submit = result.current.submit();
    });
    await act(async () => {
      calls[0]?.reject(new Error('offline'));
      await submit;
    });
    expect(unavailable).toHaveBeenCalledTimes(1);
    expect(work).not.toHaveBeenCalled();
    expect(result.current.form.getFieldState('name').invalid).toBe(false);
    act(() => {
      submit = result.current.submit();
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      calls[1]?.resolve(checksModule);
      await submit;
    });
    expect(work).toHaveBeenCalledTimes(1);
    expect(unavailable).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while busy (what was sent is on its way), and lets any other failure through', async () => {
    const busy = renderForm(
      loadOnce(async () => checksModule),
      'Ana',
      true,
    );
    await act(() => busy.result.current.submit());
    expect(busy.work).not.toHaveBeenCalled();

    const broken = checksResolver<Values, Checks, Values>(
      loadOnce(async () => checksModule),
      () => {
        throw new Error('a bug');
      },
    );
    const { result } = renderHook(() => {
      const form = useForm<Values>({ defaultValues: { name: 'Ana' }, resolver: broken });
      return useFormSubmit({ submit: form.handleSubmit(jest.fn()), onUnavailable: jest.fn() });
    });
    await act(() => expect(result.current()).rejects.toThrow('a bug'));
  });

  it('prefetchChecks starts the load without running anything, and a failed prefetch is not reported', async () => {
    const { load, calls } = controlledLoad();
    const once = loadOnce(load);
    const { result, work, unavailable } = renderForm(once);
    act(() => prefetchChecks(once)());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      calls[0]?.reject(new Error('offline'));
      await Promise.resolve();
    });
    expect(unavailable).not.toHaveBeenCalled();
    // the submit after it loads again
    let submit: Promise<void> | undefined;
    act(() => {
      submit = result.current.submit();
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      calls[1]?.resolve(checksModule);
      await submit;
    });
    expect(work).toHaveBeenCalledTimes(1);
  });
});
