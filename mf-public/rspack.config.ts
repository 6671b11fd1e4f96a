import type { Configuration } from '@rspack/core';
import { remoteConfig } from '../scripts/mf/rspack-base';
import { sitePhotos } from '../scripts/mf/site-photos';

/** mf-public: the guests' site, exposed as one route subtree; runs standalone for development. */
export default async (
  _env: unknown,
  argv: { mode?: 'production' | 'development' } = {},
): Promise<Configuration> =>
  remoteConfig({
    dir: __dirname,
    name: 'mf_public',
    port: 3001,
    exposes: { './routes': './src/app/public-routes.tsx' },
    mode: argv.mode,
    // the photos' sizes and copies (the shell's build writes the copies themselves)
    define: { __SITE_PHOTOS__: JSON.stringify((await sitePhotos()).manifest) },
  });
