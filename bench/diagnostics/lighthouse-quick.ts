/**
 * Diagnostic, not a benchmark: Lighthouse 12 mobile on a few paths and the bare React page, one line per
 * run (score, FCP, LCP, TBT), for comparing two builds in one sitting.
 *
 * `npx tsx bench/diagnostics/lighthouse-quick.ts RUNS PATH…` after `npm run build`.
 */
import { startTestStack } from '../../e2e/lib/stack';
import { serveBarePage } from '../lib/bare-react';
import { lighthouseRun } from '../lib/lighthouse-run';

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 2);
  const paths = process.argv.slice(3);
  const stack = await startTestStack();
  const bare = await serveBarePage();
  try {
    for (const [name, url] of [...paths.map((p) => [p, `${stack.url}${p}`]), ['bare page', bare.url]]) {
      for (let i = 0; i < runs; i += 1) {
        const { audits, score } = await lighthouseRun(url as string);
        const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
        console.log(
          `${name}: score ${score}, FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms`,
        );
      }
    }
  } finally {
    await bare.close();
    await stack.cleanup();
  }
}

void main();
