import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The shell's federation runtime plugin.
 *
 * - Logs every failed remote load with the remote's name and lets the error propagate, so the route's
 *   error boundary shows the friendly fallback with Retry (remote-boundary.tsx).
 * - Asks for a remote's chunks in one CORS mode, the chunk loader's. Loading an exposed module, the
 *   runtime loads the module's own files itself (a `<script>`, or a `<link rel="preload">`) without
 *   `crossorigin`, while the chunk loader and the page's preloads (shell/src/page-preloads.ts) ask for a
 *   file of another origin with `crossorigin="anonymous"`: the exposed module's files were downloaded
 *   twice. The entry is loaded without CORS everywhere, as the runtime does.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'wedding-remotes-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[shell] could not load remote module "${id}" (${lifecycle}):`, error);
      return undefined;
    },
    createLink({ url, attrs }) {
      const script = attrs?.rel === 'preload' && attrs.as === 'script';
      if (attrs && script && needsCors(url, attrs)) attrs.crossorigin = 'anonymous';
      return undefined;
    },
    createScript({ url, attrs }) {
      if (attrs && needsCors(url, attrs)) attrs.crossorigin = 'anonymous';
      return undefined;
    },
  };
}

/** Another origin's chunk (not a remote's entry, no mode chosen yet) is asked for in CORS mode. */
export function needsCors(url: string, attrs: Record<string, unknown>): boolean {
  if ('crossorigin' in attrs || url.split('?')[0]?.endsWith('remoteEntry.js')) return false;
  return new URL(url, document.baseURI).origin !== window.location.origin;
}
