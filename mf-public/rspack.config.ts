import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { baseConfig } from '../scripts/mf/rspack-base';
import { sharedSingletons } from '../scripts/mf/shared';

/** mf-public: the guests' site, exposed as one route subtree; runs standalone for development. */
export default (_env: unknown, argv: { mode?: 'production' | 'development' } = {}): Configuration => {
  const config = baseConfig({
    dir: __dirname,
    mode: argv.mode ?? 'production',
    port: 3001,
    publicPath: 'auto',
  });
  config.output = { ...config.output, uniqueName: 'mf_public' };
  config.plugins?.push(
    new ModuleFederationPlugin({
      name: 'mf_public',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/app/public-routes.tsx' },
      shared: sharedSingletons(),
      manifest: true,
      dts: false,
    }),
  );
  return config;
};
