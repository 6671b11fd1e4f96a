// Remote faults (issue 8, item 4): mf-public or mf-admin missing (its server stopped), slow (every file
// 5 s late) or broken (its exposed chunk answers with garbage instead of JavaScript). The shell shows its
// bilingual fallback with Retry, Retry recovers once the remote is healthy again, and the other remote's
// pages keep working throughout. Each remote is served by a server of this test whose behaviour can be
// switched, and a gateway of its own points the browser at the two (as a deployment would).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type { BrowserContext, Page } from 'playwright-core';
import { freePort, startProcess, stopProcess, waitForHttp } from '../../scripts/lib/proc';
import { createStaticServer } from '../../scripts/serve-static';
import { ROOT } from '../../scripts/stack';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { eventually, waitForLive } from '../lib/public-site';
import { startTestStack } from '../lib/stack';

type Mode = 'healthy' | 'missing' | 'slow' | 'broken';
type RemoteDir = 'mf-public' | 'mf-admin';

/** A remote's static server whose behaviour a test switches: healthy, stopped, 5 s late, or broken. */
interface SwitchableRemote {
  manifestUrl: string;
  /** Requests of the exposed chunk answered so far (to tell a real retry from a cached one). */
  exposedRequests: number;
  set(mode: Mode): Promise<void>;
  close(): Promise<void>;
}

const SLOW_MS = 5000;

async function switchableRemote(name: RemoteDir): Promise<SwitchableRemote> {
  const dist = path.join(ROOT, name, 'dist');
  const brokenDir = await mkdtemp(path.join(os.tmpdir(), `wedding-${name}-broken-`));
  await cp(dist, brokenDir, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const exposed = manifest.exposes
    .find((entry) => entry.path === './routes')
    ?.assets.js.sync.find((file) => file.startsWith('__federation_expose_routes'));
  if (!exposed) throw new Error(`${name}: no exposed routes chunk in its manifest`);
  // a deploy gone wrong: the chunk holding the remote's routes is not JavaScript any more (and its
  // precompressed copies went with it: the server sends what is there)
  await writeFile(path.join(brokenDir, exposed), '}{ <html>502 Bad Gateway</html> this is not JavaScript');
  await Promise.all(
    ['.br', '.gz'].map((suffix) => rm(path.join(brokenDir, `${exposed}${suffix}`), { force: true })),
  );

  const apps: Record<Exclude<Mode, 'missing'>, Express> = {
    healthy: createStaticServer(dist),
    slow: createStaticServer(dist, { delayMs: SLOW_MS }),
    broken: createStaticServer(brokenDir),
  };
  let mode: Mode = 'healthy';
  const port = await freePort();
  const remote: SwitchableRemote = {
    manifestUrl: `http://localhost:${port}/mf-manifest.json`,
    exposedRequests: 0,
    set: async () => {},
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    if (req.url?.includes(exposed)) remote.exposedRequests += 1;
    const app = apps[mode === 'missing' ? 'healthy' : mode];
    app(req, res);
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen();
  remote.set = async (next) => {
    if (next === 'missing' && server.listening) await close();
    if (next !== 'missing' && !server.listening) await listen();
    mode = next;
  };
  remote.close = async () => {
    if (server.listening) await close();
    await rm(brokenDir, { recursive: true, force: true });
  };
  return remote;
}

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;
let remotes: Record<RemoteDir, SwitchableRemote>;
let gateway: ReturnType<typeof startProcess>;
let site: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  remotes = {
    'mf-public': await switchableRemote('mf-public'),
    'mf-admin': await switchableRemote('mf-admin'),
  };
  const gatewayPort = await freePort();
  gateway = startProcess(process.execPath, [path.join(ROOT, 'shell/dist-server/index.js')], {
    env: {
      ...process.env,
      PORT: String(gatewayPort),
      MF_PUBLIC_URL: remotes['mf-public'].manifestUrl,
      MF_ADMIN_URL: remotes['mf-admin'].manifestUrl,
      SVC_PUBLIC_URL: `http://127.0.0.1:${stack.ports.svcPublic}`,
      SVC_ADMIN_URL: `http://127.0.0.1:${stack.ports.svcAdmin}`,
    },
    quiet: true,
  });
  site = `http://localhost:${gatewayPort}`;
  await waitForHttp(`http://127.0.0.1:${gatewayPort}/runtime-config`);
}, 120_000);

afterAll(async () => {
  if (gateway) await stopProcess(gateway);
  await Promise.all(Object.values(remotes ?? {}).map((remote) => remote.close()));
  await browser?.close();
  await stack?.cleanup();
});

