import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The singletons every federated build declares identically (ARCHITECTURE.md). Versions are read
 * from the installed packages so the three builds always agree with the lockfile.
 * shared-contracts and zod are deliberately absent: they are bundled, not shared.
 *
 * react-aria-components is not shared either (a change from ARCHITECTURE.md, see
 * docs/decisions/0047-react-aria-components-not-shared.md): a shared module is bundled whole, and the
 * whole of react-aria-components is larger than React itself. The shell never uses it and only one
 * remote is on screen at a time, so each remote bundles just the components it uses, tree-shaken.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // react-router itself is not shared: the builds take react-router-dom for the part of it they use
  // (router-exports.ts), which is shared, react-router bundled in it
  'react-router-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'styled-components',
  'react-intl',
] as const;

const root = path.resolve(__dirname, '..', '..');

function installedVersion(name: string): string {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] ?? name);
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules', pkgName, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

export function sharedSingletons(): Record<
  string,
  { singleton: true; version: string; requiredVersion: string; strictVersion: boolean }
> {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      // given, not read by the bundler: react-router-dom is provided from a file of this repository
      const version = installedVersion(name);
      return [name, { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false }];
    }),
  );
}
