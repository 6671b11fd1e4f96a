// The browser entry point must stay free of mongoose, libphonenumber-js and node modules; the phone entry
// point may add libphonenumber-js only. Walks the relative import graph of each entry point.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

function externalImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const externals = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /(?:import|export)[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)|require\('([^']+)'\)/g,
    )) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec) continue;
      if (spec.startsWith('.')) visit(`${resolve(dirname(file), spec)}.ts`);
      else externals.add(spec);
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
});
