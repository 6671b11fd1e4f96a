import { runInSteps, yieldToMain } from '@wedding/shared-contracts/web';
import { loadRuntimeConfig } from './remotes/runtime-config';

// The gateway's /runtime-config is fetched at once, while the libraries below load; bootstrap
// awaits the same request (and reports its failure).
loadRuntimeConfig().catch(() => undefined);

// Async boundary: shared singletons are negotiated before any React code runs. The large shared
// libraries are evaluated one per task, so that no single evaluation blocks a phone's main thread
// for long (the prerendered page is already on screen and should answer a tap); bootstrap then
// finds them ready. The first one starts in a task of its own too: the task evaluating this file
// has just set up the Module Federation runtime.
void yieldToMain().then(() =>
  runInSteps([
    () => import('react-dom/client'),
    () => import('react-router-dom'),
    () => import('@tanstack/react-query'),
    () => import('styled-components'),
    () => import('./bootstrap'),
  ]),
);
