// The gateway's connections to the services: the agent it proxies through, and the local address those
// connections start from (UPSTREAM_LOCAL_ADDRESS), so that a service can tell the gateway from other clients.
import http from 'node:http';
import https from 'node:https';
import { createServer, isIPv4 } from 'node:net';
import { GATEWAY_LOOPBACK_ADDRESS } from '@wedding/shared-contracts/env';

/**
 * The local address the gateway's connections to `target` start from (UPSTREAM_LOCAL_ADDRESS): with
 * `auto`, 127.0.0.2 for a service on loopback, so a service trusting that one address can tell the
 * gateway from every other local client; the system's choice for any other host.
 */
export function upstreamLocalAddress(target: string, setting: string): string | undefined {
  if (setting !== 'auto') return setting;
  const host = new URL(target).hostname;
  const loopback = host === 'localhost' || (isIPv4(host) && host.startsWith('127.'));
  return loopback ? GATEWAY_LOOPBACK_ADDRESS : undefined;
}

/** Whether connections can start from `address` on this machine (binds a throwaway listener there). */
export function isLocalAddress(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(0, address, () => probe.close(() => resolve(true)));
  });
}

/** The kept-alive agent of the connections to `target`, from `localAddress` when one is set. */
export function upstreamAgent(target: string, localAddress: string | undefined): http.Agent {
  const options: http.AgentOptions = {
    // Kept-alive connections: a service that answers before reading a whole upload (401 to an anonymous
    // import) then reads the rest of it off the wire. On a `Connection: close` connection it closed the
    // socket with the upload still arriving, the reset beat its answer, and the browser got a 502.
    keepAlive: true,
    // an idle connection is dropped before the services' 5 s keep-alive timeout closes it under a request
    timeout: 4000,
    ...(localAddress ? { localAddress, family: isIPv4(localAddress) ? 4 : 6 } : {}),
  };
  return new URL(target).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}
