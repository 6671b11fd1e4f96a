import { afterFirstContentfulPaint, runInSteps } from '@wedding/shared-contracts/web';
import { recordEarlyTaps } from './early-taps';
import { loadRuntimeConfig, preloadRemoteFiles } from './remotes/runtime-config';
import { loadSiteFonts } from './site-fonts';
import { intlWarmUpSteps } from './warm-up-intl';

// Async boundary: shared singletons are negotiated before any React code runs.
//
// What is on screen first is the prerendered page (or the boot message), and nothing here may compete
// with it: the live page starts loading once that first contentful paint is on screen. Then the site's
// fonts start to download (they come into force together once all have arrived, without moving the
// page), the runtime configuration is read at once (the page's inline copy, else /runtime-config) (bootstrap awaits the same request and reports its
// failure) while the large shared libraries are evaluated one per task, so that no single evaluation
// blocks a phone's main thread for long (the page on screen should answer a tap); bootstrap then finds
// them ready. A tap on a control that cannot answer before then is kept and made again once the page is
// live (early-taps).
recordEarlyTaps();
void afterFirstContentfulPaint().then(() => {
  void loadSiteFonts();
  loadRuntimeConfig().catch(() => undefined);
  preloadRemoteFiles(window.location.pathname).catch(() => undefined);
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
