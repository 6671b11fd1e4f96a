import type { Configuration } from '@rspack/core';
import { remoteConfig } from '../scripts/mf/rspack-base';

/** mf-admin: the back office, exposed as one route subtree, loaded by the shell only under /admin. */
export default (_env: unknown, argv: { mode?: 'production' | 'development' } = {}): Configuration =>
  remoteConfig({
    dir: __dirname,
    name: 'mf_admin',
    port: 3002,
    exposes: { './routes': './src/app/admin-routes.tsx' },
    mode: argv.mode,
  });
