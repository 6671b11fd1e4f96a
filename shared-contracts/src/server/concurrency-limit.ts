// Why: FerretDB's SQLite backend makes each waiting writer retry with growing sleeps, and there a
// conditional update reads the whole collection, so a burst of phone answers gave a tail of seconds
// (decision 0063).
// On MongoDB: writers of different documents do not wait for each other (document-level concurrency), and
// an answer takes milliseconds.
// On a replica set: must stay as a class: it also bounds svc-admin's password checks, which load the CPU,
// not the database. The phone answers' limit costs nothing there; it can stay or be raised.

import type { QueueBound } from './keyed-lock';

/**
 * Runs at most `max` async jobs at once within this process; the others wait their turn in arrival order
 * (with a bound, a job that would wait behind `maxWaiting` others is refused at once).
 *
 * svc-admin's password checks of clients without a trusted device go through one, bounded: a flood of
 * wrong passwords gets quick refusals and leaves threads free for the owner's login. The phone answers
 * go through one: on the wedding day many guests answer in the same few seconds, and an
 * unbounded burst of writes makes the database's writers contend. FerretDB's SQLite backend, the embedded
 * engine, lets each waiting writer retry with growing sleeps, so a burst of 60 answers gave a tail of several
 * seconds (and slowed the lookups and the hosts' lists queued behind them); four at a time drained the same
 * burst with a far shorter tail (e2e/tests/reliability-load.e2e.test.ts). On MongoDB an answer takes a few
 * milliseconds, so the limit costs nothing there. PHONE_ANSWER_CONCURRENCY sets it (src/config.ts).
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  /**
   * `admit` runs as each job gets its slot, just before the job: if it throws, the job is refused
   * with its error without running, and the slot goes to the next one.
   */
  constructor(
    private readonly max: number,
    private readonly admit: () => void = () => undefined,
    private readonly bound?: QueueBound,
  ) {
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`a concurrency limit must be 1 or more, got ${max}`);
  }

  /** Jobs running now. */
  get active(): number {
    return this.running;
  }

  /** Jobs waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.max) this.running += 1;
    else if (this.bound && this.waiting.length >= this.bound.maxWaiting) throw this.bound.whenFull();
    // a finishing job hands its slot straight to the next one (running stays the same)
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      this.admit();
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
