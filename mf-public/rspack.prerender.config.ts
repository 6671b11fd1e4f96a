import type { Configuration } from '@rspack/core';
import { prerenderConfig } from '../scripts/mf/rspack-base';
import { sitePhotos } from '../scripts/mf/site-photos';

/** Node build of the public routes, used at build time to prerender every public route's first screen. */
export default async (): Promise<Configuration> =>
  prerenderConfig({
    dir: __dirname,
    entry: './src/app/prerender.tsx',
    define: { __SITE_PHOTOS__: JSON.stringify((await sitePhotos()).manifest) },
  });
