import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { weddingPhase } from '../../shared-contracts/src/wedding-time';
import { HEAD_SCRIPTS_PLACEHOLDER, headScripts } from './head-scripts';
import { ScriptGroupsPlugin } from './script-groups';
import { sharedSingletons } from './shared';
import { siteFonts } from './site-fonts';

export interface BaseOptions {
  /** Absolute path of the front end package. */
  dir: string;
  mode: 'production' | 'development';
  /** Dev server port for standalone development. */
  port: number;
  publicPath: string;
  /** Changes the page (index.html) before the build writes it, e.g. to fill in a placeholder. */
  page?: (html: string) => string;
  /** More build-time constants (DefinePlugin: each value is a JavaScript expression). */
  define?: Record<string, string>;
}

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The `source` export condition is the workspace's own: it points `@wedding/*` packages at their
 * TypeScript sources. Published packages may declare a `source` condition too (react-aria,
 * react-aria-components, react-stately and @internationalized/* do, pointing at files they do not
 * ship or at raw TypeScript), so the condition is not set for every package: each workspace entry
 * point is aliased to its `source` file instead, read from the package's exports.
 */
function workspaceSourceAliases(): Record<string, string> {
  const dir = path.join(ROOT, 'shared-contracts');
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, { source?: string }>;
  };
  const aliases: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (target.source) aliases[`${pkg.name}${subpath.slice(1)}$`] = path.join(dir, target.source);
  }
  return aliases;
}

/** Settings the three front-end builds share; each adds its Module Federation plugin. */
export function baseConfig({ dir, mode, port, publicPath, page, define }: BaseOptions): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    // No source maps in a production build: every file of dist/ is served (the gateway, the remotes'
    // nginx), and a map with its sources hands anyone the whole source, comments and all.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      crossOriginLoading: 'anonymous',
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: {
        ...workspaceSourceAliases(),
        // the part of react-router the front ends use, shared as react-router-dom (router-exports.ts)
        'react-router-dom$': path.join(__dirname, 'router-exports.ts'),
        // react-router's exports map only names its development build; production gets the
        // production one (no dev-only warnings and checks).
        ...(production
          ? {
              'react-router$': path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(
                ROOT,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            }
          : {}),
      },
    },
    module: {
      // an import of a name a module does not export fails the build (router-exports.ts lists names)
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2020',
              // styled-components' class names from each component's file and position instead of
              // the order components happen to be created in: the page prerendered at build time
              // (a Node bundle) and the browser's bundles then name every class alike, so the live
              // page can hydrate the prerendered markup
              experimental: {
                // the compiled plugin's cache, out of the packages' folders
                cacheRoot: path.join(ROOT, 'node_modules/.cache/swc'),
                plugins: [
                  [
                    require.resolve('@swc/plugin-styled-components'),
                    {
                      ssr: true,
                      displayName: !production,
                      fileName: false,
                      transpileTemplateLiterals: false,
                    },
                  ],
                ],
              },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset' },
        // shared-contracts is "sideEffects": false, which lets the bundler skip a module that only
        // re-exports; this one switches zod's JIT off in the browser (its `new Function` probe breaks the
        // CSP) and must run before any schema is built
        { test: /shared-contracts[\\/]src[\\/]zod\.ts$/, sideEffects: true },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin(
        page
          ? { templateContent: page(readFileSync(path.join(dir, 'index.html'), 'utf8')) }
          : { template: path.join(dir, 'index.html') },
      ),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        // where the wedding stands in time when the pages are prerendered: the live page's first
        // render (hydration) uses it too, then the guest's clock (mf-public's useWeddingPhase)
        __WEDDING_PHASE_AT_BUILD__: JSON.stringify(weddingPhase(new Date())),
        ...define,
      }),
      new ScriptGroupsPlugin(),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // standalone development talks to the services `npm start` runs
      proxy: [
        { context: ['/api/admin'], target: 'http://127.0.0.1:4002' },
        { context: ['/api'], target: 'http://127.0.0.1:4001' },
      ],
    },
    experiments: { css: true },
  };
}

