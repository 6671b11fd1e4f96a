/**
 * Runs async work one at a time per key, in arrival order (different keys run in parallel). Keys are
 * forgotten once their queue is empty.
 */
export function createKeyedMutex() {
  const tails = new Map<string, Promise<void>>();
  return function runExclusive<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
