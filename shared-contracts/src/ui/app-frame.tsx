import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from './toaster';

/** A data router of either kind (browser in the shell, memory when prerendering). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * What surrounds every page: the one QueryClient, the one data router and the one toast region.
 *
 * The shell renders the site in it, and mf-public's build prerenders the landing in it, so that
 * the live page can hydrate the prerendered markup. Hydration needs both trees to have the same
 * shape: React derives `useId` values (label and menu ids) from each element's position among its
 * siblings, so a wrapper with two children in one tree and one in the other would give every id
 * below it a different value. Change this frame, and both follow.
 */
export function AppFrame({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
