import { crossPackageClones, type JscpdReport } from './duplication';

const report = (duplicates: JscpdReport['duplicates']): JscpdReport => ({
  statistics: { total: { percentage: 0.4, duplicatedLines: 40, lines: 10_000, clones: duplicates.length } },
  duplicates,
});
const clone = (lines: number, a: string, b: string) => ({
  lines,
  firstFile: { name: a, start: 3 },
  secondFile: { name: b, start: 9 },
});

describe('the duplicate-code rule across packages', () => {
  it('names a block of 6 or more lines shared by two packages', () => {
    expect(
      crossPackageClones(report([clone(11, 'svc-admin/src/config.ts', 'svc-public/src/config.ts')])),
    ).toEqual(['svc-admin/src/config.ts:3 ↔ svc-public/src/config.ts:9 (11 lines)']);
  });

  it('leaves a block repeated inside one package, or shorter than 6 lines, to the total', () => {
    expect(
      crossPackageClones(
        report([
          clone(20, 'mf-admin/src/a.tsx', 'mf-admin/src/b.tsx'),
          clone(5, 'mf-admin/src/a.tsx', 'mf-public/src/b.tsx'),
        ]),
      ),
    ).toEqual([]);
  });
});
