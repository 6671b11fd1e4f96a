// The one axe-core helper of the browser tests (admin and public pages alike).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

export interface AxeOptions {
  /** Also run axe's best-practice rules (default true). */
  bestPractice?: boolean;
  /** Limit the run to this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's serious and critical violations on the page as it is now: WCAG 2.1 A/AA (and best practices
 * unless turned off). Injected with evaluate, not a script tag: the site's CSP rightly refuses inline
 * scripts.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  const { bestPractice = true, include } = options;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const tags = bestPractice ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS;
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
        .axe;
      const result = (await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as {
        violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
      };
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => JSON.stringify(n.target)),
      }));
    },
    { tags, include },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
