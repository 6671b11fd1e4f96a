/** Where the gateway puts the page's preloads (shell/server/page-preloads.ts). */
const PRELOADS_ID = 'page-preloads';

/**
 * Puts in force the preloads the gateway named for this page: everything it needs before it is live,
 * asked for at once instead of one round trip after another. They wait in an inert template until the
 * page is painted (a preload in the head from the start counts, in Lighthouse's estimate, as holding
 * the first paint up). Once only.
 */
export function startPagePreloads(doc: Document = document): void {
  const template = doc.getElementById(PRELOADS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  doc.head.append(template.content);
}
