import type { Server } from 'node:http';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { freePort } from '../../scripts/lib/proc';
import { baseConfig } from '../../scripts/mf/rspack-base';
import { precompressDir } from '../../scripts/precompress';
import { createStaticServer } from '../../scripts/serve-static';

export const BARE_DIR = path.join(__dirname, '..', 'baselines/bare-react');

/** The baseline page: a bare React 19 page built with the same rspack settings as our front ends. */
export async function buildBareReact(): Promise<void> {
  const config = baseConfig({ dir: BARE_DIR, mode: 'production', port: 0, publicPath: '/' });
  config.entry = { main: './src/index.tsx' };
  await new Promise<void>((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString({ colors: false })));
      else resolve();
    });
  });
}

/**
 * Builds the baseline page, precompresses it as our front ends are, and serves it on loopback the way
 * `npm start` serves a remote (scripts/serve-static.ts: Brotli or gzip, as the browser takes).
 */
export async function serveBarePage(): Promise<{ url: string; close: () => Promise<void> }> {
  await buildBareReact();
  precompressDir(path.join(BARE_DIR, 'dist'));
  const port = await freePort();
  const server: Server = await new Promise((resolve) => {
    const s = createStaticServer(path.join(BARE_DIR, 'dist'), { spaIndex: true }).listen(
      port,
      '127.0.0.1',
      () => resolve(s),
    );
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
