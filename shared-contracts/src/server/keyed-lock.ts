/**
 * Runs async work one at a time per key, within this process. The phone answers need it because
 * FerretDB 1.24 (the embedded engine) executes findAndModify and update as a read followed by a write
 * with no isolation between them, so two concurrent conditional updates of one guest can both "match".
 * On MongoDB the conditional single-document update is atomic by itself and this lock only saves a
 * little work. Several svc-public instances on FerretDB would need a shared lock; see src/config.ts.
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
