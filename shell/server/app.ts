import { readFileSync } from 'node:fs';
import http, { type ClientRequest, type ServerResponse } from 'node:http';
import https from 'node:https';
import { createServer, isIPv4 } from 'node:net';
import path from 'node:path';
import { isAdminPath, pageDescription, SITE_CARD_IMAGE, siteCard } from '@wedding/shared-contracts';
import { GATEWAY_LOOPBACK_ADDRESS, trustProxyValue } from '@wedding/shared-contracts/env';
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { GatewayConfig } from './config';
import { escapeAttribute, prerenderSource, withPrerender } from './prerender';

const origin = (url: string) => new URL(url).origin;

/** /robots.txt: the back office is never listed; with indexing off (the default), nothing is. */
export function robotsTxt(indexing: boolean): string {
  return indexing ? 'User-agent: *\nDisallow: /admin\n' : 'User-agent: *\nDisallow: /\n';
}

/**
 * The page at `pathname` with what a shared link shows (issue 17 item 4): the page's description (in
 * Spanish, the first HTML's language), and the Open Graph and Twitter card tags with the preview image (an
 * absolute URL on `origin`, where the page was asked for).
 */
export function withSiteCard(html: string, origin: string, pathname: string): string {
  const card = siteCard();
  const description = pageDescription(pathname, 'es');
  const image = `${origin}${SITE_CARD_IMAGE.path}`;
  const tags = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:locale', 'es_ES'],
    ['property', 'og:title', card.title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(SITE_CARD_IMAGE.width)],
    ['property', 'og:image:height', String(SITE_CARD_IMAGE.height)],
    ['property', 'og:image:alt', `${card.title}: ${card.date}, ${card.place}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', card.title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ]
    .map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeAttribute(content ?? '')}" />`)
    .join('');
  return html.replace('</head>', () => `${tags}</head>`);
}

/** The page with `<meta name="robots" content="noindex, nofollow">` in its head. */
export function withNoindex(html: string): string {
  return html.replace('</head>', () => '<meta name="robots" content="noindex, nofollow" /></head>');
}

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

