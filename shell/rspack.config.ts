import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { hostConfig } from '../scripts/mf/rspack-base';

/**
 * The host. It declares no remote at build time: remotes are registered at runtime from the
 * gateway's /runtime-config, so the build contains no remote URL.
 */
export default (_env: unknown, argv: { mode?: 'production' | 'development' } = {}): Configuration =>
  hostConfig({
    dir: __dirname,
    mode: argv.mode,
    runtimePlugin: path.join(__dirname, 'src/remotes/error-plugin.ts'),
  });
