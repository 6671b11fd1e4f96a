// The browser entry point must stay free of mongoose, libphonenumber-js and node modules; the phone entry
// point may add libphonenumber-js only; the rendering subpaths reach only what the front ends provide (the
// package's optional peers); and every library the package imports is one it declares. Walks the relative
// import graph of each entry point.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import manifest from '../package.json';

function externalImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const externals = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]|import\(['"]([^'"]+)['"]\)|require\(['"]([^'"]+)['"]\)/g,
    )) {
      const spec = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (!spec) continue;
      if (spec.startsWith('.')) {
        const base = resolve(dirname(file), spec);
        const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((path) => existsSync(path));
        if (!found) throw new Error(`${file}: cannot resolve ${spec}`);
        visit(found);
      } else externals.add(spec);
    }
  };
  visit(resolve(__dirname, entry));
  return externals;
}

describe('entry points', () => {
  it('index.ts imports only zod', () => {
    expect([...externalImports('index.ts')]).toEqual(['zod']);
  });

  it('phone.ts imports only zod and libphonenumber-js/max', () => {
    expect([...externalImports('phone.ts')].sort()).toEqual(['libphonenumber-js/max', 'zod']);
  });

  /** The package a bare import names ('react-dom/static' → 'react-dom'). */
  const packageOf = (spec: string) =>
    spec
      .split('/')
      .slice(0, spec.startsWith('@') ? 2 : 1)
      .join('/');
  const peers = Object.keys(manifest.peerDependencies);

  it.each(['web/index.ts', 'ui/index.ts', 'ui/prerender.tsx'])(
    '%s reaches only zod and what the front ends provide (optional peers)',
    (entry) => {
      for (const spec of externalImports(entry))
        expect([spec, [...peers, 'zod']]).toEqual([spec, expect.arrayContaining([packageOf(spec)])]);
    },
  );

  it('declares every library it imports: node-only ones as dependencies, rendering ones as optional peers', () => {
    const declared = new Set([...Object.keys(manifest.dependencies), ...peers]);
    const entries = [
      'index.ts',
      'phone.ts',
      'domain/index.ts',
      'server/index.ts',
      'web/index.ts',
      'ui/index.ts',
      'ui/prerender.tsx',
    ];
    const used = new Set(entries.flatMap((entry) => [...externalImports(entry)].map(packageOf)));
    const undeclared = [...used].filter(
      (name) => !declared.has(name) && !name.startsWith('node:') && !builtinModules.includes(name),
    );
    expect(undeclared).toEqual([]);
    for (const peer of peers)
      expect(manifest.peerDependenciesMeta[peer as keyof typeof manifest.peerDependenciesMeta]).toEqual({
        optional: true,
      });
  });
});
