/**
 * The part of react-router the three front ends use, which their builds take for `react-router-dom`
 * (rspack-base.ts) and share as that singleton (shared.ts). A shared module is bundled whole, since the
 * build providing it cannot know what another build will take from it: shared as the package,
 * react-router came with every export it has, on every page. Shared as this list, the rest is left out. A
 * name the code imports from react-router-dom must be listed here: a build whose
 * code asks for another fails (exportsPresence: 'error').
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  createRoutesFromElements,
  Link,
  MemoryRouter,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
// react-router-dom's own: the provider that renders updates with react-dom's flushSync
export { RouterProvider } from 'react-router/dom';
