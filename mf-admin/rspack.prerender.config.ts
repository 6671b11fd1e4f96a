import type { Configuration } from '@rspack/core';
import { prerenderConfig } from '../scripts/mf/rspack-base';

/** Node build of the login page, used at build time to prerender it (mf-admin/src/app/prerender.tsx). */
export default (): Configuration => prerenderConfig({ dir: __dirname, entry: './src/app/prerender.tsx' });
