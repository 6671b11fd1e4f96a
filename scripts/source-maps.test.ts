import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { BUILDS, sourceMapProblems } from './source-maps';

const ROOT = path.resolve(__dirname, '..');

describe('no source map with sources is served', () => {
  it('production builds make no source map; development keeps its in-memory ones', () => {
    // read through tsx: @rspack/core is an ES module jest cannot load
    const script = `
      const { baseConfig, hostConfig, remoteConfig } = require('./scripts/mf/rspack-base');
      const dir = 'mf-admin';
      console.log(JSON.stringify([
        hostConfig({ dir: 'shell', mode: 'production', runtimePlugin: 'x' }).devtool,
        remoteConfig({ dir, name: 'r', port: 0, exposes: {}, mode: 'production' }).devtool,
        baseConfig({ dir, port: 0, publicPath: 'auto', mode: 'development' }).devtool,
      ]));`;
    const output = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(JSON.parse(output.trim().split('\n').pop() ?? '')).toEqual([
      false,
      false,
      'eval-cheap-module-source-map',
    ]);
  }, 60_000);

  it('finds a script naming its map and a map with its sources, precompressed ones too', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'source-maps-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'ok.map'), JSON.stringify({ version: 3, sources: ['a.ts'], mappings: '' }));
    expect(sourceMapProblems(dir)).toEqual([]);
    writeFileSync(path.join(dir, 'assets', 'a.js'), 'x()\n//# sourceMappingURL=a.js.map');
    const withSources = JSON.stringify({ version: 3, sources: ['a.ts'], sourcesContent: ['secret()'] });
    writeFileSync(path.join(dir, 'assets', 'a.js.map.br'), brotliCompressSync(withSources));
    expect(sourceMapProblems(dir).map((problem) => problem.replace(/^.*\/assets\//, ''))).toEqual([
      'a.js: names a source map (sourceMappingURL)',
      'a.js.map.br: a source map with the sources in it',
    ]);
  });

  it.each(BUILDS)('%s, when built, gives no source away', (build) => {
    const dir = path.join(ROOT, build);
    if (!existsSync(dir)) return;
    expect(sourceMapProblems(dir)).toEqual([]);
  });
});
