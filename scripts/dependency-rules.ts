/**
 * Who may import what, in `npm test`: dependency-cruiser with the rules of .dependency-cruiser.cjs over
 * shared-contracts, the front ends', the services' and the tools' sources; any violation fails.
 * `npx tsx scripts/dependency-rules.ts` prints them.
 */
import path from 'node:path';
import { run } from './lib/proc';

const ROOT = path.resolve(__dirname, '..');
export const CHECKED = [
  'shared-contracts/src',
  'mf-admin/src',
  'mf-public/src',
  'shell/src',
  'svc-admin/src',
  'svc-public/src',
  // the tools: scripts <- e2e <- bench
  'scripts',
  'e2e',
  'bench',
];

/** Runs the rules over `sources` from `cwd`; true when nothing breaks them. */
export async function dependencyRules(options: { cwd?: string; sources?: string[] } = {}): Promise<boolean> {
  const args = [
    '--config',
    path.join(ROOT, '.dependency-cruiser.cjs'),
    '--output-type',
    'err',
    ...(options.sources ?? CHECKED),
  ];
  return (
    (await run(path.join(ROOT, 'node_modules/.bin/depcruise'), args, { cwd: options.cwd ?? ROOT })) === 0
  );
}

if (require.main === module) {
  dependencyRules().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
