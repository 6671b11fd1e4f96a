/**
 * Runs async work one at a time per key, in arrival order, within this process (different keys run side
 * by side; a key is forgotten once nothing waits for it). It only queues: what guards a record against
 * other processes is the database's lock (record-lock.ts), which takes this queue first so that one
 * process's requests wait here instead of polling the database for each other.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  /** Keys with work queued or running (for tests: the map must empty itself). */
  get size(): number {
    return this.tails.size;
  }

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => done);
    this.tails.set(key, tail);
    try {
      await previous;
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
