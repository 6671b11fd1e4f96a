export interface BenchRow {
  /** What was measured, e.g. "landing: JS (gzip) before first paint". */
  name: string;
  ours: number;
  baseline: number;
  unit: string;
  /** ours / baseline */
  ratio: number;
  /** Human-readable target, e.g. "≤ 2.0×". */
  target: string;
  pass: boolean;
  /** How it was measured, in one line. */
  note?: string;
}

export function row(
  name: string,
  ours: number,
  baseline: number,
  unit: string,
  target: { max?: number; min?: number },
  note?: string,
): BenchRow {
  const ratio = baseline === 0 ? Number.POSITIVE_INFINITY : ours / baseline;
  const pass =
    (target.max === undefined || ratio <= target.max) && (target.min === undefined || ratio >= target.min);
  const text =
    [target.min !== undefined ? `≥ ${target.min}×` : '', target.max !== undefined ? `≤ ${target.max}×` : '']
      .filter(Boolean)
      .join(', ') || 'report only';
  return { name, ours, baseline, unit, ratio, target: text, pass, note };
}

/** The median of `values`, leaving out runs that gave no figure (NaN); NaN when none did. */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const fmt = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

export function printRows(rows: BenchRow[]): void {
  for (const r of rows) {
    console.log(
      `${r.pass ? 'PASS' : 'MISS'}  ${r.name}: ours ${fmt(r.ours)} ${r.unit}, baseline ${fmt(r.baseline)} ${r.unit}, ratio ${r.ratio.toFixed(2)}× (target ${r.target})`,
    );
  }
}

/** A Markdown table with its columns padded to one width each (as the formatter writes it). */
function table(header: string[], body: string[][]): string[] {
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)];
}

/** One benchmark's rows as its last run left them (bench/results/<name>.json). */
export interface BenchResult {
  name: string;
  /** When it ran (ISO 8601). */
  measured: string;
  /** Where: platform, architecture and Node version. */
  machine: string;
  rows: BenchRow[];
}

/** bench/RESULTS.md: every benchmark's last result, in the order given, each with when it ran. */
export function markdown(results: BenchResult[]): string {
  const rows = results.flatMap((result) => result.rows);
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (every benchmark) and `npm run bench -- NAME…` (those named; the others keep',
    'their last result). Each row compares our path with a baseline measured in the same run.',
    '',
    ...results.map((result) => `- \`${result.name}\`: measured ${result.measured} on ${result.machine}`),
    '',
    ...table(
      ['measure', 'ours', 'baseline', 'ratio', 'target', 'result'],
      rows.map((r) => [
        r.name,
        `${fmt(r.ours)} ${r.unit}`.trim(),
        `${fmt(r.baseline)} ${r.unit}`.trim(),
        `${r.ratio.toFixed(2)}×`,
        r.target,
        r.pass ? 'pass' : 'MISS',
      ]),
    ),
    '',
    ...rows.filter((r) => r.note).map((r) => `- **${r.name}**: ${r.note}`),
    '',
  ];
  return lines.join('\n');
}
