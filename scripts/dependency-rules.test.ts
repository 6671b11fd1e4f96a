import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '..');
const FIXTURE = path.join(__dirname, 'fixtures/dependency-rules');

/** The rule names dependency-cruiser reports for the fixture's deliberate violations. */
async function violationsIn(cwd: string): Promise<string[]> {
  const args = [
    '--config',
    path.join(ROOT, '.dependency-cruiser.cjs'),
    '--output-type',
    'json',
    'shared-contracts',
    'mf-admin',
    'mf-public',
    'svc-public',
    'scripts',
    'e2e',
    'bench',
  ];
  const { stdout } = await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/depcruise'), args, {
    cwd,
    maxBuffer: 20 * 1024 * 1024,
  }).catch((error: { stdout: string }) => error);
  const result = JSON.parse(stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return result.summary.violations
    .map(({ rule, from, to }) => `${rule.name}: ${from} → ${path.basename(to)}`)
    .sort();
}

describe('the dependency rules (.dependency-cruiser.cjs)', () => {
  it('fail on each deliberate violation of the fixture', async () => {
    expect(await violationsIn(FIXTURE)).toEqual([
      'app-only-composes: mf-public/src/features/rsvp/form.ts → page.ts',
      'barrels-stay-in-their-folder: shared-contracts/src/web/index.ts → toast.ts',
      'browser-never-reaches-node: mf-public/src/app/page.ts → index.js',
      'contracts-stay-browser-safe: shared-contracts/src/api-paths.ts → errors.ts',
      'contracts-stay-browser-safe: shared-contracts/src/schemas/guests.ts → guest-state.ts',
      'domain-never-renders: shared-contracts/src/domain/guest-state.ts → toast.ts',
      'features-never-import-each-other: mf-admin/src/features/a/a.ts → b.ts',
      'front-ends-never-reach-each-other: mf-admin/src/lib/reach.ts → page.ts',
      'no-circular: svc-public/src/cycle-a.ts → cycle-b.ts',
      'rendering-kits-never-reach-node: shared-contracts/src/ui/toast.ts → errors.ts',
      'service-kit-knows-no-guest: shared-contracts/src/server/kit.ts → read-state.ts',
      'services-never-reach-front-ends: svc-public/src/service.ts → page.ts',
      'shared-code-never-reaches-features: mf-public/src/shared/theme.ts → form.ts',
      'tools-depend-one-way: e2e/lib/kit.ts → measure.ts',
      'tools-depend-one-way: e2e/tests/soak.e2e.test.ts → measure.ts',
      'tools-depend-one-way: scripts/tool.ts → kit.ts',
    ]);
  }, 60_000);
});
