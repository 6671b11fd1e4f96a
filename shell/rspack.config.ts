import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { baseConfig } from '../scripts/mf/rspack-base';
import { sharedSingletons } from '../scripts/mf/shared';

/**
 * The host. It declares no remote at build time: remotes are registered at runtime from the
 * gateway's /runtime-config, so the build contains no remote URL.
 */
export default (_env: unknown, argv: { mode?: 'production' | 'development' } = {}): Configuration => {
  const config = baseConfig({
    dir: __dirname,
    mode: argv.mode ?? 'production',
    port: 3000,
    publicPath: '/',
  });
  config.output = { ...config.output, uniqueName: 'shell' };
  config.plugins?.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(),
      shareStrategy: 'loaded-first',
      runtimePlugins: [path.join(__dirname, 'src/remotes/error-plugin.ts')],
      dts: false,
      manifest: false,
    }),
  );
  return config;
};
