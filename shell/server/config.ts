import { isIP } from 'node:net';
import { loadConfig, portSchema, trustProxySchema } from '@wedding/shared-contracts/env';
import { z } from 'zod';

const httpUrl = z.url({ error: 'must be an absolute http(s) URL', protocol: /^https?$/ });

export const gatewayEnvSchema = z.object({
  PORT: portSchema(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Manifest URL of the guests' remote, read at start and handed to browsers via /runtime-config. */
  MF_PUBLIC_URL: httpUrl.default('http://localhost:3001/mf-manifest.json'),
  /**
   * Where the gateway itself reaches mf-public's manifest (for the prerendered pages), when that
   * differs from the browser-facing MF_PUBLIC_URL, e.g. inside a container network.
   */
  MF_PUBLIC_INTERNAL_URL: httpUrl.optional(),
  /** Manifest URL of the admin remote. */
  MF_ADMIN_URL: httpUrl.default('http://localhost:3002/mf-manifest.json'),
  /** Where the gateway itself reaches mf-admin's manifest (for the prerendered login), as MF_PUBLIC_INTERNAL_URL. */
  MF_ADMIN_INTERNAL_URL: httpUrl.optional(),
  SVC_PUBLIC_URL: httpUrl.default('http://127.0.0.1:4001'),
  SVC_ADMIN_URL: httpUrl.default('http://127.0.0.1:4002'),
  /** Directory of the shell build (default: shell/dist). */
  STATIC_DIR: z.string().min(1).optional(),
  /**
   * Proxies in front of the gateway (a TLS terminator) whose X-Forwarded-For and X-Forwarded-Proto it
   * believes, in express "trust proxy" syntax. Default `false`: the client's address is the connection's.
   * Whatever a client sends in X-Forwarded-*, Forwarded or X-Real-IP is never passed to the services.
   */
  TRUST_PROXY: trustProxySchema('false'),
  /**
   * The local address the gateway's connections to the services start from, which the services trust
   * (their TRUST_PROXY). `auto`: 127.0.0.2 for a service at 127.x.x.x or `localhost`, the system's
   * choice for any other host (containers, where the gateway has an address of its own).
   */
  UPSTREAM_LOCAL_ADDRESS: z
    .string()
    .trim()
    .refine((value) => value === 'auto' || isIP(value) !== 0, "must be 'auto' or an IP address")
    .default('auto'),
  /**
   * Whether search engines may list the public pages. Default `false`, for a private wedding: /robots.txt
   * disallows everything and every page says noindex. `true`: the public pages may be
   * listed; /admin never is.
   */
  SITE_INDEXING: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Set when the site is served over HTTPS (adds HSTS and upgrade-insecure-requests). */
  HTTPS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export const readGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(gatewayEnvSchema, env);
