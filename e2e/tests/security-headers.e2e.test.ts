// Headers and policy (issue 8, item 6): every HTML page, every remote's static file and every API answer
// (both services, through the gateway) carries the security headers ARCHITECTURE.md asks for; the page CSP
// admits exactly the configured remote origins (and the page's own inline scripts, each by its hash); and the
// whole site works under it: every public route and every admin route (logged in) loads in Chromium with
// CSP violations collected, and any violation fails.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { HEAD_SCRIPTS } from '../../scripts/mf/head-scripts';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { ADMIN_ROUTES_FILE, declaredRoutes, PUBLIC_ROUTES_FILE } from '../lib/routes';
import { startTestStack } from '../lib/stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;

const OWNER = { username: 'owner', password: 'owner-pass-1' };
const CODE = 'CSP-TEST-1';

beforeAll(async () => {
  stack = await startTestStack({ env: { LOGIN_RATE_LIMIT_MAX: '100', CONTACT_RATE_LIMIT_MAX: '100' } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.cleanup();
});

const url = (path: string) => `${stack.url}${path}`;
const remoteOrigins = () => [
  `http://localhost:${stack.ports.mfPublic}`,
  `http://localhost:${stack.ports.mfAdmin}`,
];

/** A concrete URL for each declared route (parameters filled, the catch-all given an unknown path). */
const PUBLIC_URLS: Record<string, string> = {
  '': '/',
  about: '/about',
  event: '/event',
  info: '/info',
  contact: '/contact',
  rsvp: '/rsvp',
  'rsvp/email': '/rsvp/email',
  'phone-rsvp': '/phone-rsvp',
  'invitation/:code': `/invitation/${CODE}`,
  '*': '/no-such-page',
};
const ADMIN_URLS: Record<string, string> = {
  '': '/admin',
  login: '/admin/login',
  setup: '/admin/setup',
  dashboard: '/admin/dashboard',
  guests: '/admin/guests',
  users: '/admin/users',
  'phone-guests': '/admin/phone-guests',
  contacts: '/admin/contacts',
  rsvps: '/admin/rsvps',
  reminders: '/admin/reminders',
  'database-analysis': '/admin/database-analysis',
  '*': '/admin/no-such-screen',
};

// ─── Header checks ────────────────────────────────────────────────────────────────────────────────

/** The CSP as directive → sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].sort();

/** What every response of the site carries, whatever it is. */
function expectBaseline(res: Response, where: string) {
  const h = (name: string) => res.headers.get(name);
  expect([where, 'x-content-type-options', h('x-content-type-options')]).toEqual([
    where,
    'x-content-type-options',
    'nosniff',
  ]);
  expect([where, 'x-powered-by', h('x-powered-by')]).toEqual([where, 'x-powered-by', null]);
}

/**
 * The pages' inline scripts as the built index.html the gateway serves has them, each allowed by its
 * SHA-256, no other inline code. Read once, when first asked for.
 */
let inlineSources: string[] | undefined;
function inlineScriptSources(): string[] {
  if (inlineSources) return inlineSources;
  const html = readFileSync(path.join(__dirname, '../../shell/dist/index.html'), 'utf8');
  inlineSources = HEAD_SCRIPTS.map((id) => {
    const code = new RegExp(`<script id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];
    if (code === undefined) throw new Error(`the built shell/dist/index.html has no inline script ${id}`);
    return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
  });
  return inlineSources;
}

/** The page policy of the gateway's HTML. */
function expectPagePolicy(res: Response, where: string) {
  expectBaseline(res, where);
  const csp = parseCsp(res.headers.get('content-security-policy'));
  const exactly = ["'self'", ...remoteOrigins()].sort();
  expect({ where, directive: 'script-src', sources: sorted(csp.get('script-src')) }).toEqual({
    where,
    directive: 'script-src',
    sources: [...exactly, ...inlineScriptSources()].sort(),
  });
  expect({ where, directive: 'connect-src', sources: sorted(csp.get('connect-src')) }).toEqual({
    where,
    directive: 'connect-src',
    sources: exactly,
  });
  for (const [directive, value] of [
    ['default-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ] as const) {
    expect({ where, directive, sources: csp.get(directive) }).toEqual({ where, directive, sources: value });
  }
  // every other fetch directive stays within 'self', data:/blob: and the remotes (styles may be inline:
  // styled-components injects <style> elements)
  const allowed = new Set(["'self'", "'none'", 'data:', 'blob:', "'unsafe-inline'", ...remoteOrigins()]);
  for (const [directive, sources] of csp) {
    for (const source of sources) {
      const inline = directive === 'script-src' && inlineScriptSources().includes(source);
      expect({ where, directive, source, allowed: allowed.has(source) || inline }).toEqual({
        where,
        directive,
        source,
        allowed: true,
      });
    }
  }
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  // plain HTTP here: HSTS only behind HTTPS (unit-tested in shell/server/app.test.ts)
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

/** The policy of an API answer (either service, through the gateway). */
function expectApiPolicy(res: Response, where: string) {
  expectBaseline(res, where);
  const csp = parseCsp(res.headers.get('content-security-policy'));
  for (const [directive, value] of [
    ['default-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ] as const) {
    expect({ where, directive, sources: csp.get(directive) }).toEqual({ where, directive, sources: value });
  }
  expect([where, res.headers.get('x-frame-options')]).toEqual([where, 'DENY']);
  expect([where, res.headers.get('referrer-policy')]).toEqual([where, 'no-referrer']);
  expect([where, res.headers.get('cache-control')]).toEqual([where, 'no-store']);
  expect([where, res.headers.get('cross-origin-resource-policy')]).toEqual([where, 'same-origin']);
  expect([where, res.headers.get('content-type')]).toEqual([
    where,
    expect.stringMatching(/^application\/json/),
  ]);
}

describe('the route tables of this test', () => {
  it('visit every route the remotes declare', () => {
    expect(Object.keys(PUBLIC_URLS).sort()).toEqual(declaredRoutes(PUBLIC_ROUTES_FILE).sort());
    expect(Object.keys(ADMIN_URLS).sort()).toEqual(declaredRoutes(ADMIN_ROUTES_FILE).sort());
  });
});

describe('security headers', () => {
  it('on every HTML page the gateway serves: the page CSP with exactly the configured remote origins', async () => {
    for (const path of [...Object.values(PUBLIC_URLS), ...Object.values(ADMIN_URLS)]) {
      const res = await fetch(url(path));
      expect([path, res.status, res.headers.get('content-type')]).toEqual([
        path,
        200,
        expect.stringMatching(/^text\/html/),
      ]);
      expectPagePolicy(res, path);
    }
    const config = await fetch(url('/runtime-config'));
    expectPagePolicy(config, '/runtime-config');
  });

  it("on the shell's own static files", async () => {
    const html = await (await fetch(url('/about'))).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const res = await fetch(new URL(src, stack.url));
      expect([src, res.status]).toEqual([src, 200]);
      expectBaseline(res, src);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
    }
    expectBaseline(await fetch(url('/no-such-file.js')), '/no-such-file.js');
  });

  it.each([
    ['mf-public', () => stack.ports.mfPublic],
    ['mf-admin', () => stack.ports.mfAdmin],
  ])(
    "on %s's manifest and chunks: CORS for the shell's origin, nosniff, the right types",
    async (_name, port) => {
      const base = `http://localhost:${port()}`;
      const manifestRes = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: stack.url } });
      expect(manifestRes.status).toBe(200);
      const manifest = (await manifestRes.json()) as {
        exposes?: { assets?: { js?: { sync?: string[] } } }[];
      };
      const chunks = (manifest.exposes ?? []).flatMap((expose) => expose.assets?.js?.sync ?? []);
      expect(chunks.length).toBeGreaterThan(0);
      for (const [path, type] of [
        ['/mf-manifest.json', /json/],
        ...chunks.slice(0, 5).map((chunk) => [`/${chunk}`, /javascript/] as const),
      ] as const) {
        const res = await fetch(`${base}${path}`, { headers: { Origin: stack.url } });
        expect([path, res.status]).toEqual([path, 200]);
        expectBaseline(res, path);
        expect([path, res.headers.get('access-control-allow-origin')]).toEqual([path, '*']);
        expect([path, res.headers.get('cross-origin-resource-policy')]).toEqual([path, 'cross-origin']);
        expect([path, res.headers.get('content-type')]).toEqual([path, expect.stringMatching(type)]);
      }
      const missing = await fetch(`${base}/nope.js`);
      expect(missing.status).toBe(404);
      expectBaseline(missing, `${base}/nope.js`);
    },
  );

  it('on API answers of both services through the gateway, successes and failures alike', async () => {
    const calls: [string, RequestInit?][] = [
      ['/api/health'],
      ['/api/admin/health'],
      ['/api/admin/auth/setup/check'],
      ['/api/admin/auth/check'],
      ['/api/admin/users'],
      ['/api/phone/check?telefono=%2B18095550000'],
      ['/api/phone/check?telefono[$ne]=x'],
      [`/api/invitations/${CODE}`],
      ['/api/no-such-endpoint'],
      ['/api/admin/no-such-endpoint'],
      ['/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' }],
      [
        '/api/admin/auth/login',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      ],
      [
        '/api/admin/guests',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
          body: '{}',
        },
      ],
    ];
    for (const [path, init] of calls) {
      const res = await fetch(url(path), init);
      expect([path, res.status < 500]).toEqual([path, true]);
      expectApiPolicy(res, `${init?.method ?? 'GET'} ${path} → ${res.status}`);
    }
  });
});

