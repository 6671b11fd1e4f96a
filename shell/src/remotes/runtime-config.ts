import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isAdminPath } from '@wedding/shared-contracts';

export type RemoteName = 'mf_public' | 'mf_admin';

/** The remote whose routes serve a path: the back office under /admin, the guests' site elsewhere. */
export const remoteForPath = (pathname: string): RemoteName =>
  isAdminPath(pathname) ? 'mf_admin' : 'mf_public';

export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
}

let config: RuntimeConfig | null = null;
let pending: Promise<RuntimeConfig> | null = null;

/**
 * Reads the gateway's /runtime-config (manifest URLs chosen at deploy time) and registers them.
 * Asked once per page: the shell starts the request first thing and bootstrap awaits the same one.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig();
  return pending;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/runtime-config', { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) throw new Error(`runtime config answered ${res.status}`);
  config = (await res.json()) as RuntimeConfig;
  registerAll(false);
  return config;
}

function registerAll(force: boolean): void {
  if (!config) return;
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force },
  );
}

/** Registers one remote again, dropping whatever the runtime cached of a failed attempt. */
export function reRegisterRemote(name: RemoteName): void {
  const entry = config?.remotes[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/**
 * Starts downloading the files of the remote that serves `pathname` (its manifest, its entry and the
 * chunks of its routes) as soon as the runtime config is known, in parallel with the shell's own
 * shared libraries: without it they are asked for only once those have all been evaluated, one round
 * trip after another, which on a phone's connection puts seconds between the first paint and a live
 * page. Nothing is evaluated here but the remote's entry; a failure is left to the load that follows.
 */
export async function preloadRemoteFiles(pathname: string): Promise<void> {
  await loadRuntimeConfig();
  await preloadRemote([{ nameOrAlias: remoteForPath(pathname), exposes: ['./routes'] }]);
}
