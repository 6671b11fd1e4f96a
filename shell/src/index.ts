import { afterFirstContentfulPaint, runInSteps } from '@wedding/shared-contracts/web';
import { recordEarlyTaps, whenLive } from './early-taps';
import { pagePreloadsStarted } from './page-preloads';
import { loadRuntimeConfig, preloadRemoteFiles } from './remotes/runtime-config';
import { loadSiteFonts } from './site-fonts';
import { intlWarmUpSteps } from './warm-up-intl';

// Async boundary: shared singletons are negotiated before any React code runs.
//
// What is on screen first is the prerendered page (or the boot message), and nothing here may compete
// with it: the live page starts once that first contentful paint is on screen, and asks for every file
// it needs at once then (the page names them: pagePreloadsStarted). The runtime configuration is read at once (the page's inline copy,
// else /runtime-config; bootstrap awaits the same promise and reports its failure) while the large shared
// libraries are evaluated one per task, so that no single evaluation blocks a phone's main thread for
// long (the page on screen should answer a tap); bootstrap then finds them ready. What a guest taps,
// types or submits before the page is live is kept and given back once it is (early-taps).

/**
 * The site's fonts wait for the live page (at most this long after the first paint): on a phone's
 * connection they would share the bandwidth with the page's scripts (on Slow 4G the page was live noticeably
 * later). The fallbacks are sized like them, so their late arrival moves nothing.
 */
const FONTS_AT_MOST_AFTER_PAINT_MS = 3000;

recordEarlyTaps();
void afterFirstContentfulPaint().then(() => {
  // (the page's own inline script has usually put them in force already: head/preloads-at-paint.ts)
  const named = pagePreloadsStarted();
  void whenLive(document, FONTS_AT_MOST_AFTER_PAINT_MS).then(() => loadSiteFonts());
  loadRuntimeConfig().catch(() => undefined);
  if (!named) preloadRemoteFiles(window.location.pathname).catch(() => undefined);
  return runInSteps([
    () => import('react-dom/client'),
    () => import('react-router-dom'),
    () => import('@tanstack/react-query'),
    () => import('styled-components'),
    () => import('react-intl'),
    ...intlWarmUpSteps([document.documentElement.lang, navigator.language]),
    // named: the gateway preloads the group's files with the page (shell/server/page-preloads.ts)
    () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
  ]);
});
