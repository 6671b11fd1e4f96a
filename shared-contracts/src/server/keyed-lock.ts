/**
 * Runs async work one at a time per key, in arrival order, within this process (different keys run side
 * by side; a key is forgotten once nothing waits for it). It only queues: what guards a record against
 * other processes is the database's lock (the guest domain's record-lock.ts), which takes this queue first
 * so that one process's requests wait here instead of polling the database for each other.
 */
export interface QueueBound {
  /** Work that would wait behind more than this many others for its key is refused at once. */
  maxWaiting: number;
  /** The error such work fails with (it never runs). */
  whenFull: () => Error;
}

export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();
  /** Per key, the work queued or running: a bound needs the length, which the chain of promises hides. */
  private readonly lengths = new Map<string, number>();

  /** Keys with work queued or running (for tests: the map must empty itself). */
  get size(): number {
    return this.tails.size;
  }

  /**
   * Runs `work` after the work queued before it for `key`. With `bound`, work that would wait behind more
   * than `bound.maxWaiting` others fails at once: a flood of callers on one key gets a quick refusal
   * instead of a queue that grows without end, each caller waiting for all the others.
   */
  async run<T>(key: string, work: () => Promise<T>, bound?: QueueBound): Promise<T> {
    const length = this.lengths.get(key) ?? 0;
    if (bound && length > bound.maxWaiting) throw bound.whenFull();
    this.lengths.set(key, length + 1);
    try {
      return await this.queued(key, work);
    } finally {
      const left = (this.lengths.get(key) ?? 1) - 1;
      if (left > 0) this.lengths.set(key, left);
      else this.lengths.delete(key);
    }
  }

  private async queued<T>(key: string, work: () => Promise<T>): Promise<T> {
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
