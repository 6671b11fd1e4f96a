import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isAdminPath } from '@wedding/shared-contracts';
import { headersSetBy, setClientErrorHeaders, trustProxyValue } from '@wedding/shared-contracts/env';
import compression from 'compression';
import express, { type Express, type Request } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { forwardClientIdentity, proxyTo } from './api-proxy';
import type { GatewayConfig } from './config';
import { robotsTxt, withNoindex } from './indexing';
import { inlineScriptHashes } from './inline-scripts';
import { shellScripts, withPreloads } from './page-preloads';
import { prerenderSource, withPrerender } from './prerender';
import { withSiteCard } from './site-card-tags';

const origin = (url: string) => new URL(url).origin;

/** The remote origins the page may load scripts, manifests, styles and assets from. */
export function remoteOrigins(config: Pick<GatewayConfig, 'MF_PUBLIC_URL' | 'MF_ADMIN_URL'>): string[] {
  return [...new Set([origin(config.MF_PUBLIC_URL), origin(config.MF_ADMIN_URL)])];
}

export function runtimeConfig(config: Pick<GatewayConfig, 'MF_PUBLIC_URL' | 'MF_ADMIN_URL'>) {
  return { remotes: { mf_public: config.MF_PUBLIC_URL, mf_admin: config.MF_ADMIN_URL } };
}

/** API first, untouched by the HTML policy: each service sets its own headers. */
function routeApi(app: Express, config: GatewayConfig) {
  const isApi = (p: string) => p === '/api' || p.startsWith('/api/');
  const isAdminApi = (p: string) => p === '/api/admin' || p.startsWith('/api/admin/');
  const identify = forwardClientIdentity(config);
  app.use((req, res, next) => (isApi(req.path) ? identify(req, res, next) : next()));
  app.use(proxyTo(config.SVC_ADMIN_URL, isAdminApi, config));
  app.use(proxyTo(config.SVC_PUBLIC_URL, isApi, config));
}

/**
 * The pages' security headers: the content security policy (the remotes allowed, and the page's own
 * inline scripts by their hash), HSTS over HTTPS.
 */
function securityHeaders(config: GatewayConfig, remotes: string[], inlineScripts: string[]) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...remotes],
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
  });
}

/**
 * The build's files from their precompressed .br/.gz (scripts/precompress.ts; compression leaves an
 * encoded answer alone): hashed names kept for a year, the others checked each time.
 */
function staticFiles(staticDir: string) {
  return expressStaticGzip(staticDir, {
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
  });
}

/**
 * The answer to every GET left, a page of the app: the shell's index.html, with the page's prerendered
 * first screen so that it arrives already painted: a public route's (mf-public's, the not-found page for a
 * path no route names), the back office's login (mf-admin's); its other pages get the boot message.
 */
function appPages(config: GatewayConfig, staticDir: string): express.RequestHandler {
  let indexHtml: string | null = null;
  const readIndex = () => {
    indexHtml ??= readFileSync(path.join(staticDir, 'index.html'), 'utf8');
    return indexHtml;
  };
  /**
   * The page for a request: a public page with its preview card; noindex unless the site may be listed
   * (and never under /admin).
   */
  const pageOrigin = (req: Request) =>
    `${config.HTTPS ? 'https' : req.protocol}://${req.get('host') ?? 'localhost'}`;
  const page = (req: Request, html: string) => {
    const admin = isAdminPath(req.path);
    const shown = admin ? html : withSiteCard(html, pageOrigin(req), req.path);
    return config.SITE_INDEXING && !admin ? shown : withNoindex(shown);
  };
  const publicPages = prerenderSource(config.MF_PUBLIC_INTERNAL_URL ?? config.MF_PUBLIC_URL);
  const adminPages = prerenderSource(config.MF_ADMIN_INTERNAL_URL ?? config.MF_ADMIN_URL);
  // the first guests (and hosts) need not wait for the remotes' pages (nor go without them)
  void publicPages.warm();
  void adminPages.warm();

  let shellFiles: string[] | null = null;
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    const admin = isAdminPath(req.path);
    const prerendered = await (admin ? adminPages : publicPages).pageFor(req.path);
    shellFiles ??= shellScripts(staticDir);
    let html = withPreloads(withPrerender(readIndex(), prerendered?.html ?? null, req.path), {
      runtimeConfig: runtimeConfig(config),
      shell: shellFiles,
      // the guests' pages only: the back office's login waits for its script as before
      ...(admin
        ? {}
        : { remote: { manifestUrl: config.MF_PUBLIC_URL, scripts: prerendered?.scripts ?? [] } }),
    });
    // the back office's prerendered card is in its default language, English (index.html says Spanish,
    // the guests' and the boot message's); the live back office sets the admin's own
    if (admin && prerendered) html = html.replace(/<html( lang="[^"]*")?/, '<html lang="en"');
    res.type('html').send(page(req, html));
  };
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

  routeApi(app, config);

  const indexFile = path.join(staticDir, 'index.html');
  const inlineScripts = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  const security = securityHeaders(config, remotes, inlineScripts);
  app.use(security);
  // what node's parser refuses (index.ts: answerClientErrors) carries them too
  setClientErrorHeaders(app, { ...headersSetBy(security), 'cache-control': 'no-store' });

  // Compressed for the browser, to save the guests' phones time on slow networks: what the gateway
  // writes itself (the page with its prerendered markup, the runtime config) on the fly, the build's files
  // precompressed (below); the API's answers are the services' own (compressed there).
  app.use(compression({ threshold: 0 }));

  app.get('/runtime-config', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(runtimeConfig(config));
  });

  app.use(staticFiles(staticDir));

  // Found by the right people only: /admin never listed; nothing at all by default.
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(robotsTxt(config.SITE_INDEXING));
  });

  app.get('/{*splat}', appPages(config, staticDir));

  // A guest's form sent by the browser itself, before the shell's first script could hold it (mf-public's
  // EARLY_FORM: `method="post"`): nothing is read or kept, and the page comes back at its own address.
  // Only a plain path of the guests' site; anything else is left to the 404 below.
  app.post(/^\/(?!admin(?:\/|$))[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/?$/, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // with its query: a guest who came in English (`?lang=en`) stays in English; the path was checked
    res.redirect(303, req.originalUrl);
  });

  // Last resort: a plain message, never a stack trace.
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    console.error('[gateway] request failed', error);
    if (res.headersSent) return;
    res.status(500).type('text/plain').send('Something went wrong. Please try again.');
  });
  return app;
}