function upstreamAgent(target: string, localAddress: string | undefined): http.Agent {
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

/** Request headers a client could name an address, a host or a scheme with. */
const FORWARDING_HEADER = /^(?:forwarded|x-forwarded-[\w-]+|x-real-ip)$/i;
/** Hop-by-hop headers of the client's connection, not of the gateway's own to the service. */
const HOP_BY_HOP_HEADERS = ['connection', 'keep-alive', 'proxy-connection'];

/**
 * Before an API call is proxied: the client's address and scheme as the gateway knows them (the
 * connection's, or those a trusted proxy in front named: the gateway's TRUST_PROXY) become the only
 * X-Forwarded-For and X-Forwarded-Proto the service sees. Whatever the client itself sent in
 * X-Forwarded-*, Forwarded or X-Real-IP is dropped, so no client can choose the address the per-IP
 * limits count. `Expect: 100-continue` is dropped too: node has already answered it to the client.
 */
function forwardClientIdentity(config: Pick<GatewayConfig, 'HTTPS'>): RequestHandler {
  return (req, res, next) => {
    const client = req.ip;
    const proto = config.HTTPS ? 'https' : req.protocol;
    if (!client) {
      // the connection is already gone
      res.destroy();
      return;
    }
    for (const name of Object.keys(req.headers)) if (FORWARDING_HEADER.test(name)) delete req.headers[name];
    delete req.headers.expect;
    req.headers['x-forwarded-for'] = client;
    req.headers['x-forwarded-proto'] = proto;
    next();
  };
}

function proxyTo(
  target: string,
  pathFilter: (pathname: string) => boolean,
  config: Pick<GatewayConfig, 'UPSTREAM_LOCAL_ADDRESS'>,
) {
  return createProxyMiddleware<Request, Response>({
    target,
    pathFilter: (pathname) => pathFilter(pathname),
    agent: upstreamAgent(target, upstreamLocalAddress(target, config.UPSTREAM_LOCAL_ADDRESS)),
    // X-Forwarded-For and -Proto are set by forwardClientIdentity, never appended to the client's
    xfwd: false,
    proxyTimeout: 30000,
    on: {
      proxyReq(proxyReq: ClientRequest, req: Request, res: Response) {
        for (const name of HOP_BY_HOP_HEADERS) proxyReq.removeHeader(name);
        // A service may answer an upload before it has read it (401 to an anonymous import). Node then stops
        // passing the rest on (the request to the service never emits 'drain' again), and the rest sat on
        // the client's kept-alive connection: the client's next request there hung for 5 s and was reset.
        // Once the answer is sent, the rest of the upload is read and dropped here, and the half-sent
        // request to the service is abandoned (its connection closed, not reused).
        res.once('finish', () => {
          if (req.complete) return;
          req.unpipe(proxyReq);
          proxyReq.destroy();
          req.resume();
        });
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
  // whose X-Forwarded-For and -Proto the gateway believes: by default nobody's (the connection's own)
  app.set('trust proxy', trustProxyValue(config.TRUST_PROXY));

  // API first, untouched by the HTML policy: each service sets its own headers.
  const isApi = (p: string) => p === '/api' || p.startsWith('/api/');
  const isAdminApi = (p: string) => p === '/api/admin' || p.startsWith('/api/admin/');
  const identify = forwardClientIdentity(config);
  app.use((req, res, next) => (isApi(req.path) ? identify(req, res, next) : next()));
  app.use(proxyTo(config.SVC_ADMIN_URL, isAdminApi, config));
  app.use(proxyTo(config.SVC_PUBLIC_URL, isApi, config));

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

  // Compressed for the browser (issue 17 item 2): what the gateway writes itself (the page with its
  // prerendered markup, the runtime config) on the fly, the build's files precompressed (below); the API's
  // answers are the services' own (compressed there).
  app.use(compression({ threshold: 0 }));

  app.get('/runtime-config', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(runtimeConfig(config));
  });

  // The build's files from their precompressed .br/.gz (scripts/precompress.ts, compression above
  // leaves an encoded answer alone).
  app.use(
    expressStaticGzip(staticDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders(res, filePath) {
          const hashed = /\.[0-9a-f]{10}\.\w+(\.map)?(\.br|\.gz)?$/.test(filePath);
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      },
    }),
  );

  // Found by the right people only (issue 17 item 4): /admin never listed; nothing at all by default.
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(robotsTxt(config.SITE_INDEXING));
  });

  let indexHtml: string | null = null;
  const readIndex = () => {
    indexHtml ??= readFileSync(path.join(staticDir, 'index.html'), 'utf8');
    return indexHtml;
  };
  /**
   * The page for a request: a public page with its preview card; noindex unless the site may be listed
   * (and never under /admin).
   */
  const page = (req: Request, html: string) => {
    const admin = isAdminPath(req.path);
    const origin = `${config.HTTPS ? 'https' : req.protocol}://${req.get('host') ?? 'localhost'}`;
    const shown = admin ? html : withSiteCard(html, origin, req.path);
    return config.SITE_INDEXING && !admin ? shown : withNoindex(shown);
  };
  const publicPages = prerenderSource(config.MF_PUBLIC_INTERNAL_URL ?? config.MF_PUBLIC_URL);
  const adminPages = prerenderSource(config.MF_ADMIN_INTERNAL_URL ?? config.MF_ADMIN_URL);
  // the first guests (and hosts) need not wait for the remotes' pages (nor go without them)
  void publicPages.warm();
  void adminPages.warm();

  // Every GET left is a page of the app: the shell's index.html, with the page's prerendered first
  // screen so that it arrives already painted: a public route's (mf-public's, the not-found page for a
  // path no route names), the back office's login (mf-admin's); its other pages get the boot message.
  app.get('/{*splat}', async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    const admin = isAdminPath(req.path);
    const prerendered = await (admin ? adminPages : publicPages).pageFor(req.path);
    let html = withPrerender(readIndex(), prerendered, req.path);
    // the back office's prerendered card is in its default language, English (index.html says Spanish,
    // the guests' and the boot message's); the live back office sets the admin's own
    if (admin && prerendered) html = html.replace(/<html( lang="[^"]*")?/, '<html lang="en"');
    res.type('html').send(page(req, html));
  });

  // Last resort: a plain message, never a stack trace.
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    console.error('[gateway] request failed', error);
    if (res.headersSent) return;
    res.status(500).type('text/plain').send('Something went wrong. Please try again.');
  });
  return app;
}
