import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@wedding/shared-contracts/ui';
import { queryClientDefaults, suppressResizeObserverLoop, yieldToMain } from '@wedding/shared-contracts/web';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { preloadRemoteRoutes, RemoteUnavailable } from './remotes/remote-boundary';
import { loadRuntimeConfig } from './remotes/runtime-config';

suppressResizeObserverLoop();

/** The one QueryClient: remotes share it through the @tanstack/react-query singleton. */
const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  try {
    await loadRuntimeConfig();
    await preloadRemoteRoutes(window.location.pathname.startsWith('/admin') ? 'mf_admin' : 'mf_public');
    // the remote's code was evaluated in the task that brought its last file; render in a new one
    await yieldToMain();
  } catch (error) {
    console.error('[shell] runtime config unavailable', error);
    root.render(<RemoteUnavailable onRetry={() => window.location.reload()} />);
    return;
  }
  // A transition renders concurrently: React yields to the browser every few milliseconds instead
  // of blocking a phone's main thread for the whole first render. What is on screen meanwhile is
  // the prerendered page (or the boot message), so nothing waits on it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createAppRouter()} />
          <Toaster />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

void start();
