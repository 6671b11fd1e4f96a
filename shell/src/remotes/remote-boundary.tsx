import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import styled from 'styled-components';
import { failedFileUrls, refreshFromNetwork } from './failed-files';
import { type RemoteName, reRegisterRemote } from './runtime-config';

type LazyRoutes = ReturnType<typeof lazy<ComponentType>>;

/** Remote route components already loaded: rendered directly, with no loading state at all. */
const loaded = new Map<RemoteName, ComponentType>();
/** One lazy component per remote, so moving between routes never reloads a remote. */
const lazyCache = new Map<RemoteName, LazyRoutes>();

/** What a remote's `./routes` module gives: its routes, and (mf-public) a way to load a page ahead. */
interface RoutesModule {
  default: ComponentType;
  /** Loads the page of a path (its own chunk) before the first render. */
  preloadPage?: (pathname: string) => Promise<void>;
}

async function loadRoutes(name: RemoteName): Promise<RoutesModule> {
  const mod = await loadRemote<RoutesModule>(`${name}/routes`);
  if (!mod?.default) throw new Error(`${name} did not expose its routes`);
  loaded.set(name, mod.default);
  return mod;
}

/**
 * Loads the remote of the first page, and that page's own chunk, before React renders anything, so
 * the first render is the page itself: a prerendered page is hydrated as it is, in one pass, without
 * a loading state. A failure is left to the route's error boundary.
 */
export async function preloadRemoteRoutes(name: RemoteName, pathname: string): Promise<void> {
  try {
    const mod = await loadRoutes(name);
    await mod.preloadPage?.(pathname);
  } catch {
    // shown by the route's error boundary when it renders
  }
}

function remoteRoutes(name: RemoteName): ComponentType {
  const ready = loaded.get(name);
  if (ready) return ready;
  let component = lazyCache.get(name);
  if (!component) {
    component = lazy(async () => ({ default: (await loadRoutes(name)).default }));
    lazyCache.set(name, component);
  }
  return component;
}

function forget(name: RemoteName): void {
  loaded.delete(name);
  lazyCache.delete(name);
  reRegisterRemote(name);
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] a part of the site failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteUnavailable
        onRetry={async () => {
          // a file that arrived broken is in the cache for good: fetch it anew first (failed-files.ts)
          await refreshFromNetwork(failedFileUrls(this.state.error));
          this.props.onRetry();
          this.setState({ failed: false, error: null });
        }}
      />
    );
  }
}

const Panel = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
  text-align: center;
  font-family: system-ui, sans-serif;
  color: #2f3a40;
`;

const RetryButton = styled.button`
  margin-top: 1rem;
  padding: 0.75rem 1.5rem;
  min-height: 44px;
  border: none;
  border-radius: 999px;
  background: #2f5d62;
  color: #fff;
  font-size: 1rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #e0a458;
    outline-offset: 2px;
  }
`;

/** Shown when a remote cannot be loaded. Bilingual: the remote that holds the catalogs is absent. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void | Promise<void> }) {
  return (
    <Panel role="alert" data-testid="remote-unavailable">
      <div>
        <h1 lang="es">No pudimos cargar esta parte del sitio</h1>
        <p lang="en">We couldn't load this part of the site.</p>
        <p lang="es">
          Revisa tu conexión e inténtalo de nuevo. / Please check your connection and try again.
        </p>
        <RetryButton type="button" onClick={() => void onRetry()}>
          <span lang="es">Reintentar</span> / <span lang="en">Retry</span>
        </RetryButton>
      </div>
    </Panel>
  );
}

const Loading = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  font-family: system-ui, sans-serif;
  color: #5b6770;
`;

export function RemoteLoading() {
  return (
    <Loading role="status" aria-live="polite">
      <span lang="es">Cargando…</span>
    </Loading>
  );
}

/**
 * Renders a remote's route subtree inside the host's router, with loading and failure states.
 * mf-public's prerender wraps its routes in one Suspense boundary in the same place
 * (mf-public/src/app/prerender.tsx): hydration needs the boundary in both trees.
 */
export function RemoteRoutes({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const Routes = remoteRoutes(name);
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => {
        forget(name);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
