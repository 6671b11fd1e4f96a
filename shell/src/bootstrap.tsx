import { QueryClient } from '@tanstack/react-query';
import { AppFrame } from '@wedding/shared-contracts/ui';
import { queryClientDefaults, suppressResizeObserverLoop, yieldToMain } from '@wedding/shared-contracts/web';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './app/router';
import { replayEarlyTapsWhenLive } from './early-taps';
import { preloadRemoteRoutes, RemoteUnavailable } from './remotes/remote-boundary';
import { loadRuntimeConfig, remoteForPath } from './remotes/runtime-config';

suppressResizeObserverLoop();

/** The one QueryClient: remotes share it through the @tanstack/react-query singleton. */
const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });

/** A hydration that had to fall back to rendering afresh: the page still works, but say so. */
function reportHydrationError(error: unknown): void {
  console.error('[shell] the prerendered page could not be hydrated; rendered afresh', error);
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  try {
    await loadRuntimeConfig();
    const { pathname } = window.location;
    await preloadRemoteRoutes(remoteForPath(pathname), pathname);
    // the remote's code was evaluated in the task that brought its last file; render in a new one
    await yieldToMain();
  } catch (error) {
    console.error('[shell] runtime config unavailable', error);
    createRoot(container).render(<RemoteUnavailable onRetry={() => window.location.reload()} />);
    return;
  }
  const app = <AppFrame queryClient={queryClient} router={createAppRouter()} />;
  // A transition renders (and hydrates) concurrently: React yields to the browser every few
  // milliseconds instead of blocking a phone's main thread for the whole first render. What is on
  // screen meanwhile is the prerendered page (or the boot message), so nothing waits on it.
  startTransition(() => {
    // from here React hears every tap (and replays those that come while it hydrates)
    replayEarlyTapsWhenLive();
    // the gateway marks the container with the path whose prerendered page it holds (every public
    // route has one): hydrating keeps the nodes on screen, where rendering afresh would build a second copy of
    // the page and lay it out again while the guest is reading
    if (container.dataset.prerendered === window.location.pathname) {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
    } else {
      createRoot(container).render(app);
    }
  });
}

void start();
