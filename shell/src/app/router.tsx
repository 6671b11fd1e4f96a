import { createBrowserRouter } from 'react-router-dom';
import { RemoteRoutes } from '../remotes/remote-boundary';

/**
 * The one data router. mf-admin owns everything under /admin and is fetched only there;
 * mf-public owns every other path, including its not-found page.
 */
export function createAppRouter() {
  return createBrowserRouter([
    { path: '/admin/*', element: <RemoteRoutes name="mf_admin" /> },
    { path: '*', element: <RemoteRoutes name="mf_public" /> },
  ]);
}
