import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RAM_DIR, scratchDir } from './scratch-dir';

describe('scratchDir (throwaway test databases)', () => {
  it('makes a new empty directory, in RAM when the machine has /dev/shm, else in the temp folder', async () => {
    const dir = await scratchDir('wedding-scratch-test-');
    try {
      expect(existsSync(dir)).toBe(true);
      expect(readdirSync(dir)).toEqual([]);
      expect(path.basename(dir)).toMatch(/^wedding-scratch-test-/);
      // /dev/shm is world-writable wherever it exists
      expect(path.dirname(dir)).toBe(existsSync(RAM_DIR) ? RAM_DIR : os.tmpdir());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gives each caller a directory of its own', async () => {
    const [a, b] = await Promise.all([
      scratchDir('wedding-scratch-test-'),
      scratchDir('wedding-scratch-test-'),
    ]);
    try {
      expect(a).not.toBe(b);
    } finally {
      await Promise.all([a, b].map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});
