import type { Configuration } from '@rspack/core';
import { prerenderConfig } from '../scripts/mf/rspack-base';

/** Node build of the public routes, used at build time to prerender the landing's first screen. */
export default (): Configuration => prerenderConfig({ dir: __dirname, entry: './src/app/prerender.tsx' });