const fallback = (page: Page) => page.getByTestId('remote-unavailable');
const retry = (page: Page) => page.getByRole('button', { name: /Retry/ });

/** The public site works: the live landing (not only its prerendered copy), and the RSVP page. */
async function expectPublicSiteWorks(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${site}/`);
  await waitForLive(page);
  await page.getByTestId('button-confirmar-rsvp').click();
  await page.waitForURL(/\/rsvp$/);
  await waitForLive(page);
  await expect(fallback(page).count()).resolves.toBe(0);
  await page.close();
}

/** The back office works: /admin leads to the first-admin setup (a fresh database has no admin). */
async function expectAdminWorks(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${site}/admin`);
  await page.getByRole('button', { name: 'Create Admin Account' }).waitFor();
  await expect(fallback(page).count()).resolves.toBe(0);
  await page.close();
}

const pages: Record<RemoteDir, { path: string; works: (context: BrowserContext) => Promise<void> }> = {
  'mf-public': { path: '/', works: expectPublicSiteWorks },
  'mf-admin': { path: '/admin', works: expectAdminWorks },
};
const other: Record<RemoteDir, RemoteDir> = { 'mf-public': 'mf-admin', 'mf-admin': 'mf-public' };

/** After Retry, the remote's own page is there (the landing live, or the admin setup). */
async function expectRecovered(name: RemoteDir, page: Page): Promise<void> {
  if (name === 'mf-public') await waitForLive(page);
  else await page.getByRole('button', { name: 'Create Admin Account' }).waitFor();
  await expect(fallback(page).count()).resolves.toBe(0);
}

describe.each(['mf-public', 'mf-admin'] as const)('%s', (name) => {
  afterEach(async () => {
    await remotes[name].set('healthy');
  });

  it.each(['missing', 'broken'] as const)(
    'when %s: its pages show the fallback with Retry, the other remote works, and Retry recovers',
    async (mode) => {
      const context = await browser.newContext();
      try {
        // a page served while mf-public is healthy: the gateway holds its copy of mf-public's pages
        // (fetched when it started, or within 10 s if mf-public was not up yet then)
        await eventually(
          async () => expect(await (await fetch(`${site}/`)).text()).toContain('id="hero"'),
          15_000,
        );
        await remotes[name].set(mode);
        if (name === 'mf-public' && mode === 'missing') {
          // the gateway keeps its copy while mf-public cannot give a new one: `/` still arrives painted
          // (until the shell, unable to load the remote, shows the fallback)
          const html = await (await fetch(`${site}/`)).text();
          expect(html).toContain('<div id="root" data-prerendered="/">');
          expect(html).toContain('id="hero"');
        }
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${site}${pages[name].path}`);
        await fallback(page).waitFor({ timeout: 30_000 });
        await expect(retry(page).isVisible()).resolves.toBe(true);
        await expect(fallback(page).textContent()).resolves.toContain(
          'No pudimos cargar esta parte del sitio',
        );

        // the other remote is unaffected, in the same browser
        await pages[other[name]].works(context);

        // Retry while still down: the fallback again, nothing else breaks
        await retry(page).click();
        await fallback(page).waitFor({ timeout: 30_000 });

        // healthy again (restarted, or the broken deploy replaced): Retry brings the page, no reload
        await remotes[name].set('healthy');
        const before = remotes[name].exposedRequests;
        await retry(page).click();
        await expectRecovered(name, page);
        if (mode === 'broken') expect(remotes[name].exposedRequests).toBeGreaterThan(before);
        expect(errors.filter((message) => !/not JavaScript|Unexpected token|Loading/.test(message))).toEqual(
          [],
        );
      } finally {
        await context.close();
      }
    },
    90_000,
  );

  it(`when slow (every file ${SLOW_MS / 1000} s late): the page still comes, the other remote is not held up`, async () => {
    const context = await browser.newContext();
    try {
      await remotes[name].set('slow');
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${site}${pages[name].path}`, { waitUntil: 'domcontentloaded' });
      // the other remote, meanwhile, is as fast as ever
      const otherStarted = Date.now();
      await pages[other[name]].works(context);
      expect(Date.now() - otherStarted).toBeLessThan(SLOW_MS);
      // the slow one: its page, or the fallback with Retry (which works once it is fast again)
      const shown = await Promise.race([
        expectRecovered(name, page).then(() => 'page' as const),
        fallback(page)
          .waitFor({ timeout: 60_000 })
          .then(() => 'fallback' as const),
      ]);
      if (shown === 'fallback') {
        await remotes[name].set('healthy');
        await retry(page).click();
        await expectRecovered(name, page);
      }
      expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS);
    } finally {
      await context.close();
    }
  }, 120_000);
});