// ─── The site under its CSP ───────────────────────────────────────────────────────────────────────

interface Collected {
  violations: string[];
  errors: string[];
}

/** A browser context that records CSP violations (from an init script, which the CSP does not govern). */
async function watchedContext(width = 1280): Promise<{ context: BrowserContext; collected: Collected }> {
  const context = await browser.newContext({ width, locale: 'en-US' });
  await context.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const collected: Collected = { violations: [], errors: [] };
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) {
      collected.violations.push(`console: ${text}`);
    }
  });
  context.on('weberror', (error) => collected.errors.push(error.error().message));
  return { context, collected };
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>, collected: Collected) {
  await page.goto(url(path));
  await ready(page);
  await page.waitForLoadState('networkidle');
  const fromPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  collected.violations.push(...fromPage.map((line) => `${path}: ${line}`));
}

describe('the site works under its CSP', () => {
  beforeAll(async () => {
    const setup = await fetch(url('/api/admin/auth/setup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify(OWNER),
    });
    expect(setup.status).toBe(201);
    // the session is stored while the last byte of the answer is held back: read it all first
    await setup.text();
    const cookie = setup.headers.get('set-cookie')!.split(';')[0]!;
    const guest = await fetch(url('/api/admin/guests'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url, cookie },
      body: JSON.stringify({
        name: 'Familia CSP',
        category: 'Familia Mateo',
        maxPeopleAllowed: 2,
        invitationCode: CODE,
      }),
    });
    expect(guest.status).toBe(201);
  });

  it('loads every public route with no CSP violation and no page error', async () => {
    const { context, collected } = await watchedContext();
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    for (const path of Object.values(PUBLIC_URLS)) {
      await visit(page, path, (p) => p.locator('main#main-content[data-live="true"]').waitFor(), collected);
    }
    expect(requested.some((href) => href.startsWith(`http://localhost:${stack.ports.mfPublic}/`))).toBe(true);
    expect(collected).toEqual({ violations: [], errors: [] });
    await context.close();
  });

  it('loads every admin route, logged out and logged in, with no CSP violation and no page error', async () => {
    const { context, collected } = await watchedContext();
    const page = await context.newPage();
    const heading = (p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor();
    await visit(page, '/admin/login', heading, collected);
    await visit(page, '/admin/setup', heading, collected);
    await page.getByPlaceholder('Enter your username').fill(OWNER.username);
    await page.getByPlaceholder('Enter your password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Wedding Admin Dashboard' }).waitFor();
    for (const path of Object.values(ADMIN_URLS)) await visit(page, path, heading, collected);
    expect(collected).toEqual({ violations: [], errors: [] });
    await context.close();
  });

  it('reports a violation when one happens (so a clean run means something)', async () => {
    const { context, collected } = await watchedContext();
    const page = await context.newPage();
    await page.goto(url('/about'));
    await page.locator('main#main-content[data-live="true"]').waitFor();
    // what an injected script tag would try: the CSP refuses it
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true';
      document.body.append(script);
    });
    await page.waitForFunction(() => ((window as unknown as { __csp?: string[] }).__csp ?? []).length > 0);
    expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
    const fromPage = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    expect(fromPage.join('\n')).toMatch(/script-src/);
    expect(collected.errors).toEqual([]);
    await context.close();
  });
});
