// How many runs each property makes, and the fast-check parameters every property shares.
import type fc from 'fast-check';

/** Runs for each endpoint property; FUZZ_RUNS overrides (bounded at 200). */
export function fuzzRuns(fallback: number): number {
  const wanted = Number(process.env.FUZZ_RUNS);
  return Math.min(200, Number.isInteger(wanted) && wanted > 0 ? wanted : fallback);
}

/** fast-check parameters shared by every property: bounded runs, no shrinking (each run is a request). */
export function fuzzParameters(numRuns: number): fc.Parameters<unknown> {
  const seed = Number(process.env.FUZZ_SEED);
  return { numRuns, endOnFailure: true, ...(Number.isInteger(seed) ? { seed } : {}) };
}
