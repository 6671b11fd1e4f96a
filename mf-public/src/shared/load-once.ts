/**
 * `load`, started on the first call and shared by every later one: a page's chunk or a form's checks
 * download once. A load that failed (the network dropped) is started again by the next call instead
 * of failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
