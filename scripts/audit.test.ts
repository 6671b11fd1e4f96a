// The dependency audit's judgement (scripts/audit.ts) on recorded `npm audit --json` outputs, and the
// SheetJS build the admin service really loads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { judgeAudit } from './audit';

const ROOT = path.resolve(__dirname, '..');

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts },
      dependencies: { prod: 300, dev: 0, total: 300 },
    },
  });

describe('judgeAudit', () => {
  it('passes a report without high or critical advisories', () => {
    const outcome = judgeAudit(
      report(
        { 'some-lib': { name: 'some-lib', severity: 'moderate', via: [{ title: 'ReDoS' }], range: '<2' } },
        { moderate: 1, total: 1 },
      ),
    );
    expect(outcome).toEqual({ kind: 'passed', counts: expect.objectContaining({ moderate: 1, high: 0 }) });
  });

  it('fails on a high or a critical advisory and names them', () => {
    const outcome = judgeAudit(
      report(
        {
          xlsx: {
            name: 'xlsx',
            severity: 'high',
            via: [{ title: 'Prototype Pollution in sheetJS' }],
            range: '<0.19.3',
          },
          'parent-lib': { name: 'parent-lib', severity: 'critical', via: ['xlsx'] },
          quiet: { name: 'quiet', severity: 'low', via: [] },
        },
        { high: 1, critical: 1, low: 1, total: 3 },
      ),
    );
    expect(outcome.kind).toBe('failed');
    if (outcome.kind !== 'failed') return;
    expect(outcome.findings).toEqual([
      'high: xlsx <0.19.3 (Prototype Pollution in sheetJS)',
      'critical: parent-lib (via xlsx)',
    ]);
  });

  it('fails on counts alone when the per-package list is missing', () => {
    expect(judgeAudit(report({}, { critical: 2 })).kind).toBe('failed');
  });

  it('says the audit did not run when the registry refuses it (recorded 405 from the mirror)', () => {
    const stdout = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    expect(judgeAudit(stdout, 'npm error audit endpoint returned an error')).toEqual({
      kind: 'not-run',
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
  });

  it('says the audit did not run when npm prints no JSON at all (offline, npm missing)', () => {
    expect(
      judgeAudit('', 'npm warn Unknown user config "x"\nnpm error code ENOTFOUND\nnpm error network'),
    ).toEqual({ kind: 'not-run', reason: 'npm error code ENOTFOUND' });
    expect(judgeAudit('null').kind).toBe('not-run');
    expect(judgeAudit('{"error":{"code":"ENOLOCK","summary":"This command requires a lockfile"}}')).toEqual({
      kind: 'not-run',
      reason: 'This command requires a lockfile',
    });
  });
});

/** [major, minor, patch] of "x.y.z". */
const parts = (version: string) => version.split(/[.-]/).slice(0, 3).map(Number);
function atLeast(version: string, minimum: string): boolean {
  const [a, b] = [parts(version), parts(minimum)];
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

describe('SheetJS', () => {
  // 0.18.5, the last build on the npm registry under the name `xlsx`, has CVE-2023-30533 (prototype
  // pollution, fixed in 0.19.3) and CVE-2024-22363 (ReDoS, fixed in 0.20.2). svc-admin installs the
  // maintained build through an npm alias: "xlsx": "npm:@e965/xlsx@0.20.3".
  const fromAdmin = require.resolve('xlsx', { paths: [path.join(ROOT, 'svc-admin')] });

  it('is at least 0.20.2 where svc-admin resolves it, on disk and at run time', () => {
    let dir = path.dirname(fromAdmin);
    while (!readFileSync(path.join(dir, 'package.json'), 'utf8').includes('"version"'))
      dir = path.dirname(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    expect(manifest.name).toBe('@e965/xlsx');
    expect(atLeast(manifest.version, '0.20.2')).toBe(true);
    const runtime = (require(fromAdmin) as { version: string }).version;
    expect(atLeast(runtime, '0.20.2')).toBe(true);
  });

  it('is declared as the alias in svc-admin/package.json and locked to it', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'svc-admin/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies.xlsx).toMatch(/^npm:@e965\/xlsx@0\.2\d\.\d+$/);
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { name?: string; version?: string }>;
    };
    const locked = lock.packages['node_modules/xlsx'] ?? lock.packages['svc-admin/node_modules/xlsx'];
    expect(locked?.name).toBe('@e965/xlsx');
    expect(atLeast(locked?.version ?? '0', '0.20.2')).toBe(true);
  });

  it('compares versions numerically', () => {
    expect(atLeast('0.20.3', '0.20.2')).toBe(true);
    expect(atLeast('0.20.10', '0.20.2')).toBe(true);
    expect(atLeast('0.18.5', '0.20.2')).toBe(false);
    expect(atLeast('0.19.3', '0.20.2')).toBe(false);
  });
});
