import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The widths every public screen is tested at: a phone and a laptop. */
export const WIDTHS = [375, 1280] as const;
export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export interface OpenOptions {
  width: number;
  lang?: Lang;
  /** IANA zone of the browser (default: the machine's). */
  timezoneId?: string;
  /** Set up the context (e.g. install a fake clock) before the page loads. */
  before?: (context: BrowserContext) => Promise<void>;
}

export async function newContext(
  browser: Browser,
  { width, timezoneId }: OpenOptions,
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height: width < 500 ? 812 : 800 },
    locale: 'es-ES',
    ...(timezoneId ? { timezoneId } : {}),
    acceptDownloads: true,
  });
}

/**
 * Opens a public path once the live page runs (the landing is first served prerendered, without
 * behaviour) and switches to English when asked, with the header's toggle.
 */
export async function openPage(browser: Browser, url: string, options: OpenOptions): Promise<Page> {
  const context = await newContext(browser, options);
  await options.before?.(context);
  const page = await context.newPage();
  await page.goto(url);
  await waitForLive(page);
  if (options.lang === 'en') await switchLanguage(page, 'en');
  return page;
}

export async function waitForLive(page: Page): Promise<void> {
  await page.locator('main#main-content[data-live="true"]').waitFor();
}

/**
 * Waits until the site's web fonts are in force: the shell loads them once the page is painted and adds
 * them all together when every one has arrived (shell/src/site-fonts.ts), so `document.fonts.ready` can
 * answer before they are in the page's font set.
 */
export async function waitForSiteFonts(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById('site-fonts') === null &&
      [...document.fonts].some(
        (face) => face.status === 'loaded' && face.family.replace(/["']/g, '') === 'Atkinson Hyperlegible',
      ),
  );
}

export async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.lang);
  if (current === lang) return;
  await page.getByTestId('language-toggle').click();
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
}

/** Waits until the window stops scrolling (smooth scrolls) and returns the final position. */
export async function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still += 1;
          else still = 0;
          last = window.scrollY;
          if (still >= 6) resolve(window.scrollY);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** axe-core's serious and critical violations, best practices included (the one helper in ./axe). */
export { type AxeViolation, axeViolations } from './axe';

/** Retries an assertion until it passes or `timeoutMs` runs out (then throws its last error). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
