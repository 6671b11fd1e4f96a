import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { rawGet } from '../../scripts/testing/http-from';
import { createGateway } from './app';
import { type GatewayConfig, readGatewayConfig } from './config';
import { isLocalAddress, upstreamLocalAddress } from './upstream';

const staticDir = mkdtempSync(path.join(os.tmpdir(), 'gateway-static-'));
writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(staticDir, 'main.0123456789.js'), 'console.log(1)');
mkdirSync(path.join(staticDir, 'fonts'));
writeFileSync(path.join(staticDir, 'fonts', 'face-latin-400-normal.0123456789.woff2'), 'wOF2');
// a script as the build leaves it: beside its precompressed .br and .gz (scripts/precompress.ts)
const BIG_SCRIPT = `console.log(${JSON.stringify('una boda en la playa '.repeat(400))});`;
writeFileSync(path.join(staticDir, 'big.abcdef0123.js'), BIG_SCRIPT);
writeFileSync(path.join(staticDir, 'big.abcdef0123.js.br'), brotliCompressSync(BIG_SCRIPT));
writeFileSync(path.join(staticDir, 'big.abcdef0123.js.gz'), gzipSync(BIG_SCRIPT));

const config = (overrides: NodeJS.ProcessEnv = {}): GatewayConfig =>
  readGatewayConfig({
    MF_PUBLIC_URL: 'https://public.cdn.example/v2/mf-manifest.json',
    MF_ADMIN_URL: 'https://admin.cdn.example/mf-manifest.json',
    // the gateway fetches the prerendered pages itself: keep that on loopback (nothing listens)
    MF_PUBLIC_INTERNAL_URL: 'http://127.0.0.1:9/mf-manifest.json',
    MF_ADMIN_INTERNAL_URL: 'http://127.0.0.1:9/mf-manifest.json',
    SVC_PUBLIC_URL: 'http://127.0.0.1:9',
    SVC_ADMIN_URL: 'http://127.0.0.1:9',
    STATIC_DIR: staticDir,
    ...overrides,
  });

