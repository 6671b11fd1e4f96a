// What the soak benchmark and the load tests measure: a process's memory, and percentiles of timings.
import { readFileSync } from 'node:fs';

/** Resident memory of a process in kB (VmRSS of /proc/<pid>/status), or null when it is gone. */
export function rssKb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
