import type { Configuration } from '@rspack/core';
import { remoteConfig } from '../scripts/mf/rspack-base';

/** mf-public: the guests' site, exposed as one route subtree; runs standalone for development. */
export default (_env: unknown, argv: { mode?: 'production' | 'development' } = {}): Configuration =>
  remoteConfig({
    dir: __dirname,
    name: 'mf_public',
    port: 3001,
    exposes: { './routes': './src/app/public-routes.tsx' },
    mode: argv.mode,
  });
