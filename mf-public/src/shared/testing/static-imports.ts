/**
 * For the first-load tests: the modules and packages a module brings with it at once, walking its
 * static imports (`import … from '…'`, `export … from '…'`; not `import('…')`, and type-only imports
 * bring no code). Packages are named, not walked.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export function staticImports(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
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
  visit(entry);
  return { files, packages };
}
