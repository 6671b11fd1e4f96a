/**
 * What in a front end's build would hand out its sources: a script or style sheet naming a source map
 * (`sourceMappingURL`), or a source map holding the sources themselves (`sourcesContent`), precompressed
 * copies included. Every file of a build's dist/ is served, so none may. `npx tsx scripts/source-maps.ts`
 * checks the three builds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const ROOT = path.resolve(__dirname, '..');
export const BUILDS = ['shell/dist', 'mf-public/dist', 'mf-admin/dist'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** A served file's text, its precompressed copies decompressed. */
function textOf(file: string): string {
  const raw = readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(raw).toString('utf8');
  if (file.endsWith('.gz')) return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** One sentence per file of `dir` that gives sources away (none: nothing does). */
export function sourceMapProblems(dir: string): string[] {
  const problems: string[] = [];
  for (const file of filesUnder(dir)) {
    const name = path.basename(file).replace(/\.(br|gz)$/, '');
    const where = path.relative(ROOT, file);
    if (name.endsWith('.map')) {
      const map = JSON.parse(textOf(file)) as { sourcesContent?: unknown[] };
      if (map.sourcesContent?.some((source) => typeof source === 'string' && source.length > 0))
        problems.push(`${where}: a source map with the sources in it`);
    } else if (/\.(m?js|css)$/.test(name) && /[#@] sourceMappingURL=/.test(textOf(file))) {
      problems.push(`${where}: names a source map (sourceMappingURL)`);
    }
  }
  return problems;
}

if (require.main === module) {
  const problems = BUILDS.flatMap((build) => sourceMapProblems(path.join(ROOT, build)));
  for (const problem of problems) console.log(problem);
  console.log(
    problems.length === 0 ? 'source maps: no build gives its sources away' : `${problems.length} problem(s)`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
