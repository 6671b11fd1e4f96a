/**
 * Where throwaway databases of the tests live. FerretDB's SQLite files are synced to disk at every commit
 * (WAL, synchronous=FULL): on a VM disk one sync can take tens to hundreds of milliseconds, noise that
 * doubled the wedding-day load test's guests' p99 between two runs of the same code (the rest of that tail
 * was write contention: shared-contracts' concurrency-limit.ts). A test database is thrown away after the
 * run, so it lives in RAM (/dev/shm) where the machine has it; `npm start` keeps its data on disk under
 * .data/.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const RAM_DIR = '/dev/shm';

function ramDirUsable(): boolean {
  try {
    accessSync(RAM_DIR, constants.W_OK);
    return statSync(RAM_DIR).isDirectory();
  } catch {
    return false;
  }
}

/** A new empty directory named `${prefix}XXXXXX`, in RAM when possible; the caller removes it. */
export function scratchDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(ramDirUsable() ? RAM_DIR : os.tmpdir(), prefix));
}