describe('gateway', () => {
  it('hands the remotes manifest URLs read from the environment to the browser', async () => {
    const res = await request(createGateway(config())).get('/runtime-config');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      remotes: {
        mf_public: 'https://public.cdn.example/v2/mf-manifest.json',
        mf_admin: 'https://admin.cdn.example/mf-manifest.json',
      },
    });
  });

  it("allows the page's own inline script by its hash (exactly: no 'unsafe-inline')", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-inline-'));
    const code = "document.documentElement.dataset.early='1'";
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><script>${code}</script></head><body><div id="root"></div></body></html>`,
    );
    const res = await request(createGateway(config({ STATIC_DIR: dir }))).get('/');
    const hash = createHash('sha256').update(code, 'utf8').digest('base64');
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${hash}' https://public.cdn.example https://admin.cdn.example;`,
    );
  });

  it('allows scripts from exactly the configured remote origins in its CSP', async () => {
    const res = await request(createGateway(config())).get('/');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://public.cdn.example https://admin.cdn.example;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // the legacy header agrees with frame-ancestors 'none'
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS and upgrade-insecure-requests behind HTTPS', async () => {
    const res = await request(createGateway(config({ HTTPS: 'true' }))).get('/');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('serves index.html for every client-side route, hashed assets as immutable', async () => {
    const app = createGateway(config());
    for (const route of ['/', '/info', '/admin/guests', '/no/such/page']) {
      const res = await request(app).get(route);
      expect([route, res.status]).toEqual([route, 200]);
      expect(res.text).toMatch(
        /^<!doctype html><html><head><title>x<\/title>.*<\/head><body><div id="root"><\/div><\/body><\/html>$/,
      );
    }
    const asset = await request(app).get('/main.0123456789.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    // the site's fonts (scripts/mf/site-fonts.ts), hashed too
    const font = await request(app).get('/fonts/face-latin-400-normal.0123456789.woff2');
    expect(font.status).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers API calls with a JSON 502 when a service is down', async () => {
    const app = createGateway(config());
    for (const url of ['/api/health', '/api/admin/health']) {
      const res = await request(app).get(url);
      expect(res.status).toBe(502);
      expect(res.body.error).toMatch(/unavailable/);
      // the gateway's own API answer carries the API policy, as the services' answers do
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';base-uri 'none';object-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  describe('proxying', () => {
    let upstreams: Server[] = [];
    const listen = (name: string) =>
      new Promise<number>((resolve) => {
        const server = createServer((req, res) => {
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify({ name, url: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }),
          );
        });
        upstreams.push(server);
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
      });
    afterAll(() => {
      for (const server of upstreams) server.close();
      upstreams = [];
    });

    it('sends /api/admin/** to svc-admin and every other /api/** to svc-public, paths intact', async () => {
      const publicPort = await listen('public');
      const adminPort = await listen('admin');
      const app = createGateway(
        config({
          SVC_PUBLIC_URL: `http://127.0.0.1:${publicPort}`,
          SVC_ADMIN_URL: `http://127.0.0.1:${adminPort}`,
        }),
      );
      const admin = await request(app).get('/api/admin/users?page=2');
      expect(admin.body).toMatchObject({ name: 'admin', url: '/api/admin/users?page=2' });
      expect(admin.body.forwardedFor).toBeTruthy();
      const pub = await request(app).get('/api/phone/check?telefono=1');
      expect(pub.body).toMatchObject({ name: 'public', url: '/api/phone/check?telefono=1' });
      const lookalike = await request(app).get('/api/administrator');
      expect(lookalike.body).toMatchObject({ name: 'public' });
    });
  });
});

/** An upstream on a free loopback port; `handler` answers every request. */
async function upstream(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('every public page arrives painted (issue 17 item 1)', () => {
  let remote: Awaited<ReturnType<typeof upstream>>;
  beforeAll(async () => {
    // mf-public's static server as the build leaves it: the list and the pages beside the manifest
    const files: Record<string, string> = {
      '/prerender/pages.json': JSON.stringify({
        pages: [
          { path: '/', file: 'landing.html' },
          { path: '/rsvp', file: 'rsvp.html' },
        ],
        notFound: 'not-found.html',
      }),
      '/prerender/landing.html': '<style data-styled="true">.l{}</style><main>landing</main>',
      '/prerender/rsvp.html': '<style data-styled="true">.r{}</style><main>rsvp</main>',
      '/prerender/not-found.html': '<main>no such page</main>',
    };
    remote = await upstream((req, res) => {
      const body = files[req.url ?? ''];
      res.statusCode = body ? 200 : 404;
      res.end(body ?? 'Not found');
    });
  });
  afterAll(() => new Promise((resolve) => remote.server.close(resolve)));
  const gateway = () => createGateway(config({ MF_PUBLIC_INTERNAL_URL: `${remote.url}/mf-manifest.json` }));

  it.each([
    ['/', '<main>landing</main>', '.l{}'],
    ['/rsvp', '<main>rsvp</main>', '.r{}'],
    ['/una-pagina-que-no-existe', '<main>no such page</main>', null],
  ])(
    '%s: its page in the app container, marked for hydration, its styles in the head',
    async (url, markup, css) => {
      // once the gateway has mf-public's list: its first fetch has a short timeout (prerender.ts), which
      // a busy machine can miss on the first request (the page is then served without it); 15 s at most
      const app = gateway();
      const until = Date.now() + 15_000;
      let res = await request(app).get(url);
      while (!res.text.includes(markup) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        res = await request(app).get(url);
      }
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<div id="root" data-prerendered="${url}">${markup}</div>`);
      if (css)
        expect(res.text).toMatch(
          new RegExp(`<style data-styled="true">${css.replace('.', '\\.')}</style>.*</head>`, 's'),
        );
    },
  );

  it('never puts a public page into the back office', async () => {
    for (const url of ['/admin', '/admin/login', '/admin/guests']) {
      const res = await request(gateway()).get(url);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('data-prerendered');
    }
  });

  describe("the back office's login (mf-admin's one prerendered page)", () => {
    let admin: Awaited<ReturnType<typeof upstream>>;
    beforeAll(async () => {
      const files: Record<string, string> = {
        '/prerender/pages.json': JSON.stringify({
          pages: [{ path: '/admin/login', file: 'admin-login.html' }],
        }),
        '/prerender/admin-login.html': '<style data-styled="true">.a{}</style><main>login card</main>',
      };
      admin = await upstream((req, res) => {
        const body = files[req.url ?? ''];
        res.statusCode = body ? 200 : 404;
        res.end(body ?? 'Not found');
      });
    });
    afterAll(() => new Promise((resolve) => admin.server.close(resolve)));
    const both = () =>
      createGateway(
        config({
          MF_PUBLIC_INTERNAL_URL: `${remote.url}/mf-manifest.json`,
          MF_ADMIN_INTERNAL_URL: `${admin.url}/mf-manifest.json`,
        }),
      );

    it('/admin/login arrives with the card, marked for hydration, its styles in the head', async () => {
      const res = await request(both()).get('/admin/login');
      expect(res.text).toContain(
        '<div id="root" data-prerendered="/admin/login"><main>login card</main></div>',
      );
      // in the language it is written in (the guests' pages and the boot message are Spanish)
      expect(res.text).toContain('<html lang="en">');
      expect((await request(both()).get('/admin/dashboard')).text).not.toContain('lang="en"');
      expect((await request(both()).get('/rsvp')).text).not.toContain('lang="en"');
      expect(res.text).toMatch(/<style data-styled="true">\.a\{\}<\/style>.*<\/head>/s);
    });

    it("every other admin path gets the boot message (no not-found page of either remote's), the guests' pages theirs", async () => {
      for (const url of ['/admin', '/admin/dashboard', '/admin/no-such-page']) {
        const res = await request(both()).get(url);
        expect([url, res.text]).toEqual([url, expect.stringContaining('<div id="root"></div>')]);
      }
      expect((await request(both()).get('/rsvp')).text).toContain('<main>rsvp</main>');
      expect((await request(both()).get('/login')).text).toContain('<main>no such page</main>');
    });
  });
});

describe('found by the right people only (issue 17 item 4)', () => {
  const NOINDEX = '<meta name="robots" content="noindex, nofollow" />';

  it('by default (a private wedding): robots.txt disallows everything and every page says noindex', async () => {
    const app = createGateway(config());
    const robots = await request(app).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toBe('User-agent: *\nDisallow: /\n');
    for (const target of ['/', '/rsvp', '/admin/login']) {
      expect([target, (await request(app).get(target)).text]).toEqual([
        target,
        expect.stringContaining(NOINDEX),
      ]);
    }
  });

  it('with SITE_INDEXING=true: the public pages may be listed, /admin never', async () => {
    const app = createGateway(config({ SITE_INDEXING: 'true' }));
    expect((await request(app).get('/robots.txt')).text).toBe('User-agent: *\nDisallow: /admin\n');
    expect((await request(app).get('/')).text).not.toContain(NOINDEX);
    expect((await request(app).get('/rsvp')).text).not.toContain(NOINDEX);
    expect((await request(app).get('/admin/login')).text).toContain(NOINDEX);
  });

  it('refuses a SITE_INDEXING that is neither true nor false', () => {
    expect(() => config({ SITE_INDEXING: 'yes' })).toThrow(/SITE_INDEXING/);
  });
});

describe('what a shared link shows (issue 17 item 4)', () => {
  // its words follow the wedding's time (shared-contracts' site-card.ts): the clock alone is fixed, before
  // the reply deadline unless a test moves it
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2025-10-20T12:00:00Z'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'hrtime',
        'performance',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('gives every public page the description and the Open Graph and Twitter card, with an absolute image URL', async () => {
    const app = createGateway(config());
    for (const target of ['/', '/rsvp', '/invitation/ABC123']) {
      const res = await request(app).get(target).set('Host', 'boda.example');
      expect(res.text).toContain('<meta property="og:title" content="Sofía y Mateo se casan" />');
      expect(res.text).toContain('<meta property="og:image" content="http://boda.example/og-image.png" />');
      expect(res.text).toContain('<meta property="og:image:width" content="1200" />');
      expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" />');
    }
    // each page its own description, in Spanish
    const description = async (target: string) =>
      /<meta name="description" content="([^"]+)"/.exec((await request(app).get(target)).text)?.[1];
    expect(await description('/')).toBe(
      'Sofía y Mateo se casan el 15 de noviembre de 2025 en Cap Cana, República Dominicana. Confirma tu asistencia antes del 1 de noviembre de 2025.',
    );
    expect(await description('/rsvp')).toMatch(
      /^Confirma tu asistencia a la boda de Sofía y Mateo con tu número de WhatsApp/,
    );
    expect(await description('/invitation/ABC123')).toMatch(/^Tu invitación a la boda de Sofía y Mateo/);
    // the back office is nobody's preview
    expect((await request(app).get('/admin/login')).text).not.toContain('og:title');
  });

  it('names the image over https behind TLS (HTTPS=true)', async () => {
    const res = await request(createGateway(config({ HTTPS: 'true' })))
      .get('/rsvp')
      .set('Host', 'boda.example');
    expect(res.text).toContain('<meta property="og:image" content="https://boda.example/og-image.png" />');
  });

  it('says what holds at each request: after the wedding day, that the couple married, with no deadline', async () => {
    jest.setSystemTime(new Date('2025-11-20T12:00:00Z'));
    const res = await request(createGateway(config())).get('/').set('Host', 'boda.example');
    expect(res.text).toContain('<meta property="og:title" content="Sofía y Mateo se casaron" />');
    expect(res.text).toContain(
      '<meta name="description" content="Sofía y Mateo se casaron el 15 de noviembre de 2025 en Cap Cana, República Dominicana. Gracias a quienes celebraron con ellos." />',
    );
  });
});

describe('compression (issue 17 item 2)', () => {
  const app = createGateway(config());

  it('sends a script as its precompressed Brotli to a browser that takes it, gzip to one that takes only that', async () => {
    const br = await rawGet(app, '/big.abcdef0123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 10);

    const gzip = await rawGet(app, '/big.abcdef0123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BIG_SCRIPT);

    const plain = await request(app).get('/big.abcdef0123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BIG_SCRIPT);
  });

  it('compresses the runtime config it writes', async () => {
    const res = await rawGet(app, '/runtime-config', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString())).toHaveProperty('remotes');
  });

  it('compresses the page it writes (the app shell with the prerendered markup) on the fly', async () => {
    const big = mkdtempSync(path.join(os.tmpdir(), 'gateway-page-'));
    writeFileSync(
      path.join(big, 'index.html'),
      `<!doctype html><title>x</title>${'<!-- -->'.repeat(400)}<div id="root"></div>`,
    );
    const res = await rawGet(createGateway(config({ STATIC_DIR: big })), '/rsvp', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toContain('<div id="root">');
  });
});

describe('the client address and scheme the services see', () => {
  let echo: Awaited<ReturnType<typeof upstream>>;
  beforeAll(async () => {
    // answers with what a service would read: the forwarding headers and who connected
    echo = await upstream((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          from: req.socket.remoteAddress,
          forwardedFor: req.headers['x-forwarded-for'] ?? null,
          forwardedProto: req.headers['x-forwarded-proto'] ?? null,
          forwardedHost: req.headers['x-forwarded-host'] ?? null,
          forwarded: req.headers.forwarded ?? null,
          realIp: req.headers['x-real-ip'] ?? null,
          connection: req.headers.connection ?? null,
        }),
      );
    });
  });
  afterAll(() => new Promise((resolve) => echo.server.close(resolve)));

  const gateway = (overrides: NodeJS.ProcessEnv = {}) =>
    createGateway(config({ SVC_PUBLIC_URL: echo.url, SVC_ADMIN_URL: echo.url, ...overrides }));
  const forged = {
    'x-forwarded-for': '203.0.113.9',
    forwarded: 'for=198.51.100.4;proto=https',
    'x-real-ip': '198.51.100.5',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
  };
  const loopbackClient = /^(::ffff:)?127\.0\.0\.1$/;

  it.each(['/api/phone/check?telefono=1', '/api/admin/auth/login'])(
    '%s: the address is the connection’s own, whatever X-Forwarded-For, Forwarded or X-Real-IP the client sent',
    async (url) => {
      const res = await request(gateway())
        .get(url)
        .set({ ...forged, connection: 'close' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        // the services trust exactly this address (their TRUST_PROXY default), one hop
        from: '127.0.0.2',
        forwardedFor: expect.stringMatching(loopbackClient),
        forwardedProto: 'http',
        forwardedHost: null,
        forwarded: null,
        realIp: null,
        // the client's `Connection: close` is its own connection's: the service's stays open (HTTP/1.1)
        connection: null,
      });
    },
  );

  it('says https behind a TLS proxy (HTTPS=true), whatever the client claims', async () => {
    const res = await request(gateway({ HTTPS: 'true' }))
      .get('/api/health')
      .set({ 'x-forwarded-proto': 'http' });
    expect(res.body.forwardedProto).toBe('https');
    expect(res.body.forwardedFor).toMatch(loopbackClient);
  });

  it('believes a proxy in front only when its TRUST_PROXY names it, and then passes one address', async () => {
    const behindProxy = gateway({ TRUST_PROXY: 'loopback' });
    // the proxy in front appended the address it saw to what the client claimed
    const res = await request(behindProxy)
      .get('/api/health')
      .set({ 'x-forwarded-for': '10.1.1.1, 203.0.113.9', 'x-forwarded-proto': 'https' });
    expect(res.body).toMatchObject({ forwardedFor: '203.0.113.9', forwardedProto: 'https' });
    const notTrusted = await request(gateway({ TRUST_PROXY: '192.0.2.1' }))
      .get('/api/health')
      .set({ 'x-forwarded-for': '203.0.113.9' });
    expect(notTrusted.body.forwardedFor).toMatch(loopbackClient);
  });

  it('opens its connections to a service on loopback from 127.0.0.2, elsewhere from where the system says', () => {
    expect(upstreamLocalAddress('http://127.0.0.1:4001', 'auto')).toBe('127.0.0.2');
    expect(upstreamLocalAddress('http://localhost:4001', 'auto')).toBe('127.0.0.2');
    expect(upstreamLocalAddress('http://svc-public:4001', 'auto')).toBeUndefined();
    expect(upstreamLocalAddress('http://10.0.0.5:4001', 'auto')).toBeUndefined();
    expect(upstreamLocalAddress('http://svc-public:4001', '172.30.42.10')).toBe('172.30.42.10');
    expect(() => config({ UPSTREAM_LOCAL_ADDRESS: 'gateway' })).toThrow(/UPSTREAM_LOCAL_ADDRESS/);
    expect(() => config({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('can tell at start whether this machine has the address its connections start from', async () => {
    // Linux has the whole of 127.0.0.0/8 on loopback; 192.0.2.1 is a documentation address, nobody's
    expect(await isLocalAddress('127.0.0.2')).toBe(true);
    expect(await isLocalAddress('192.0.2.1')).toBe(false);
  });
});

describe('an upload the service answers before reading it', () => {
  const BODY = Buffer.alloc(4 * 1024 * 1024, 'a');
  let service: Awaited<ReturnType<typeof upstream>>;
  let gatewayServer: Server;
  let port: number;
  beforeAll(async () => {
    // like svc-admin to an anonymous import: 401 at once, the multipart body never read
    service = await upstream((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Authentication required' }));
    });
    gatewayServer = createGateway(config({ SVC_PUBLIC_URL: service.url, SVC_ADMIN_URL: service.url })).listen(
      0,
      '127.0.0.1',
    );
    await new Promise((resolve) => gatewayServer.once('listening', resolve));
    port = (gatewayServer.address() as AddressInfo).port;
  });
  afterAll(async () => {
    gatewayServer.closeAllConnections();
    await new Promise((resolve) => gatewayServer.close(resolve));
    service.server.closeAllConnections();
    await new Promise((resolve) => service.server.close(resolve));
  });

  /** A POST of BODY as curl sends a big one: with Expect, the body only after 100 Continue. */
  const upload = (expectContinue: boolean) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/admin/guests/import',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': BODY.length,
          ...(expectContinue ? { expect: '100-continue' } : {}),
        },
      });
      if (expectContinue) req.on('continue', () => req.end(BODY));
      else req.end(BODY);
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on('error', reject);
    });

  it.each([
    ['with Expect: 100-continue', true],
    ['without it', false],
  ])('%s: the client gets the service’s 401, never a 502', async (_name, expectContinue) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await upload(expectContinue);
      statuses.push(res.status);
      if (res.status === 401) expect(JSON.parse(res.body)).toEqual({ error: 'Authentication required' });
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
  });
});

describe('gateway failures', () => {
  it('answers with a plain message and never a stack trace', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const app = createGateway(config({ STATIC_DIR: '/nonexistent/dir' }));
    const res = await request(app).get('/info');
    expect(res.status).toBe(500);
    expect(res.text).toBe('Something went wrong. Please try again.');
    expect(logged).toHaveBeenCalledWith(
      '[gateway] request failed',
      expect.objectContaining({ code: 'ENOENT' }),
    );
    logged.mockRestore();
  });
});
