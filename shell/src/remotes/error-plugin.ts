import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Logs every failed remote load with the remote's name and lets the error propagate, so the
 * route's error boundary shows the friendly fallback with Retry (remote-boundary.tsx).
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'wedding-remote-error-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[shell] could not load remote module "${id}" (${lifecycle}):`, error);
      return undefined;
    },
  };
}
