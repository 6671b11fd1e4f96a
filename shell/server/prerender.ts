import { setTimeout } from 'node:timers/promises';
import {
  PRERENDER_PAGES_FILE,
  type PrerenderManifest,
  prerenderedPageFor,
  prerenderManifestSchema,
  splitPrerendered,
} from '@wedding/shared-contracts';

/**
 * A remote's prerendered first screens (`prerender/pages.json` and the pages it lists, beside its
 * manifest): every public route's, by mf-public's build; the login's, by mf-admin's. The gateway puts
 * the page for a request's path inside index.html, so a reader sees the page before any JavaScript has
 * arrived; the shell then hydrates it into the live page. Each file is fetched with a short timeout and
 * cached; if the remote cannot give one, the page is served without it (the boot message, then the live
 * page: nothing breaks).
 */
const FRESH_MS = 60_000;
const RETRY_AFTER_FAILURE_MS = 10_000;
/** Tried again sooner while there is no copy at all (mf-public still starting, say). */
const RETRY_WITHOUT_COPY_MS = 1_000;
/** How long the gateway's start keeps trying to fetch the pages (mf-public may start after it). */
const WARM_FOR_MS = 30_000;
const TIMEOUT_MS = 500;
const MAX_BYTES = 512 * 1024;

export interface PrerenderSource {
  /**
   * The prerendered page for a path (its markup, and the remote's script files it needs before it is
   * live), or null when there is none to give.
   */
  pageFor(pathname: string): Promise<{ html: string; scripts: string[] } | null>;
  /**
   * Fetches the list and every page it names, so that the first guests are served from cache; tries
   * again every second for `forMs` (30 s) while mf-public cannot give them all.
   */
  warm(forMs?: number): Promise<void>;
}

const retryIn = (copy: string | null) => (copy === null ? RETRY_WITHOUT_COPY_MS : RETRY_AFTER_FAILURE_MS);

/**
 * One file of mf-public's, fetched at most once at a time. Fresh for FRESH_MS; after that the copy in
 * hand is still served at once while a new one is fetched (a guest never waits for a refresh), and kept
 * if that fails. Only a fetch without a copy in hand is waited for; after a failure the next fetch waits
 * RETRY_AFTER_FAILURE_MS (RETRY_WITHOUT_COPY_MS while there is no copy at all).
 */
function cachedFile(url: string, now: () => number): () => Promise<string | null> {
  let cached: { text: string | null; until: number } = { text: null, until: 0 };
  let pending: Promise<string | null> | null = null;
  const refresh = async (): Promise<string | null> => {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const text = res.ok ? await res.text() : '';
      const usable = text.length > 0 && text.length <= MAX_BYTES;
      cached = usable ? { text, until: now() + FRESH_MS } : { text: null, until: now() + retryIn(null) };
    } catch {
      // unreachable or slow: keep what we had (a page of the deployment before is still a page)
      cached = { text: cached.text, until: now() + retryIn(cached.text) };
    }
    return cached.text;
  };
  return () => {
    if (now() >= cached.until) {
      pending ??= refresh().finally(() => {
        pending = null;
      });
      if (cached.text === null) return pending;
    }
    return Promise.resolve(cached.text);
  };
}

function parseManifest(text: string | null): PrerenderManifest | null {
  if (!text) return null;
  try {
    return prerenderManifestSchema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The list as parsed from the copy in hand: parsed once per copy, not once per request. */
function parsedManifest(get: () => Promise<string | null>): () => Promise<PrerenderManifest | null> {
  let parsed: { text: string | null; manifest: PrerenderManifest | null } = { text: null, manifest: null };
  return async () => {
    const text = await get();
    if (text !== parsed.text) parsed = { text, manifest: parseManifest(text) };
    return parsed.manifest;
  };
}

export function prerenderSource(manifestUrl: string, now: () => number = Date.now): PrerenderSource {
  const manifest = parsedManifest(cachedFile(new URL(PRERENDER_PAGES_FILE, manifestUrl).toString(), now));
  // one cache per file the list names (the list is mf-public's own and short: at most 50 files)
  const files = new Map<string, () => Promise<string | null>>();
  const file = (name: string) => {
    let get = files.get(name);
    if (!get) {
      get = cachedFile(new URL(`prerender/${name}`, manifestUrl).toString(), now);
      files.set(name, get);
    }
    return get();
  };
  return {
    async pageFor(pathname) {
      const pages = await manifest();
      const page = pages && prerenderedPageFor(pages, pathname);
      const html = page ? await file(page.file) : null;
      return page && html ? { html, scripts: page.scripts } : null;
    },
    async warm(forMs = WARM_FOR_MS) {
      const until = now() + forMs;
      for (;;) {
        const pages = await manifest();
        const names = pages
          ? [...pages.pages.map((page) => page.file), ...(pages.notFound ? [pages.notFound] : [])]
          : [];
        const got = await Promise.all(names.map(file));
        if (pages && got.every(Boolean)) return;
        if (now() >= until) return;
        // unref: a gateway (or a test) that is done need not wait for this
        await setTimeout(RETRY_WITHOUT_COPY_MS, undefined, { ref: false });
      }
    },
  };
}

/** The app container of the shell's index.html with its static boot message (no nested div). */
const APP_ROOT = /<div id="root">[\s\S]*?<\/div>/;

/** Text made safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts prerendered markup in the app container of the shell's index.html, replacing the boot
 * message, and its style tags at the end of the head. The container is marked with the path the page
 * was served for (`data-prerendered="/rsvp"`): the shell hydrates what it holds when that is the path it
 * is on, and hydration expects nothing in it but the page's own markup.
 */
export function withPrerender(indexHtml: string, fragment: string | null, pathname: string): string {
  if (!fragment) return indexHtml;
  const { styles, markup } = splitPrerendered(fragment);
  const marker = escapeAttribute(pathname);
  return indexHtml
    .replace('</head>', () => `${styles}</head>`)
    .replace(APP_ROOT, () => `<div id="root" data-prerendered="${marker}">${markup}</div>`);
}
