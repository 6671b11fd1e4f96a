// The phone RSVP pages' first load holds no phone library (issue 17): libphonenumber-js (about 48 kB
// compressed, and a long evaluation on a phone) comes with phone-checks.ts (the form's checks, with zod), which the page loads
// with import() when the guest first uses the form. Walks the static imports from the page's module.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

function staticImports(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    // `import … from '…'` and `export … from '…'`, not `import('…')`; type-only imports bring no code
    for (const match of source.matchAll(/^(?:import|export)(?!\s+type\s)[^'";]*?from\s+'([^']+)'/gm)) {
      const spec = match[1] ?? '';
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const base = resolve(dirname(file), spec);
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);
      if (!found) throw new Error(`cannot resolve ${spec} from ${file}`);
      visit(found);
    }
  };
  visit(resolve(__dirname, entry));
  return { files, packages };
}

describe("the phone RSVP page's first load", () => {
  const { files, packages } = staticImports('components/phone-rsvp-page.tsx');

  it('imports no phone library: it waits for the first use of the form', () => {
    expect([...packages].filter((name) => /libphonenumber|shared-contracts\/phone/.test(name))).toEqual([]);
    const lazy = ['phone-input.ts', 'phone-checks.ts'].map((name) => resolve(__dirname, name));
    expect([...files].filter((file) => lazy.includes(file))).toEqual([]);
  });

  it('the walk sees the page and the modules it needs at once (a check that cannot fail is no check)', () => {
    expect(files.has(resolve(__dirname, 'components/search-step.tsx'))).toBe(true);
    expect(files.has(resolve(__dirname, 'phone-field.ts'))).toBe(true);
    expect(packages.has('@wedding/shared-contracts')).toBe(true);
  });
});
