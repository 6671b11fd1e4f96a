import { z } from 'zod';

/**
 * Each remote's build prerenders its pages (scripts/prerender.ts: every public route of mf-public's,
 * mf-admin's login) into `prerender/*.html` beside its manifest, and lists them in
 * `prerender/pages.json`. The gateway reads that list, picks the page for a request's path and puts it in
 * the shell's index.html; the shell hydrates it.
 */
export const PRERENDER_PAGES_FILE = 'prerender/pages.json';

const fileName = z.string().regex(/^[a-z0-9-]+\.html$/);
/**
 * The remote's script files a page needs before it is live (its entry, the exposed routes' files, the
 * page's own chunks), relative to the remote's manifest: the gateway names them in the page as preloads.
 */
const scriptFiles = z
  .array(z.string().regex(/^[A-Za-z0-9_.-]+\.js$/))
  .max(60)
  .optional();

export const prerenderManifestSchema = z.object({
  /** Route paths as the router writes them (`/`, `/rsvp/email`, `/invitation/:code`). */
  pages: z
    .array(
      z.object({
        path: z.string().regex(/^\/[A-Za-z0-9/:_-]*$/),
        file: fileName,
        /** A parameter's page is used only when the parameter matches this pattern (else no page). */
        params: z.record(z.string(), z.string().max(200)).optional(),
        scripts: scriptFiles,
      }),
    )
    .max(50),
  /** The not-found page, for any other path (none: any other path has no prerendered page). */
  notFound: fileName.optional(),
  notFoundScripts: scriptFiles,
});
export type PrerenderManifest = z.infer<typeof prerenderManifestSchema>;

/** Path segments, decoded; null when a segment is not valid percent-encoding. */
function segments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

/** A prerendered page: its file, and the remote's script files it needs before it is live. */
export interface PrerenderedPage {
  file: string;
  scripts: string[];
}

/**
 * The prerendered page for a path: the file whose route matches it as the router would (static parts
 * compared without case, a trailing slash ignored), the not-found page when none does (null without
 * one), and null when the path cannot be told (bad encoding, or a parameter outside its pattern: the live
 * page decides).
 */
export function prerenderedPageFor(manifest: PrerenderManifest, pathname: string): PrerenderedPage | null {
  const wanted = segments(pathname);
  if (!wanted) return null;
  for (const page of manifest.pages) {
    const route = page.path.split('/').filter(Boolean);
    if (route.length !== wanted.length) continue;
    let fits = true;
    let unsure = false;
    route.forEach((part, i) => {
      const value = wanted[i]!;
      if (!part.startsWith(':')) fits &&= part.toLowerCase() === value.toLowerCase();
      else {
        const pattern = page.params?.[part.slice(1)];
        if (pattern && !matches(pattern, value)) unsure = true;
      }
    });
    if (fits) return unsure ? null : { file: page.file, scripts: page.scripts ?? [] };
  }
  return manifest.notFound ? { file: manifest.notFound, scripts: manifest.notFoundScripts ?? [] } : null;
}

/**
 * A prerendered page is its style tags (styled-components' server styles) followed by its markup.
 * The gateway puts the two apart: the styles into the head, the markup into the app container the
 * shell hydrates.
 */
export function splitPrerendered(fragment: string): { styles: string; markup: string } {
  const styles = /^(?:<style[^>]*>[\s\S]*?<\/style>)*/.exec(fragment)?.[0] ?? '';
  return { styles, markup: fragment.slice(styles.length) };
}