export interface RemoteOptions {
  dir: string;
  /** Container name, e.g. mf_public. */
  name: string;
  port: number;
  exposes: Record<string, string>;
  mode?: 'production' | 'development';
  define?: Record<string, string>;
}

/**
 * A federated remote: a manifest + remoteEntry for the shell, and its own page for standalone
 * development. In production it uses the shell's Module Federation runtime instead of shipping a
 * second copy on every page.
 */
export function remoteConfig({
  dir,
  name,
  port,
  exposes,
  mode = 'production',
  define,
}: RemoteOptions): Configuration {
  const config = baseConfig({ dir, mode, port, publicPath: 'auto', define });
  config.output = { ...config.output, uniqueName: name };
  config.plugins?.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedSingletons(),
      manifest: true,
      dts: false,
      experiments: {
        externalRuntime: mode === 'production',
        // browser-only: the runtime's Node loaders are left out
        optimization: { target: 'web' },
      },
    }),
  );
  return config;
}

/** Where the shell's index.html takes the site's fonts (the fallbacks' rules, the web fonts' faces). */
const FONTS_PLACEHOLDER = '<!-- site fonts -->';

/** The host: no remote is declared at build time; they are registered at runtime. */
export function hostConfig({
  dir,
  mode = 'production',
  runtimePlugin,
}: {
  dir: string;
  mode?: 'production' | 'development';
  runtimePlugin: string;
}): Configuration {
  const fonts = siteFonts();
  const head = headScripts(dir);
  const config = baseConfig({
    dir,
    mode,
    port: 3000,
    publicPath: '/',
    page: (html) => {
      if (!html.includes(FONTS_PLACEHOLDER))
        throw new Error(`the shell's index.html has no ${FONTS_PLACEHOLDER}`);
      if (!html.includes(HEAD_SCRIPTS_PLACEHOLDER))
        throw new Error(`the shell's index.html has no ${HEAD_SCRIPTS_PLACEHOLDER}`);
      return html.replace(FONTS_PLACEHOLDER, () => fonts.html).replace(HEAD_SCRIPTS_PLACEHOLDER, () => head);
    },
  });
  config.output = { ...config.output, uniqueName: 'shell' };
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        // a shared library's provider and its fallback are two chunk groups holding the same modules; a
        // small one (react-dom's entry, 8 kB) was built into both, both were named in the manifest, and the
        // gateway had every page preload a copy never run
        sharedLibraries: {
          test: /[\\/]node_modules[\\/]/,
          chunks: 'async',
          minSize: 0,
          priority: -5,
          reuseExistingChunk: true,
        },
      },
    },
  };
  config.plugins?.push(
    // the site's own fonts, served by the gateway with the shell (scripts/mf/site-fonts.ts)
    new rspack.CopyRspackPlugin({ patterns: fonts.files }),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(),
      shareStrategy: 'loaded-first',
      runtimePlugins: [runtimePlugin],
      dts: false,
      // the shared libraries' files, which the gateway names in each page as preloads (shell/server/page-preloads.ts)
      manifest: true,
      // browser-only: the runtime's Node loaders (script loading through `vm`/`fetch` for SSR) are left
      // out of the shell's main chunk, which every page evaluates first
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  );
  return config;
}

/**
 * A Node build of a remote's prerender entry (renders routes to HTML at build time). Everything
 * is bundled; the output is one CommonJS file in `dist-prerender/`.
 */
export function prerenderConfig({
  dir,
  entry,
  define,
}: {
  dir: string;
  entry: string;
  define?: Record<string, string>;
}): Configuration {
  const config = baseConfig({ dir, mode: 'production', port: 0, publicPath: '/', define });
  return {
    ...config,
    target: 'node',
    entry: { prerender: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist-prerender'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    plugins: [config.plugins?.[1]],
    optimization: { minimize: false },
  };
}
