import path from 'node:path';
import { rspack } from '@rspack/core';
import { baseConfig } from '../../scripts/mf/rspack-base';

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
