import { registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'mf_public' | 'mf_admin';

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
