import { splitPrerendered } from '@wedding/shared-contracts';

/**
 * The landing's first screen, prerendered by mf-public's build (`prerender/landing.html` beside its
 * manifest). The gateway puts it inside index.html for `/`, so a guest sees the page before any
 * JavaScript has arrived; the shell then hydrates it into the live page. Fetched with a short timeout and
 * cached; if mf-public cannot give it, the page is served without it (nothing breaks).
 */
const FRESH_MS = 60_000;
const RETRY_AFTER_FAILURE_MS = 10_000;
const TIMEOUT_MS = 500;
const MAX_BYTES = 512 * 1024;

export interface PrerenderSource {
  landing(): Promise<string | null>;
}

export function prerenderSource(manifestUrl: string, now: () => number = Date.now): PrerenderSource {
  const url = new URL('prerender/landing.html', manifestUrl).toString();
  let cached: { html: string | null; until: number } = { html: null, until: 0 };
  let pending: Promise<string | null> | null = null;

  const refresh = async (): Promise<string | null> => {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const html = res.ok ? await res.text() : '';
      const usable = html.length > 0 && html.length <= MAX_BYTES;
      cached = { html: usable ? html : null, until: now() + (usable ? FRESH_MS : RETRY_AFTER_FAILURE_MS) };
    } catch {
      cached = { html: null, until: now() + RETRY_AFTER_FAILURE_MS };
    }
    return cached.html;
  };

  return {
    landing() {
      if (now() < cached.until) return Promise.resolve(cached.html);
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

/** The app container of the shell's index.html with its static boot message (no nested div). */
const APP_ROOT = /<div id="root">[\s\S]*?<\/div>/;

/**
 * Puts prerendered markup in the app container of the shell's index.html, replacing the boot
 * message, and its style tags at the end of the head. The container is marked with the page's path
 * (`data-prerendered="/"`): the shell hydrates what it holds, and hydration expects nothing in it
 * but the page's own markup.
 */
export function withPrerender(indexHtml: string, fragment: string | null): string {
  if (!fragment) return indexHtml;
  const { styles, markup } = splitPrerendered(fragment);
  return indexHtml
    .replace('</head>', () => `${styles}</head>`)
    .replace(APP_ROOT, () => `<div id="root" data-prerendered="/">${markup}</div>`);
}
