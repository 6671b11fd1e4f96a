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

/** Where the gateway puts the configuration in the page (shell/server/page-preloads.ts). */
const INLINE_ID = 'runtime-config';

/**
 * The runtime configuration (manifest URLs chosen at deploy time), registered with the federation
 * runtime: the copy the gateway put in the page, or its /runtime-config when the page has none (a
 * development server's page). Asked once per page: the shell starts first thing and bootstrap awaits the
 * same promise.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= readRuntimeConfig();
  return pending;
}

function inlineConfig(): RuntimeConfig | null {
  const text = document.getElementById(INLINE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as RuntimeConfig;
    return parsed?.remotes ? parsed : null;
  } catch {
    return null;
  }
}

async function readRuntimeConfig(): Promise<RuntimeConfig> {
  config = inlineConfig();
  if (!config) {
    const res = await fetch('/runtime-config', { credentials: 'same-origin', cache: 'no-store' });
    if (!res.ok) throw new Error(`runtime config answered ${res.status}`);
    config = (await res.json()) as RuntimeConfig;
  }
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
