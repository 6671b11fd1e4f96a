import { readFileSync } from 'node:fs';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { GatewayConfig } from './config';
import { prerenderSource, withPrerender } from './prerender';

const origin = (url: string) => new URL(url).origin;

/** The remote origins the page may load scripts, manifests, styles and assets from. */
export function remoteOrigins(config: Pick<GatewayConfig, 'MF_PUBLIC_URL' | 'MF_ADMIN_URL'>): string[] {
  return [...new Set([origin(config.MF_PUBLIC_URL), origin(config.MF_ADMIN_URL)])];
}

export function runtimeConfig(config: Pick<GatewayConfig, 'MF_PUBLIC_URL' | 'MF_ADMIN_URL'>) {
  return { remotes: { mf_public: config.MF_PUBLIC_URL, mf_admin: config.MF_ADMIN_URL } };
}

/** The services' API policy (shared-contracts' createBaseApp), for the one API answer the gateway writes itself. */
const API_ERROR_HEADERS = {
  'content-security-policy': "default-src 'none';base-uri 'none';object-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

function proxyTo(target: string, pathFilter: (pathname: string) => boolean) {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    pathFilter: (pathname) => pathFilter(pathname),
    xfwd: true,
    proxyTimeout: 30000,
    on: {
      proxyReq(proxyReq: ClientRequest, req: IncomingMessage) {
        // keep the browser's request id, or let the service make one
        const id = req.headers['x-request-id'];
        if (typeof id === 'string') proxyReq.setHeader('x-request-id', id);
      },
      error(_error, _req, res) {
        const response = res as ServerResponse;
        if (response.headersSent || typeof response.writeHead !== 'function') return;
        response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', ...API_ERROR_HEADERS });
        response.end(
          JSON.stringify({ error: 'The service is unavailable right now. Please try again in a moment.' }),
        );
      },
    },
  });
}

/**
 * The gateway: serves the shell build and /runtime-config, and proxies /api/admin/** to svc-admin
 * and every other /api/** to svc-public, so the browser sees one origin.
 */
export function createGateway(config: GatewayConfig): Express {
  const app = express();
  const staticDir = config.STATIC_DIR ?? path.resolve(__dirname, '..', 'dist');
  const remotes = remoteOrigins(config);
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  // API first, untouched by the HTML policy: each service sets its own headers.
  app.use(proxyTo(config.SVC_ADMIN_URL, (p) => p === '/api/admin' || p.startsWith('/api/admin/')));
  app.use(proxyTo(config.SVC_PUBLIC_URL, (p) => p === '/api' || p.startsWith('/api/')));

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          // styled-components injects <style> elements at runtime
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
          fontSrc: ["'self'", 'data:', ...remotes],
          connectSrc: ["'self'", ...remotes],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(config.HTTPS ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: config.HTTPS ? { maxAge: 15552000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // agrees with frame-ancestors 'none' for browsers that only know the older header
      xFrameOptions: { action: 'deny' },
    }),
  );

  app.get('/runtime-config', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(runtimeConfig(config));
  });

  app.use(
    express.static(staticDir, {
      index: false,
      setHeaders(res, filePath) {
        const hashed = /\.[0-9a-f]{10}\.js(\.map)?$/.test(filePath);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );

  let indexHtml: string | null = null;
  const readIndex = () => {
    indexHtml ??= readFileSync(path.join(staticDir, 'index.html'), 'utf8');
    return indexHtml;
  };
  const prerender = prerenderSource(config.MF_PUBLIC_INTERNAL_URL ?? config.MF_PUBLIC_URL);

  // The landing arrives already painted (mf-public's prerendered first screen).
  app.get('/', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(withPrerender(readIndex(), await prerender.landing()));
  });

  // Every other GET is a client-side route: the shell's index.html (its router shows the 404 page).
  app.get('/{*splat}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(readIndex());
  });

  // Last resort: a plain message, never a stack trace.
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    console.error('[gateway] request failed', error);
    if (res.headersSent) return;
    res.status(500).type('text/plain').send('Something went wrong. Please try again.');
  });
  return app;
}
