import { useCallback, useRef } from 'react';

/**
 * A form's checks (zod and the shared schemas: about 22 kB compressed, and a long task on a phone
 * when evaluated) are not needed to read the page or to fill the form in, so they are not part of the
 * page's first load: `prefetch` starts loading them when the guest first puts the focus in the form,
 * and `run` waits for them on submit (they are there by then, unless the guest was very quick). A
 * second submit while the first still waits is ignored, so nothing is sent twice; when the checks
 * cannot be loaded (the network dropped), `onUnavailable` says so and nothing is sent.
 *
 * `load` must be a loader made once for the module (`loadOnce`), not a new function per render.
 */
export function useFormChecks<T>(load: () => Promise<T>) {
  const waiting = useRef(false);
  const prefetch = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  const run = useCallback(
    async (work: (checks: T) => void, onUnavailable: () => void): Promise<void> => {
      if (waiting.current) return;
      waiting.current = true;
      let checks: T;
      try {
        checks = await load();
      } catch {
        onUnavailable();
        return;
      } finally {
        waiting.current = false;
      }
      work(checks);
    },
    [load],
  );
  return { prefetch, run };
}
