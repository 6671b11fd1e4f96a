import path from 'node:path';
import { type Configuration, rspack } from '@rspack/core';

export interface BaseOptions {
  /** Absolute path of the front end package. */
  dir: string;
  mode: 'production' | 'development';
  /** Dev server port for standalone development. */
  port: number;
  publicPath: string;
}

/** Settings the three front-end builds share; each adds its Module Federation plugin. */
export function baseConfig({ dir, mode, port, publicPath }: BaseOptions): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
      conditionNames: ['source', '...'],
    },
    module: {
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
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html') }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    experiments: { css: true },
  };
}
