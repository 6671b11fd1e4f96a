import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createGateway } from './app';
import { readGatewayConfig } from './config';
import { shellScripts, withPreloads } from './page-preloads';

// the shell's build as it leaves dist/: its page, its shared libraries' files and its bootstrap group
const staticDir = mkdtempSync(path.join(os.tmpdir(), 'gateway-preloads-'));
writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><html lang="es"><head><title>x</title></head><body><div id="root"><p class="boot">Cargando…</p></div></body></html>',
);
writeFileSync(
  path.join(staticDir, 'mf-manifest.json'),
  JSON.stringify({
    shared: [
      { name: 'react', assets: { js: { sync: ['121.aaaaaaaaaa.js'], async: [] } } },
      {
        name: 'react-dom/client',
        assets: { js: { sync: ['275.bbbbbbbbbb.js', '121.aaaaaaaaaa.js'], async: [] } },
      },
    ],
  }),
);
writeFileSync(
  path.join(staticDir, 'script-groups.json'),
  JSON.stringify({ bootstrap: ['452.cccccccccc.js'] }),
);

const links = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag);

describe('a page names what it needs before it is live (issue 37 item 2)', () => {
  let remote: { close: () => void; url: string };
  beforeAll(async () => {
    const files: Record<string, string> = {
      '/prerender/pages.json': JSON.stringify({
        pages: [
          {
            path: '/rsvp',
            file: 'rsvp.html',
            scripts: ['remoteEntry.js', '684.dddddddddd.js', 'page-rsvp.eeeeeeeeee.js'],
          },
        ],
        notFound: 'not-found.html',
      }),
      '/prerender/rsvp.html': '<main>rsvp</main>',
      '/prerender/not-found.html': '<main>no such page</main>',
    };
    const server = createServer((req, res) => {
      const body = files[req.url ?? ''];
      res.statusCode = body ? 200 : 404;
      res.end(body ?? 'Not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    remote = {
      close: () => server.close(),
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    };
  });
  afterAll(() => remote.close());

  const gateway = () =>
    createGateway(
      readGatewayConfig({
        MF_PUBLIC_URL: 'https://public.cdn.example/v2/mf-manifest.json',
        MF_ADMIN_URL: 'https://admin.cdn.example/mf-manifest.json',
        MF_PUBLIC_INTERNAL_URL: `${remote.url}/mf-manifest.json`,
        MF_ADMIN_INTERNAL_URL: 'http://127.0.0.1:9/mf-manifest.json',
        SVC_PUBLIC_URL: 'http://127.0.0.1:9',
        SVC_ADMIN_URL: 'http://127.0.0.1:9',
        STATIC_DIR: staticDir,
      }),
    );

  /**
   * The page as served once the gateway has mf-public's list: each file is fetched with a short timeout
   * (shell/server/prerender.ts), which a busy machine can miss on the first request (it then serves the
   * page without it, and fetches again); bounded at 15 s.
   */
  const servedOnceWarm = async (path: string, marker: string) => {
    const app = gateway();
    const until = Date.now() + 15_000;
    for (;;) {
      const res = await request(app).get(path);
      if (res.text.includes(marker) || Date.now() > until) return res;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('/rsvp carries the runtime configuration and preloads the shell, the manifest, the entry and the page', async () => {
    const res = await servedOnceWarm('/rsvp', '<main>rsvp</main>');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<main>rsvp</main>');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain(
      '<script type="application/json" id="runtime-config">{"remotes":{"mf_public":"https://public.cdn.example/v2/mf-manifest.json","mf_admin":"https://admin.cdn.example/mf-manifest.json"}}</script>',
    );
    // inert until the page's inline script puts them in force at the first paint (shell/src/page-preloads.ts)
    expect(links(head.replace(/<template id="page-preloads">.*?<\/template>/s, ''))).toEqual([]);
    expect(links(head)).toEqual([
      // the shell's own files: same origin, no CORS (as its loader asks for them); each once
      '<link rel="preload" as="script" href="/121.aaaaaaaaaa.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="/275.bbbbbbbbbb.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="/452.cccccccccc.js" fetchpriority="low">',
      // the remote's, where the browser finds them (not the gateway's internal address)
      '<link rel="preload" as="fetch" href="https://public.cdn.example/v2/mf-manifest.json" crossorigin="anonymous" fetchpriority="low">',
      '<link rel="preload" as="script" href="https://public.cdn.example/v2/remoteEntry.js" fetchpriority="low">',
      // (their CORS mode is the browser's to decide, against the page's origin: shell/src/page-preloads.ts)
      '<link rel="preload" as="script" href="https://public.cdn.example/v2/684.dddddddddd.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="https://public.cdn.example/v2/page-rsvp.eeeeeeeeee.js" fetchpriority="low">',
    ]);
  });

  it('a page without a list of its own (the not-found page of an older build) still gets the manifest and the shell', async () => {
    const res = await servedOnceWarm('/no-such-page', '<main>no such page</main>');
    expect(res.text).toContain('<main>no such page</main>');
    expect(links(res.text)).toHaveLength(4);
  });

  it("the back office's pages get the configuration and the shell's files, nothing of the guests' site", async () => {
    const res = await request(gateway()).get('/admin/login');
    expect(res.text).toContain('id="runtime-config"');
    expect(links(res.text).join('')).not.toContain('public.cdn.example');
    expect(links(res.text)).toHaveLength(3);
  });

  it('a guest form the browser sent itself comes back as the page, at its own address, with nothing read', async () => {
    const res = await request(gateway()).post('/rsvp').type('form').send({ phone: '+34 612 34 56 78' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/rsvp');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await request(gateway()).post('/rsvp/email').send('')).headers.location).toBe('/rsvp/email');
    expect((await request(gateway()).post('/rsvp?lang=en').send('')).headers.location).toBe('/rsvp?lang=en');
    // never somewhere else, and never the back office
    for (const url of [
      '//evil.example/x',
      '/admin/login',
      '/admin',
      '/a/../b',
      '/rsvp?next=//evil.example',
    ]) {
      const answer = await request(gateway()).post(url).send('');
      expect([url, answer.status === 303 ? answer.headers.location : 'none']).toEqual([
        url,
        // a query stays a query of this site's page
        url === '/rsvp?next=//evil.example' ? '/rsvp?next=//evil.example' : 'none',
      ]);
    }
  });
});

describe('withPreloads', () => {
  it('keeps the configuration inside its element whatever it holds', () => {
    const html = withPreloads('<head></head>', {
      runtimeConfig: { remotes: { mf_public: 'https://x.example/</script><script>alert(1)</script>' } },
      shell: [],
    });
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('reads nothing from a build that lists nothing', () => {
    expect(shellScripts(mkdtempSync(path.join(os.tmpdir(), 'empty-build-')))).toEqual([]);
  });
});
