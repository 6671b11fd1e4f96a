import { PAGE_PRELOADS_STARTED } from './head/names';

/** Where the gateway puts the page's preloads (shell/server/page-preloads.ts). */
const PRELOADS_ID = 'page-preloads';

/**
 * Puts in force the preloads the gateway named for this page: everything it needs before it is live,
 * asked for at once instead of one round trip after another. They wait in an inert template until the
 * page is painted (a preload in the head from the start counts, in Lighthouse's estimate, as holding
 * the first paint up). Once only.
 *
 * The template holds the shell's files, then the remote's manifest, then the remote's scripts. The
 * remote's scripts are asked for once its manifest has arrived: a preload that failed while the remote
 * was down would be taken again by the loader once it is back, and Retry could not bring the page
 * (e2e/tests/reliability-remotes.e2e.test.ts). True when the page named the remote's files (the shell
 * then leaves the federation runtime's own preloading out: each file would be asked for twice).
 *
 * A preload matches the loader's later request only in the same CORS mode. The scripts' loader asks
 * for a remote chunk of another origin with `crossorigin="anonymous"` and for one of its own origin
 * without; the federation runtime loads a remote's entry without. Which origin is "its own" is the
 * page's as the browser sees it (`location.origin`): decided here, not by the gateway, which behind a
 * TLS proxy may read its own address as `http://…` and would have every chunk fetched twice.
 */
export function startPagePreloads(doc: Document = document): boolean {
  const template = doc.getElementById(PRELOADS_ID);
  if (!(template instanceof HTMLTemplateElement)) return false;
  template.remove();
  const links = [...template.content.querySelectorAll('link')];
  const manifestAt = links.findIndex((link) => link.getAttribute('as') === 'fetch');
  if (manifestAt < 0) {
    doc.head.append(...links);
    return false;
  }
  const manifest = links[manifestAt] as HTMLLinkElement;
  const remoteScripts = links.slice(manifestAt + 1);
  const pageOrigin = doc.location?.origin;
  for (const link of remoteScripts) {
    const href = link.getAttribute('href') ?? '';
    const crossOrigin = new URL(href, doc.baseURI).origin !== pageOrigin;
    if (crossOrigin && !href.endsWith('remoteEntry.js')) link.setAttribute('crossorigin', 'anonymous');
  }
  // (the federation runtime may have preloaded some of them meanwhile: those are not asked for again)
  const append = () => {
    const present = new Set(
      [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')),
    );
    doc.head.append(...remoteScripts.filter((link) => !present.has(link.getAttribute('href'))));
  };
  manifest.addEventListener('load', append, { once: true });
  doc.head.append(...links.slice(0, manifestAt + 1));
  return true;
}

/**
 * `startPagePreloads` once for the page, by whichever comes first: the head's inline script at the first
 * paint (shell/src/head/preloads-at-paint.ts), which does not wait for the shell's script to arrive (on
 * slow 4G a round trip and more), or the shell's script. Both get the same answer: true when the page
 * named the remote's files. A call that finds no preloads in the page (yet: a browser without paint
 * timing may call it before the head's end is parsed) decides nothing, and the next caller looks again.
 */
export function pagePreloadsStarted(doc: Document = document): boolean {
  const view = doc.defaultView as (Window & { [PAGE_PRELOADS_STARTED]?: boolean }) | null;
  const started = view?.[PAGE_PRELOADS_STARTED];
  if (started !== undefined) return started;
  if (!doc.getElementById(PRELOADS_ID)) return false;
  const named = startPagePreloads(doc);
  if (view) view[PAGE_PRELOADS_STARTED] = named;
  return named;
}
