import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@wedding/shared-contracts/ui';
import { queryClientDefaults, suppressResizeObserverLoop } from '@wedding/shared-contracts/web';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import PublicRoutes from './public-routes';

// Running mf-public on its own (npm run dev -w mf-public): the same providers the shell gives it.
suppressResizeObserverLoop();
const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
const router = createBrowserRouter([{ path: '*', element: <PublicRoutes /> }]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
