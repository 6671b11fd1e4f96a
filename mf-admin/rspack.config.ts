import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { baseConfig } from '../scripts/mf/rspack-base';
import { sharedSingletons } from '../scripts/mf/shared';

/** mf-admin: the back office, exposed as one route subtree (loaded by the shell only under /admin); runs standalone for development. */
export default (_env: unknown, argv: { mode?: 'production' | 'development' } = {}): Configuration => {
  const config = baseConfig({
    dir: __dirname,
    mode: argv.mode ?? 'production',
    port: 3002,
    publicPath: 'auto',
  });
  config.output = { ...config.output, uniqueName: 'mf_admin' };
  config.plugins?.push(
    new ModuleFederationPlugin({
      name: 'mf_admin',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/app/admin-routes.tsx' },
      shared: sharedSingletons(),
      manifest: true,
      dts: false,
    }),
  );
  return config;
};
